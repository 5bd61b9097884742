import { beforeAll, describe, expect, it } from 'vitest';
import { setupE2e } from '../support/e2e-harness';
import { waitForCatalogueSnapshot, waitForServiceWorker } from '../support/e2e-pwa';
import { AllProductsPage } from './pages/all-products-page';
import { AppShell } from './pages/app-shell';
import { CatalogueTruth } from './pages/catalogue-truth';
import { CategoryPage } from './pages/category-page';
import { HutsPage } from './pages/huts-page';

const e2e = setupE2e();
let truth: CatalogueTruth;

beforeAll(async () => {
  truth = await CatalogueTruth.load(e2e.baseURL);
});

const PAGE_SIZE = 10;
const poll = { timeout: 10_000, interval: 50 };

describe('offline', () => {
  it('after one visit, the public catalogue works with the network cut: reload, browse, filter, paginate', async () => {
    const { page, context } = await e2e.open();
    const shell = new AppShell(page);
    await page.goto('/hjem');
    await waitForServiceWorker(page);
    const snapshot = await waitForCatalogueSnapshot(page);
    expect(snapshot.products).toBe(truth.data.products.length);

    const apiWhileOffline: string[] = [];
    await context.setOffline(true);
    page.on('requestfinished', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) apiWhileOffline.push(r.url());
    });

    // Reload: the worker serves the shell, the catalogue comes from IndexedDB.
    await page.reload();
    await page.getByPlaceholder('søk produkt f eks sykkel').waitFor();
    await page
      .getByText(/^Sist oppdatert /)
      .first()
      .waitFor();
    await page.getByRole('tab').first().waitFor();

    // /alleprodukter, never visited online: filter and paginate.
    const all = new AllProductsPage(page);
    await all.goto();
    await all.lastUpdated.waitFor();
    await expect.poll(() => all.grid.count(), poll).toBe(PAGE_SIZE);
    await all.pagination.next.click();
    await expect.poll(() => all.pagination.current(), poll).toBe(2);
    const last = Math.ceil(truth.products().length / PAGE_SIZE);
    await all.pagination.goTo(last);
    await expect.poll(() => all.pagination.current(), poll).toBe(last);

    const sykling = truth.category('Sykling');
    const hut = truth.data.companies.find(
      (h) => truth.products({ categoryId: sykling.id, hutId: h.id }).length > 0,
    );
    if (!hut) throw new Error('no hut holds Sykling products');
    await all.selectCategory(sykling);
    await all.selectHut(hut);
    const expected = truth.products({ categoryId: sykling.id, hutId: hut.id });
    const expectedNames = new Set(expected.map((p) => p.name));
    await all.grid.waitUntil(
      (cards) =>
        cards.length === Math.min(PAGE_SIZE, expected.length) &&
        cards.every(
          (c) =>
            expectedNames.has(c.name) &&
            c.hut === hut.name &&
            c.ledig === truth.ledig(c.name, hut.id),
        ),
      `the Sykling products at ${hut.name}`,
    );
    await all.resetButton.click();
    await all.defaultNote.waitFor();

    // A category page with its cascading dropdowns.
    const category = new CategoryPage(page);
    await category.goto('/sommer');
    await page
      .getByText(/^Sist oppdatert /)
      .first()
      .waitFor();
    const vann = truth.category('Vannaktiviteter');
    await category.topCategorySelect.selectOption(String(vann.id));
    await shell.waitForPath('/sommer/vannaktiviteter');
    await expect
      .poll(() => category.note.textContent(), poll)
      .toBe('Viser alle produkter i kategori Vannaktiviteter');
    const inVann = new Set(truth.products({ categoryId: vann.id }).map((p) => p.name));
    await expect
      .poll(async () => {
        const names = await category.grid.names();
        return names.length > 0 && names.every((n) => inVann.has(n));
      }, poll)
      .toBe(true);

    // The huts list and its filters.
    const huts = new HutsPage(page);
    await huts.goto();
    await huts.lastUpdated.first().waitFor();
    await expect.poll(() => huts.hutNames.count(), poll).toBe(truth.data.companies.length);
    const county = truth.data.companies[0]?.county ?? '';
    await huts.countySelect.selectOption(county);
    await expect
      .poll(async () => [...(await huts.names())].sort(), poll)
      .toEqual(
        truth.data.companies
          .filter((h) => h.county === county)
          .map((h) => h.name)
          .sort(),
      );

    // The page says the data may be stale while offline.
    await page
      .getByText(/frakoblet/)
      .first()
      .waitFor();
    expect(apiWhileOffline).toEqual([]);

    // Back online, the notice goes away.
    await context.setOffline(false);
    await expect.poll(() => page.getByText(/frakoblet/).count(), poll).toBe(0);
  });
});
