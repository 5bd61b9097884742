import { beforeAll, describe, expect, it } from 'vitest';
import { setupE2e } from '../support/e2e-harness';
import { AppShell } from './pages/app-shell';
import { CatalogueTruth, loadHuts } from './pages/catalogue-truth';
import { CategoryPage } from './pages/category-page';
import { HutsPage } from './pages/huts-page';

const e2e = setupE2e();
let truth: CatalogueTruth;

beforeAll(async () => {
  truth = await CatalogueTruth.load(e2e.baseURL);
});

const poll = { timeout: 10_000, interval: 50 };
const headingOf = (name: string) => {
  const c = truth.category(name);
  return c.heading ?? c.name;
};

describe('category pages', () => {
  it('/sommer: season header, note, subcategory cards with counts, products of the season', async () => {
    const { page } = await e2e.open();
    const ui = new CategoryPage(page);
    await ui.goto('/sommer');
    expect((await ui.heading.textContent())?.trim()).toBe(headingOf('Sommer'));
    expect((await ui.note.textContent())?.trim()).toBe(
      `Viser alle produkter i ${headingOf('Sommer')}`,
    );
    const sykling = truth.category('Sykling');
    const count = truth.products({ categoryId: sykling.id }).length;
    const card = ui.subcategoryLinks.filter({ hasText: 'Sykling' });
    await card.waitFor();
    expect(await card.textContent()).toContain(count === 1 ? '1 produkt' : `${count} produkter`);

    const inSeason = new Set(
      truth.products({ categoryId: truth.category('Sommer').id }).map((p) => p.name),
    );
    const names = await ui.grid.names();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => inSeason.has(n))).toBe(true);
  });

  it('cascading dropdowns: Velg kategori → Velg underkategori, the address follows, x clears', async () => {
    const { page } = await e2e.open();
    const shell = new AppShell(page);
    const ui = new CategoryPage(page);
    await ui.goto('/sommer');
    expect(await ui.deeperCategorySelects.count()).toBe(0);

    const vann = truth.category('Vannaktiviteter');
    await ui.topCategorySelect.selectOption(String(vann.id));
    await shell.waitForPath('/sommer/vannaktiviteter');
    await ui.deeperCategorySelects.first().waitFor();
    await expect
      .poll(() => ui.note.textContent(), poll)
      .toBe('Viser alle produkter i kategori Vannaktiviteter');

    const bading = truth.category('Bading');
    await ui.deeperCategorySelects.first().selectOption(String(bading.id));
    await shell.waitForPath('/sommer/vannaktiviteter/bading');
    await expect
      .poll(() => ui.note.textContent(), poll)
      .toBe('Viser alle produkter i kategori Bading');
    const inBading = new Set(truth.products({ categoryId: bading.id }).map((p) => p.name));
    await expect
      .poll(async () => {
        const names = await ui.grid.names();
        return names.length > 0 && names.every((n) => inBading.has(n));
      }, poll)
      .toBe(true);

    await ui.clearCategory.click();
    await shell.waitForPath('/sommer');
    await expect
      .poll(() => ui.note.textContent(), poll)
      .toBe(`Viser alle produkter i ${headingOf('Sommer')}`);
  });

  it('the hut dropdown narrows the season to one hut and says so in the note', async () => {
    const { page } = await e2e.open();
    const ui = new CategoryPage(page);
    await ui.goto('/vinter');
    const vinter = truth.category('Vinter');
    const hut = truth.data.companies.find(
      (h) => truth.products({ categoryId: vinter.id, hutId: h.id }).length > 0,
    );
    expect(hut).toBeDefined();
    if (!hut) return;
    await ui.hutSelect.selectOption(String(hut.id));
    await expect.poll(async () => (await ui.note.textContent()) ?? '', poll).toContain(hut.name);
    await expect
      .poll(async () => (await ui.grid.info()).every((c) => c.hut === hut.name), poll)
      .toBe(true);
    const atHut = truth.products({ categoryId: vinter.id, hutId: hut.id });
    for (const card of await ui.grid.info()) {
      expect(atHut.some((p) => p.name === card.name)).toBe(true);
      expect(card.ledig).toBe(truth.ledig(card.name, hut.id));
    }
  });

  it('non-ASCII paths work: /helårs and /helårs/brettspill', async () => {
    const { page } = await e2e.open();
    const ui = new CategoryPage(page);
    await ui.goto('/helårs');
    expect((await ui.heading.textContent())?.trim()).toBe(headingOf('Helårs'));
    await ui.goto('/helårs/brettspill');
    expect((await ui.note.textContent())?.trim()).toBe(
      'Viser alle produkter i kategori Brettspill',
    );
    const deeper = ui.deeperCategorySelects.first();
    await deeper.waitFor();
    expect(await deeper.locator('option').allTextContents()).toContain('Familiespill');
  });

  it('an unknown category address shows a clear message, not an empty page', async () => {
    const { page } = await e2e.open();
    await page.goto('/sommer/finnes-ikke');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/Fant ikke/);
  });
});

