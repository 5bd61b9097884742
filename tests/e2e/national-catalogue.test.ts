import { describe, expect, it } from 'vitest';
import { catalogueResponseSchema } from '../../src/shared/contracts';
import { describeFindings, runAxe, seriousFindings } from '../support/e2e-axe';
import { setupE2e } from '../support/e2e-harness';
import { waitForServiceWorker } from '../support/e2e-pwa';
import { AllProductsPage } from './pages/all-products-page';
import { CountyChoice } from './pages/county-choice';

// The demo network made "national": past 10 products a phone keeps one county, not all.
const e2e = setupE2e({ env: { CATALOGUE_MAX_PRODUCTS: '10' } });
// bypassCSP: axe is injected as an inline script.
const phone = { viewport: { width: 390, height: 844 }, bypassCSP: true };
const poll = { timeout: 10_000, interval: 50 };

async function countyCatalogue(baseURL: string, county: string) {
  const res = await fetch(`${baseURL}/api/public/catalogue?county=${encodeURIComponent(county)}`);
  return catalogueResponseSchema.parse(await res.json());
}

describe('a catalogue too large for one download', () => {
  it('asks a family for their county, keeps that county offline, and switches on request', async () => {
    const { page, context } = await e2e.open(phone);
    const all = new AllProductsPage(page);
    const choice = new CountyChoice(page);
    await page.goto('/alleprodukter');
    await waitForServiceWorker(page);
    await choice.prompt.waitFor();
    // No list until a county is chosen, and nothing else to read it from.
    expect(await all.grid.count()).toBe(0);
    const serious = seriousFindings(await runAxe(page));
    expect(serious, describeFindings(serious)).toEqual([]);
    await page.screenshot({ path: 'test-results/national-catalogue-prompt.png' });

    const vestland = await countyCatalogue(e2e.baseURL, 'Vestland');
    await choice.choose('Vestland');
    await expect.poll(() => choice.prompt.count(), poll).toBe(0);
    const status = page.getByText(/Side 1 av \d+ \(\d+ produkter?\)/).first();
    await expect
      .poll(async () => /\((\d+) produkt/.exec((await status.textContent()) ?? '')?.[1], poll)
      .toBe(String(vestland.products.length));
    // The hut filter offers the county's huts only: the others would list nothing.
    const vestlandHuts = vestland.companies.filter((h) => h.county === 'Vestland');
    expect(vestlandHuts.length).toBeLessThan(vestland.companies.length);
    await expect
      .poll(() => all.hutSelect.locator('option').allTextContents(), poll)
      .toEqual([
        'Velg utstyrsbod',
        ...vestlandHuts.map((h) => h.name).sort((x, y) => x.localeCompare(y, 'nb')),
      ]);
    await page.screenshot({ path: 'test-results/national-catalogue-vestland.png' });

    // Offline, after a reload: the county's equipment is still there, and the choice with it.
    await context.setOffline(true);
    await page.reload();
    await choice.shown('Vestland').waitFor();
    await expect.poll(() => all.grid.count(), poll).toBe(Math.min(10, vestland.products.length));
    expect(await choice.select.inputValue()).toBe('Vestland');

    // Another county offline: the old one stays readable, with a word on when the new one comes.
    await choice.select.selectOption('Oslo');
    await page
      .getByText('Utstyret i Oslo hentes så snart du er på nett.', { exact: true })
      .waitFor();
    expect(await all.grid.count()).toBeGreaterThan(0);
    await context.setOffline(false);
    const oslo = await countyCatalogue(e2e.baseURL, 'Oslo');
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await choice.shown('Oslo').waitFor({ timeout: 20_000 });
    await expect
      .poll(async () => /\((\d+) produkt/.exec((await status.textContent()) ?? '')?.[1], poll)
      .toBe(String(oslo.products.length));
  });

  it('reads well in dark mode on a phone', async () => {
    const { page } = await e2e.open({ ...phone, colorScheme: 'dark' });
    await page.addInitScript(() => localStorage.setItem('darkMode', 'enabled'));
    await page.goto('/alleprodukter');
    const choice = new CountyChoice(page);
    await choice.prompt.waitFor();
    await choice.choose('Vestland');
    const serious = seriousFindings(await runAxe(page));
    expect(serious, describeFindings(serious)).toEqual([]);
    await page.screenshot({ path: 'test-results/national-catalogue-dark.png' });
  });

  it('asks on the category and product pages too, while the huts page lists every hut', async () => {
    const { page } = await e2e.open(phone);
    const choice = new CountyChoice(page);
    const whole = catalogueResponseSchema.parse(
      await (await fetch(`${e2e.baseURL}/api/public/catalogue`)).json(),
    );
    const season = whole.categories.find((c) => c.parent_id === null);
    if (!season) throw new Error('no season');
    await page.goto(`/${season.slug}`);
    await choice.prompt.waitFor();

    // The huts are always whole: no question before the list.
    await page.goto('/utstyrsboder');
    await page.getByRole('heading', { level: 1, name: 'Utstyrsboder' }).waitFor();
    expect(await choice.prompt.count()).toBe(0);
    await page.getByRole('combobox', { name: 'Fylke', exact: true }).waitFor();

    // A product of another county than the chosen one: said so, with the way to it.
    const oslo = await countyCatalogue(e2e.baseURL, 'Oslo');
    const vestland = await countyCatalogue(e2e.baseURL, 'Vestland');
    const elsewhere = oslo.products.find((p) => !vestland.products.some((v) => v.id === p.id));
    if (!elsewhere) throw new Error('no product only in Oslo');
    await page.goto('/alleprodukter');
    await choice.choose('Vestland');
    await page.goto(`/produkt/${elsewhere.id}`);
    await page.getByText('Enheten har bare utstyret i Vestland.', { exact: false }).waitFor();
    await choice.choose('Oslo');
    await page.getByRole('heading', { level: 1, name: elsewhere.name }).waitFor();
  });

  it('says a hut of another county has its equipment elsewhere, and fetches that county', async () => {
    const { page } = await e2e.open(phone);
    const choice = new CountyChoice(page);
    const oslo = await countyCatalogue(e2e.baseURL, 'Oslo');
    const lending = new Set(oslo.products.flatMap((p) => p.availability.map((a) => a.company_id)));
    const hut = oslo.companies.find((h) => h.county === 'Oslo' && lending.has(h.id));
    if (!hut) throw new Error('no hut in Oslo with equipment');
    await page.goto('/alleprodukter');
    await choice.choose('Vestland');

    await page.goto('/utstyrsboder');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2, name: hut.name, exact: true }) });
    await card.getByText('Utstyret i Oslo er ikke lagret på enheten.', { exact: true }).waitFor();
    // Two county selects here, each with its own name: the huts filter and the county kept offline.
    await choice.select.waitFor();
    expect(await page.getByRole('combobox', { name: 'Fylke', exact: true }).count()).toBe(1);
    await card.getByRole('link', { name: `Se utstyret ${hut.name}` }).click();

    const notice = page.getByText(
      `${hut.name} ligger i Oslo, og utstyret der er ikke lagret på enheten.`,
      { exact: true },
    );
    await notice.waitFor();
    const serious = seriousFindings(await runAxe(page));
    expect(serious, describeFindings(serious)).toEqual([]);
    await page.screenshot({ path: 'test-results/national-catalogue-hut-elsewhere.png' });
    await page.getByRole('button', { name: 'Bytt fylke til Oslo', exact: true }).click();
    // Focus goes on to the results, not back to the top with the button that is gone.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('all-products-results');
    await choice.shown('Oslo').waitFor({ timeout: 15_000 });
    await expect.poll(() => notice.count(), poll).toBe(0);
    const status = page.getByText(/Side 1 av \d+ \(\d+ produkter?\)/).first();
    const held = oslo.products.filter((p) => p.availability.some((a) => a.company_id === hut.id));
    await expect
      .poll(async () => /\((\d+) produkt/.exec((await status.textContent()) ?? '')?.[1], poll)
      .toBe(String(held.length));
  });
});
