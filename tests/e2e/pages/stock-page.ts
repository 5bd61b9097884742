import type { Locator, Page } from 'playwright-core';

export const noBorrowerFoundText =
  'Ingen lånetakere med oppgitte opplysninger funnet, sjekk at du har stavet riktig';
export const flaggedHelpText = 'Lånetakeren er flagget og kan ikke få lån. Sjekk merknaden.';

/** /lagerbeholdning: borrower picker, chosen borrower, filters, stock table and the cart button. */
export class StockPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly loading: Locator;
  readonly chooseBorrower: Locator;
  readonly borrowerSearch: Locator;
  readonly borrowerSection: Locator;
  readonly season: Locator;
  readonly category: Locator;
  readonly search: Locator;
  readonly table: Locator;
  readonly cartButton: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Lagerbeholdning' });
    this.loading = this.main.getByText('Henter data for utstyrsboden …');
    this.borrowerSection = this.main.getByRole('region', { name: 'Lånetaker' });
    this.chooseBorrower = this.main.getByRole('button', { name: 'Velg lånetaker', exact: true });
    this.borrowerSearch = this.main.getByRole('searchbox', { name: /^Søk etter lånetaker/ });
    this.season = this.main.getByRole('combobox', { name: 'Sesong' });
    this.category = this.main.getByRole('combobox', { name: 'Kategori' });
    this.search = this.main.getByRole('searchbox', { name: /^Søk etter utstyr/ });
    this.table = this.main.getByRole('table');
    this.cartButton = this.main.getByRole('button', { name: /^Lånekurv/ });
  }

  /** Opens the page and waits until the hut's data is on the device (first sync done). */
  async goto(): Promise<void> {
    await this.page.goto('/lagerbeholdning');
    await this.heading.waitFor();
    await this.table.waitFor({ timeout: 15_000 });
  }

  /** The picker's result button for a borrower. */
  chooseButton(name: string): Locator {
    return this.main.getByRole('button', { name: `Velg ${name} som lånetaker`, exact: true });
  }

  clearBorrower(name: string): Locator {
    return this.main.getByRole('button', { name: `Fjern ${name} som valgt lånetaker` });
  }

  /** Searches the picker (opening it first if needed) and chooses the borrower. */
  async pickBorrower(query: string, name: string): Promise<void> {
    if (!(await this.borrowerSearch.isVisible())) await this.chooseBorrower.click();
    await this.borrowerSearch.fill(query);
    await this.chooseButton(name).click();
    await this.borrowerCard(name).waitFor();
  }

  /** The chosen borrower's card, found by its heading. */
  borrowerCard(name: string): Locator {
    return this.main.getByRole('region', { name, exact: true });
  }

  /** A fact (Id, Status, Åpne lån …) shown on the chosen borrower's card. */
  async borrowerFact(label: string): Promise<string> {
    const term = this.borrowerSection.locator('dt', { hasText: label });
    return (await term.locator('xpath=following-sibling::dd[1]').innerText()).trim();
  }

  /** Data rows of the stock table. */
  rows(): Locator {
    return this.table.locator('tbody tr');
  }

  /**
   * The row's add/remove button (the unit's number is a button too: it opens its dialog; and a
   * row with none free has "Ingen ledig" beside it).
   */
  rowButton(id: number): Locator {
    return this.row(id)
      .locator('td:last-child')
      .getByRole('button', { name: / lånekurven$/ });
  }

  /** The row of unit `id`, by the unit-number column (a size like "3" must not match unit 3). */
  row(id: number): Locator {
    return this.rows().filter({
      has: this.page.locator('td:nth-child(2)', { hasText: new RegExp(`^${id}$`) }),
    });
  }

  /** [name, unit id, size, status] of each shown row. */
  async rowTexts(): Promise<string[][]> {
    return this.rows().evaluateAll((rows) =>
      rows.map((r) =>
        Array.from(r.querySelectorAll('th, td'))
          .slice(0, 4)
          .map((c) => c.textContent?.trim() ?? ''),
      ),
    );
  }
}
