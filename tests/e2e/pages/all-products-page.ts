import type { Locator, Page } from 'playwright-core';
import { PaginationBar } from './pagination-bar';
import { ProductGrid } from './product-grid';

export interface Named {
  id: number;
  name: string;
}

export const noHutNote = 'Om du ikke velger en bestemt bod, vises alt utstyr i alle boder.';
export const noProductsText = 'Ingen produkter i valgt kategori/utstyrsbod.';

/** /alleprodukter: category and hut dropdowns, reset, the note, the cards and the pagination. */
export class AllProductsPage {
  readonly heading: Locator;
  readonly categorySelect: Locator;
  readonly hutSelect: Locator;
  readonly resetButton: Locator;
  readonly defaultNote: Locator;
  readonly filterNote: Locator;
  readonly emptyMessage: Locator;
  readonly lastUpdated: Locator;
  readonly grid: ProductGrid;
  readonly pagination: PaginationBar;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Alle produkter' });
    // The dropdowns are known by their SPEC default options.
    this.categorySelect = page
      .getByRole('combobox')
      .filter({ has: page.locator('option', { hasText: /^Alle kategorier$/ }) });
    this.hutSelect = page
      .getByRole('combobox')
      .filter({ has: page.locator('option', { hasText: /^Velg utstyrsbod$/ }) });
    this.resetButton = page.getByRole('button', { name: 'Nullstill valg', exact: true });
    this.defaultNote = page.getByText(noHutNote, { exact: true });
    this.filterNote = page.locator('.catalogue-note');
    this.emptyMessage = page.getByText(noProductsText, { exact: true });
    this.lastUpdated = page.getByText(/^Sist oppdatert /);
    this.grid = new ProductGrid(page);
    this.pagination = new PaginationBar(page);
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/alleprodukter${query}`);
    await this.ready();
  }

  /** The catalogue snapshot is loaded and the dropdowns are shown. */
  async ready(): Promise<void> {
    await this.heading.waitFor();
    await this.categorySelect.waitFor();
  }

  /**
   * Chooses a category (or 'Alle kategorier' for null). Waits until the note names it, as a
   * user would, before anything else is chosen: the filters live in the address.
   */
  async selectCategory(category: Named | null): Promise<void> {
    await this.categorySelect.selectOption(category === null ? '' : String(category.id));
    if (category) await this.filterNote.filter({ hasText: category.name }).waitFor();
  }

  async selectHut(hut: Named | null): Promise<void> {
    await this.hutSelect.selectOption(hut === null ? '' : String(hut.id));
    if (hut) await this.filterNote.filter({ hasText: hut.name }).waitFor();
  }

  async selectedLabels(): Promise<{ category: string; hut: string }> {
    const label = (select: Locator) =>
      select.evaluate((el) => {
        const s = el as HTMLSelectElement;
        return (s.selectedOptions[0]?.textContent ?? '').trim();
      });
    return { category: await label(this.categorySelect), hut: await label(this.hutSelect) };
  }
}
