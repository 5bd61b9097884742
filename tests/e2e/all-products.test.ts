import { beforeAll, describe, expect, it } from 'vitest';
import { setupE2e } from '../support/e2e-harness';
import { AllProductsPage, noHutNote } from './pages/all-products-page';
import { CatalogueTruth } from './pages/catalogue-truth';

const e2e = setupE2e();
let truth: CatalogueTruth;

beforeAll(async () => {
  truth = await CatalogueTruth.load(e2e.baseURL);
});

const PAGE_SIZE = 10;
const poll = { timeout: 10_000, interval: 50 };

describe('/alleprodukter: browse and filter', () => {
  it('shows every product with Ledig x/y over all huts, then narrows by category and hut, then resets', async () => {
    const { page } = await e2e.open();
    const ui = new AllProductsPage(page);
    await ui.goto();

    const all = truth.products();
    expect(all.length).toBeGreaterThan(PAGE_SIZE);
    await expect.poll(() => ui.grid.count(), poll).toBe(PAGE_SIZE);
    await ui.defaultNote.waitFor();
    expect(await ui.selectedLabels()).toEqual({
      category: 'Alle kategorier',
      hut: 'Velg utstyrsbod',
    });
    for (const card of await ui.grid.info()) {
      expect(card.hut).toBe('(Ingen bod valgt)');
      expect(card.ledig).toBe(truth.ledig(card.name));
    }

    // Category: only products in it (or below it) remain, still counted over all huts.
    const sykling = truth.category('Sykling');
    const inCategory = truth.products({ categoryId: sykling.id });
    expect(inCategory.length).toBeGreaterThan(0);
    const categoryNames = new Set(inCategory.map((p) => p.name));
    await ui.selectCategory(sykling);
    await ui.grid.waitUntil(
      (cards) =>
        cards.length === Math.min(PAGE_SIZE, inCategory.length) &&
        cards.every(
          (c) =>
            categoryNames.has(c.name) &&
            c.hut === '(Ingen bod valgt)' &&
            c.ledig === truth.ledig(c.name),
        ),
      'the Sykling products',
    );
    expect(await ui.defaultNote.count()).toBe(0);

    // Hut: only products held there; cards name the hut and count only its units.
    const hut = truth.data.companies.find((h) => {
      const n = truth.products({ categoryId: sykling.id, hutId: h.id }).length;
      return n > 0 && n < inCategory.length;
    });
    if (!hut) throw new Error('the demo seed has no hut holding only some Sykling products');
    const atHut = truth.products({ categoryId: sykling.id, hutId: hut.id });
    const atHutNames = new Set(atHut.map((p) => p.name));
    await ui.selectHut(hut);
    await ui.grid.waitUntil(
      (cards) =>
        cards.length === Math.min(PAGE_SIZE, atHut.length) &&
        cards.every(
          (c) =>
            atHutNames.has(c.name) && c.hut === hut.name && c.ledig === truth.ledig(c.name, hut.id),
        ),
      `the Sykling products at ${hut.name}`,
    );
    expect(await ui.filterNote.textContent()).toContain('Sykling');

    // Reset: both dropdowns back to their defaults, everything shown again.
    await ui.resetButton.click();
    await ui.defaultNote.waitFor();
    expect(await ui.selectedLabels()).toEqual({
      category: 'Alle kategorier',
      hut: 'Velg utstyrsbod',
    });
    await ui.grid.waitUntil(
      (cards) => cards.length === PAGE_SIZE && cards.every((c) => c.hut === '(Ingen bod valgt)'),
      'all products again',
    );
  });

  it("shows 'Ingen produkter i valgt kategori/utstyrsbod.' when nothing matches", async () => {
    const empty = truth.emptyCombination();
    expect(empty, 'the demo seed has a category without products at some hut').not.toBeNull();
    if (!empty) return;
    const { page } = await e2e.open();
    const ui = new AllProductsPage(page);
    await ui.goto();
    await ui.selectCategory(empty.category);
    await ui.selectHut(empty.hut);
    await ui.emptyMessage.waitFor();
    expect(await ui.grid.count()).toBe(0);
    expect(await ui.pagination.nav.count()).toBe(0);
  });

  it('keeps the filter in the address, so a reload shows the same selection', async () => {
    const sommer = truth.category('Sommer');
    const { page } = await e2e.open();
    const ui = new AllProductsPage(page);
    await ui.goto();
    await ui.selectCategory(sommer);
    await page.reload();
    await ui.ready();
    expect((await ui.selectedLabels()).category).toContain('sommer');
    const names = new Set(truth.products({ categoryId: sommer.id }).map((p) => p.name));
    await expect
      .poll(async () => {
        const shown = await ui.grid.names();
        return shown.length > 0 && shown.every((n) => names.has(n));
      }, poll)
      .toBe(true);
  });
});

