import type { Locator, Page } from 'playwright-core';
import { PaginationBar } from './pagination-bar';
import { ProductGrid } from './product-grid';

/** /{season}/{category?}/{subcategory?}: hut dropdown, cascading category dropdowns, note. */
export class CategoryPage {
  readonly heading: Locator;
  readonly hutSelect: Locator;
  readonly topCategorySelect: Locator;
  readonly deeperCategorySelects: Locator;
  readonly clearCategory: Locator;
  readonly note: Locator;
  readonly subcategoryLinks: Locator;
  readonly grid: ProductGrid;
  readonly pagination: PaginationBar;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.hutSelect = page
      .getByRole('combobox')
      .filter({ has: page.locator('option', { hasText: /^Velg utstyrsbod$/ }) });
    this.topCategorySelect = page
      .getByRole('combobox')
      .filter({ has: page.locator('option', { hasText: /^Velg kategori$/ }) });
    this.deeperCategorySelects = page
      .getByRole('combobox')
      .filter({ has: page.locator('option', { hasText: /^Velg underkategori$/ }) });
    this.clearCategory = page.getByRole('button', { name: 'Fjern valgt kategori' });
    this.note = page.getByText(/^Viser alle produkter i /);
    this.subcategoryLinks = page.getByRole('region', { name: 'Underkategorier' }).getByRole('link');
    this.grid = new ProductGrid(page);
    this.pagination = new PaginationBar(page);
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
    await this.note.waitFor();
  }

  /** The subcategory card of a category: its link holds the name and "N produkter". */
  subcategoryCard(name: string): Locator {
    return this.subcategoryLinks.filter({ hasText: new RegExp(`^${name}\\s*\\d+ produkte?r?$`) });
  }
}
