import type { Locator, Page } from 'playwright-core';

export const noLoansText = 'Ingen lån for øyeblikket';

/** /utlansoversikt: tips panel, 'Aktiver ny bruker', search, status filter and the loan table. */
export class LoansPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly tipsToggle: Locator;
  readonly tipsPanel: Locator;
  readonly activateNew: Locator;
  readonly search: Locator;
  readonly statusFilter: Locator;
  readonly table: Locator;
  readonly rows: Locator;
  readonly modal: LoanModal;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Utlånsoversikt' });
    this.tipsToggle = this.main.getByRole('button', { name: /^(Vis|Skjul) TIPS OG HJELP$/ });
    this.tipsPanel = this.main.getByRole('heading', { name: 'Tips og hjelp' });
    this.activateNew = this.main.getByRole('button', { name: 'Aktiver ny bruker', exact: true });
    this.search = this.main.getByRole('searchbox', { name: /^Søk etter lån/ });
    this.statusFilter = this.main.getByRole('group', { name: 'Vis status' });
    this.table = this.main.getByRole('table', { name: 'Lån i utstyrsboden' });
    this.rows = this.table.locator('tbody tr');
    this.modal = new LoanModal(page);
  }

  /** Opens the page and waits until the hut's loans are on the device. */
  async goto(): Promise<void> {
    await this.page.goto('/utlansoversikt');
    await this.heading.waitFor();
    await this.table.waitFor({ timeout: 15_000 });
  }

  /** A status box; its label carries the count, e.g. 'Forfalt (2)'. */
  statusBox(label: string): Locator {
    return this.statusFilter.getByRole('checkbox', { name: new RegExp(`^${label} \\(\\d+\\)$`) });
  }

  /** The row of a loan by its number ('ABC123 (foreløpig)' before the server numbers it). */
  row(number: number | string): Locator {
    return this.rows.filter({
      has: this.page.getByRole('button', { name: new RegExp(`(lån|for .*:) ${number}$`) }),
    });
  }

  openButton(number: number | string): Locator {
    return this.row(number).getByRole('button');
  }

  /** The loan numbers shown, in table order. */
  async numbers(): Promise<string[]> {
    return this.rows.locator('td:first-child').allInnerTexts();
  }

  /** The text of one column for every row shown. */
  async column(index: number): Promise<string[]> {
    return this.rows.locator(`td:nth-child(${index + 1})`).allInnerTexts();
  }
}

/** The 'Lån' modal: details, units with 'Mottat', 'Motta alle', and 'Forleng'. */
export class LoanModal {
  readonly dialog: Locator;
  readonly closeIcon: Locator;
  readonly close: Locator;
  readonly receiveAll: Locator;
  /** 'Motta alle' asks first; this is its yes. */
  readonly receiveAllYes: Locator;
  readonly newDate: Locator;
  readonly extend: Locator;
  readonly dueDate: Locator;
  readonly extensions: Locator;
  readonly reminders: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Lån' });
    this.closeIcon = this.dialog.getByRole('button', { name: 'Lukk lånet' });
    this.close = this.dialog.getByRole('button', { name: 'Lukk', exact: true });
    this.receiveAll = this.dialog.getByRole('button', { name: 'Motta alle', exact: true });
    this.receiveAllYes = this.dialog.getByRole('button', { name: 'Ja, motta alle', exact: true });
    this.newDate = this.dialog.getByLabel('Ny returdato');
    this.extend = this.dialog.getByRole('button', { name: 'Forleng', exact: true });
    this.dueDate = this.dialog.locator('dt:text-is("Returdato") + dd');
    this.extensions = this.dialog
      .getByRole('region', { name: 'Forlengelser' })
      .getByRole('listitem');
    this.reminders = this.dialog.getByRole('region', { name: 'Påminnelser' }).getByRole('listitem');
  }

  /** The unit rows of the loan. */
  items(): Locator {
    return this.dialog.getByRole('region', { name: 'Utstyr' }).locator('tbody tr');
  }

  /** A unit's row: its product name and number ("Stigespill nr. 101"). */
  item(name: string, unitId: number): Locator {
    const header = this.page.getByRole('rowheader', { name: `${name} nr. ${unitId}`, exact: true });
    return this.items().filter({ has: header });
  }

  receive(name: string, unitId: number): Locator {
    return this.dialog.getByRole('button', { name: `Mottat ${name} nr. ${unitId}`, exact: true });
  }

  report(name: string, unitId: number): Locator {
    return this.dialog.getByRole('button', { name: `Meld fra om ${name} nr. ${unitId}` });
  }

  async itemStatus(name: string, unitId: number): Promise<string> {
    return (await this.item(name, unitId).locator('td:nth-child(3)').innerText()).trim();
  }

  /** 'Motta alle', then its confirmation. */
  async receiveEverything(): Promise<void> {
    await this.receiveAll.click();
    await this.receiveAllYes.click();
  }

  /** The error shown under the date field (aria-describedby), or null. */
  async dateError(): Promise<string | null> {
    return this.newDate.evaluate((el) => {
      const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
      const text = ids
        .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
        .join(' ')
        .trim();
      return text || null;
    });
  }

  async extendTo(date: string): Promise<void> {
    await this.newDate.fill(date);
    await this.extend.click();
  }
}