describe('/alleprodukter: pagination', () => {
  it('walks every page with Neste, and the pages together hold every product once', async () => {
    const { page } = await e2e.open();
    const ui = new AllProductsPage(page);
    await ui.goto();
    const expected = truth.products().map((p) => p.name);
    const last = Math.ceil(expected.length / PAGE_SIZE);
    expect(last).toBeGreaterThanOrEqual(3);
    await ui.pagination.nav.waitFor();
    expect(await ui.pagination.current()).toBe(1);
    // SPEC §9: the first and the last page are always offered.
    const shown = await ui.pagination.shownPages();
    expect(shown[0]).toBe(1);
    expect(shown.at(-1)).toBe(last);

    const seen: string[] = [];
    for (let n = 1; n <= last; n++) {
      await expect.poll(() => ui.pagination.current(), poll).toBe(n);
      const names = await ui.grid.names();
      expect(names.length).toBe(n < last ? PAGE_SIZE : expected.length - PAGE_SIZE * (last - 1));
      seen.push(...names);
      if (n < last) await ui.pagination.next.click();
    }
    expect([...seen].sort()).toEqual([...expected].sort());
    // At the ends, 'Neste'/'Siste' stay focusable but are marked as not applying.
    expect(await ui.pagination.next.isEnabled()).toBe(false);
    expect(await ui.pagination.last.isEnabled()).toBe(false);
    await ui.pagination.next.click({ force: true });
    expect(await ui.pagination.current()).toBe(last);
  });

  it('jumps by page number and by go-to-page (Enter and Gå), and rejects pages out of range', async () => {
    const { page } = await e2e.open();
    const ui = new AllProductsPage(page);
    await ui.goto();
    const last = Math.ceil(truth.products().length / PAGE_SIZE);
    await ui.pagination.nav.waitFor();
    const page1 = await ui.grid.names();

    await ui.pagination.pageButton(3).click();
    await expect.poll(() => ui.pagination.current(), poll).toBe(3);
    expect(await ui.grid.names()).not.toEqual(page1);
    expect(new URL(page.url()).search).toContain('3');

    await ui.pagination.goTo(last, 'enter');
    await expect.poll(() => ui.pagination.current(), poll).toBe(last);
    await ui.pagination.goTo(2, 'button');
    await expect.poll(() => ui.pagination.current(), poll).toBe(2);
    const page2 = await ui.grid.names();

    for (const bad of [0, last + 1]) {
      await ui.pagination.goTo(bad, 'enter');
      await ui.pagination.error.waitFor();
      expect(await ui.pagination.current()).toBe(2);
      expect(await ui.grid.names()).toEqual(page2);
    }

    await ui.pagination.previous.click();
    await expect.poll(() => ui.pagination.current(), poll).toBe(1);
    await ui.pagination.last.click();
    await expect.poll(() => ui.pagination.current(), poll).toBe(last);
    await ui.pagination.first.click();
    await expect.poll(() => ui.pagination.current(), poll).toBe(1);
  });

  it('starts again at page 1 when a filter changes (SPEC §4)', async () => {
    const { page } = await e2e.open();
    const ui = new AllProductsPage(page);
    await ui.goto();
    await ui.pagination.pageButton(2).click();
    await expect.poll(() => ui.pagination.current(), poll).toBe(2);
    const sommer = truth.category('Sommer');
    await ui.selectCategory(sommer);
    const inSeason = truth.products({ categoryId: sommer.id }).length;
    await expect
      .poll(
        async () => (inSeason > PAGE_SIZE ? await ui.pagination.current() : await ui.grid.count()),
        poll,
      )
      .toBe(inSeason > PAGE_SIZE ? 1 : inSeason);
    expect(await ui.page.getByText(noHutNote).count()).toBe(0);
  });
});
