import type { Locator, Page } from 'playwright-core';

/** /produkt/{id}: a product's photo, parts and 'Ledig' per hut and size, as a family sees it. */
export class PublicProductPage {
  readonly main: Locator;
  readonly parts: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.parts = this.main
      .getByRole('list')
      .filter({ has: page.getByRole('listitem') })
      .first();
  }

  async goto(productId: number, hutId?: number): Promise<void> {
    await this.page.goto(`/produkt/${productId}${hutId === undefined ? '' : `?bod=${hutId}`}`);
    await this.main.getByRole('heading', { level: 1 }).waitFor();
  }

  heading(): Locator {
    return this.main.getByRole('heading', { level: 1 });
  }

  /** One hut's card (its heading names it). */
  hut(name: string): Locator {
    return this.main.getByRole('article', { name, exact: true });
  }

  /** The huts in the order shown. */
  async hutNames(): Promise<string[]> {
    return this.main.getByRole('article').locator('h3').allInnerTexts();
  }

  /** 'Ledig x/y' of a size at a hut. */
  async sizeAvailability(hut: string, size: string): Promise<string> {
    const row = this.hut(hut)
      .getByRole('row')
      .filter({
        has: this.page.getByRole('rowheader', { name: size, exact: true }),
      });
    return (await row.getByRole('cell').innerText()).trim();
  }
}
