import type { Locator, Page } from 'playwright-core';

export const demandDialogTitle = 'Ingen ledig – registrer etterspørsel';

/** "Came for this, none free" on Lagerbeholdning: the row's button, the general one, the dialog. */
export class DemandDialogModel {
  readonly openGeneral: Locator;
  readonly dialog: Locator;
  readonly category: Locator;
  readonly product: Locator;
  readonly size: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.openGeneral = main.getByRole('button', { name: 'Registrer etterspørsel', exact: true });
    this.dialog = page.getByRole('dialog', { name: demandDialogTitle });
    this.category = this.dialog.getByRole('combobox', { name: 'Kategori' });
    this.product = this.dialog.getByRole('combobox', { name: 'Produkt (valgfritt)' });
    this.size = this.dialog.getByRole('textbox', { name: 'Størrelse (valgfritt)' });
    this.submit = this.dialog.getByRole('button', { name: 'Registrer', exact: true });
  }

  /** The "Ingen ledig" button of a stock row (only rows whose product has none free in size). */
  rowButton(row: Locator): Locator {
    return row.getByRole('button', { name: /^Ingen ledig: registrer etterspørsel etter / });
  }

  /** The text of the chosen option of a select in the dialog. */
  chosen(select: Locator): Promise<string> {
    return select.evaluate((el) => {
      const s = el as HTMLSelectElement;
      return s.selectedOptions[0]?.textContent ?? '';
    });
  }
}