describe('/utstyrsboder', () => {
  it('lists every hut and filters by county, municipality and town', async () => {
    const all = await loadHuts(e2e.baseURL);
    expect(all.huts.length).toBeGreaterThanOrEqual(5);
    const { page } = await e2e.open();
    const ui = new HutsPage(page);
    await ui.goto();
    await expect.poll(() => ui.hutNames.count(), poll).toBe(all.huts.length);

    const county = all.filters.counties[0] ?? '';
    const inCounty = await loadHuts(e2e.baseURL, `?county=${encodeURIComponent(county)}`);
    await ui.countySelect.selectOption(county);
    await expect
      .poll(async () => [...(await ui.names())].sort(), poll)
      .toEqual(inCounty.huts.map((h) => h.name).sort());

    const hut = inCounty.huts[0];
    if (!hut) throw new Error('no hut in the first county');
    await ui.municipalitySelect.selectOption(hut.municipality);
    await ui.townSelect.selectOption(hut.town);
    const exact = all.huts.filter(
      (h) => h.county === county && h.municipality === hut.municipality && h.town === hut.town,
    );
    await expect
      .poll(async () => [...(await ui.names())].sort(), poll)
      .toEqual(exact.map((h) => h.name).sort());

    await ui.resetButton.click();
    await expect.poll(() => ui.hutNames.count(), poll).toBe(all.huts.length);
  });

  it("a hut's 'Se utstyret' link opens /alleprodukter filtered to that hut", async () => {
    const { page } = await e2e.open();
    const ui = new HutsPage(page);
    await ui.goto();
    const first = (await ui.names())[0] ?? '';
    await page.getByRole('link', { name: `Se utstyret ${first}` }).click();
    await new AppShell(page).waitForPath('/alleprodukter');
    await expect
      .poll(async () => page.getByRole('main').getByText(first, { exact: true }).count(), poll)
      .toBeGreaterThan(0);
  });
});

describe('/hjem', () => {
  it('has the product search (placeholder from SPEC), season tabs, category links and the five steps', async () => {
    const { page } = await e2e.open();
    await page.goto('/');
    await new AppShell(page).waitForPath('/hjem');
    const search = page.getByPlaceholder('søk produkt f eks sykkel', { exact: true });
    await search.waitFor();
    await page.getByRole('tab').first().waitFor();
    expect(await page.getByRole('tab').allTextContents()).toEqual(truth.seasons.map((s) => s.name));
    expect(
      await page.getByRole('main').getByRole('list').last().getByRole('listitem').count(),
    ).toBe(5);
    await page.getByRole('tab', { name: 'Vinter' }).click();
    await page.getByRole('tabpanel').getByRole('link', { name: /Ski/ }).first().waitFor();

    // The search leads to /alleprodukter with the query applied.
    await search.fill('sykkel');
    await search.press('Enter');
    await new AppShell(page).waitForPath('/alleprodukter');
    const matching = truth.data.products.filter((p) => p.name.toLowerCase().includes('sykkel'));
    expect(matching.length).toBeGreaterThan(0);
    await expect
      .poll(async () => {
        const names = await page
          .getByRole('main')
          .getByRole('article')
          .getByRole('heading')
          .allTextContents();
        return names.length > 0 && names.every((n) => n.toLowerCase().includes('sykkel'));
      }, poll)
      .toBe(true);
  });
});
