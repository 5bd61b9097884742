import type { Locator, Page } from 'playwright-core';

/** /leggtilprodukt: category, product and units, then 'Legg til'. */
export class AddProductPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly season: Locator;
  readonly mainCategory: Locator;
  readonly subcategory: Locator;
  readonly productChoice: Locator;
  readonly name: Locator;
  readonly description: Locator;
  readonly parts: Locator;
  readonly photoInput: Locator;
  readonly photoPreview: Locator;
  readonly sizeUnit: Locator;
  readonly sizeFrom: Locator;
  readonly sizeTo: Locator;
  readonly quantity: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Legg til produkt' });
    this.season = this.main.getByRole('combobox', { name: 'Sesong' });
    this.mainCategory = this.main.getByRole('combobox', { name: 'Hovedkategori' });
    this.subcategory = this.main.getByRole('combobox', { name: 'Underkategori' });
    this.productChoice = this.main.getByRole('combobox', { name: /^Nytt eller eksisterende/ });
    this.name = this.main.getByRole('textbox', { name: 'Produktnavn' });
    this.description = this.main.getByRole('textbox', { name: 'Beskrivelse' });
    this.parts = this.main.getByRole('textbox', { name: /^Deler/ });
    this.photoInput = this.main.locator('input[type="file"]');
    this.photoPreview = this.main.getByRole('img', { name: /^Bilde av/ });
    this.sizeUnit = this.main.getByRole('combobox', { name: 'Måles i' });
    this.sizeFrom = this.main.getByRole('textbox', { name: 'Størrelse (fra)' });
    this.sizeTo = this.main.getByRole('textbox', { name: /^Til \(valgfri\)/ });
    this.quantity = this.main.getByRole('spinbutton', { name: 'Antall' });
    this.submit = this.main.getByRole('button', { name: 'Legg til', exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/leggtilprodukt');
    await this.heading.waitFor();
    // The category tree comes from the device's catalogue copy.
    await this.season
      .locator('option', { hasText: 'Vinter' })
      .waitFor({ state: 'attached', timeout: 15_000 });
  }

  /** Season, main category and subcategory, each by its visible name. */
  async chooseCategory(season: string, main: string, sub: string): Promise<void> {
    await this.season.selectOption({ label: season });
    await this.mainCategory.selectOption({ label: main });
    await this.subcategory.selectOption({ label: sub });
  }

  note(n: number): Locator {
    return this.main.getByRole('textbox', { name: `Merknad til enhet ${n}` });
  }
}

/** /endreprodukt: the hut's products, and one product with its units. */
export class EditProductPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly units: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Endre produkt' });
    this.units = this.main.getByRole('table', { name: /^Enheter av/ });
    this.dialog = page.getByRole('dialog');
  }

  async goto(productId?: number): Promise<void> {
    await this.page.goto(productId ? `/endreprodukt?produkt=${productId}` : '/endreprodukt');
    await this.heading.waitFor();
  }

  unitRows(): Locator {
    return this.units.locator('tbody tr');
  }
}
