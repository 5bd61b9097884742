import type { Locator, Page } from 'playwright-core';

/** /brukeroversikt: the search, the people (table on a tablet, expandable rows on a phone). */
export class UsersPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly search: Locator;
  readonly count: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Brukeroversikt' });
    this.search = this.main.getByRole('searchbox', { name: /^Søk etter bruker/ });
    this.count = this.main.locator('.users-count');
    this.dialog = page.getByRole('dialog');
  }

  /** Opens the page through the app's menu-free route and waits for the people to show. */
  async goto(): Promise<void> {
    await this.page.goto('/brukeroversikt');
    await this.heading.waitFor();
    await this.count.waitFor({ timeout: 15_000 });
  }

  /** Opens a person's details: the dialog from the table (tablet). */
  async open(name: string): Promise<Locator> {
    await this.main.getByRole('button', { name: `Vis ${name}`, exact: true }).click();
    await this.dialog.getByRole('heading', { name: `Bruker: ${name}` }).waitFor();
    return this.dialog;
  }

  /** The status cell of a person's row in the table (name, phone, email, status, loans). */
  statusOf(name: string): Locator {
    return this.main.locator('tbody tr', { hasText: name }).locator('td').nth(2);
  }

  async flag(details: Locator, reason: string): Promise<void> {
    await details.getByRole('textbox', { name: 'Merknad' }).fill(reason);
    await details.getByRole('button', { name: 'Flagg bruker' }).click();
  }
}
