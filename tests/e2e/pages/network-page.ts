import type { Locator, Page } from 'playwright-core';

/** The network admin's screens: /nettverk (the huts) and /nettverk/innboks (contact messages). */
export class NetworkPage {
  readonly main: Locator;
  readonly sections: Locator;
  readonly newHut: Locator;
  readonly table: Locator;
  readonly dialog: Locator;
  readonly notice: Locator;
  readonly inboxFilter: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.sections = this.main.getByRole('navigation', { name: 'Nettverkets sider' });
    this.newHut = this.main.getByRole('button', { name: 'Ny utstyrsbod', exact: true });
    this.table = this.main.getByRole('table');
    this.dialog = page.getByRole('dialog');
    this.notice = this.main.getByRole('status').filter({ hasText: /\S/ });
    this.inboxFilter = this.main.getByRole('combobox', { name: 'Vis', exact: true });
  }

  async gotoHuts(): Promise<void> {
    await this.page.goto('/nettverk');
    await this.table.waitFor();
  }

  async gotoInbox(): Promise<void> {
    await this.page.goto('/nettverk/innboks');
    await this.inboxFilter.waitFor();
  }

  /** A hut's row, found by its name in the row header. */
  row(hut: string): Locator {
    return this.table.getByRole('row').filter({
      has: this.page.getByRole('rowheader').filter({ hasText: hut }),
    });
  }

  /** 'Endre', 'Administrator', 'Ta ut av drift' or 'Sett i drift' for one hut. */
  action(label: string, hut: string): Locator {
    return this.table.getByRole('button', { name: `${label}: ${hut}`, exact: true });
  }

  field(label: string): Locator {
    return this.dialog.getByLabel(label, { exact: true });
  }

  dialogButton(name: string): Locator {
    return this.dialog.getByRole('button', { name, exact: true });
  }

  /** An inbox message, by its title ('Bli en utstyrsbod: <name>'). */
  message(title: string): Locator {
    return this.main.getByRole('article', { name: title, exact: true });
  }
}
