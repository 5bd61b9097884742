import type { Locator, Page } from 'playwright-core';

/**
 * How long personal data is kept, where it shows: the network admin's form on /nettverk, Min
 * side's "Hva vi lagrer om deg" and the privacy page's "Hvor lenge vi lagrer".
 */
export class RetentionPages {
  readonly main: Locator;
  readonly settings: Locator;
  readonly monthsField: Locator;
  readonly save: Locator;
  readonly mine: Locator;
  readonly privacy: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.settings = this.main.getByRole('region', { name: 'Sletting av personopplysninger' });
    this.monthsField = this.settings.getByLabel('Oppbevaringstid i måneder');
    this.save = this.settings.getByRole('button', { name: 'Lagre', exact: true });
    this.mine = this.main.getByRole('region', { name: 'Hva vi lagrer om deg' });
    this.privacy = this.main.getByRole('region', { name: 'Hvor lenge vi lagrer' });
  }

  async gotoPrivacy(): Promise<void> {
    await this.page.goto('/vilkar');
    await this.privacy.waitFor();
  }
}
