import type { Locator, Page } from 'playwright-core';

/** /utstyrsboder: county, municipality and town filters over the list of huts. */
export class HutsPage {
  readonly heading: Locator;
  readonly countySelect: Locator;
  readonly municipalitySelect: Locator;
  readonly townSelect: Locator;
  readonly resetButton: Locator;
  readonly hutNames: Locator;
  readonly lastUpdated: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Utstyrsboder' });
    this.countySelect = page.getByRole('combobox', { name: 'Fylke', exact: true });
    this.municipalitySelect = page.getByRole('combobox', { name: 'Kommune', exact: true });
    this.townSelect = page.getByRole('combobox', { name: 'Sted', exact: true });
    this.resetButton = page.getByRole('button', { name: 'Nullstill valg', exact: true });
    this.hutNames = page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 });
    this.lastUpdated = page.getByText(/^Sist oppdatert /);
  }

  async goto(): Promise<void> {
    await this.page.goto('/utstyrsboder');
    await this.countySelect.waitFor();
  }

  async names(): Promise<string[]> {
    return (await this.hutNames.allTextContents()).map((n) => n.trim());
  }
}
