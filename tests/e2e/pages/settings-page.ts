import type { Locator, Page } from 'playwright-core';

/** /innstillinger: the device's storage, and on a counter device the changes waiting on it. */
export class SettingsPage {
  readonly main: Locator;
  readonly heading: Locator;
  /** "Lagring på denne enheten": kept for good or not, and what to do. */
  readonly storage: Locator;
  /** "Endringer som venter": how many, since when, and why they are stuck. */
  readonly waiting: Locator;
  /** The box saying the waiting changes do not reach the server. */
  readonly stuck: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Innstillinger' });
    this.storage = this.main.getByRole('region', { name: 'Lagring på denne enheten' });
    this.waiting = this.main.getByRole('region', { name: 'Endringer som venter' });
    this.stuck = this.waiting.getByRole('group', {
      name: 'Endringene kommer ikke fram til serveren',
    });
  }

  async goto(): Promise<void> {
    await this.page.goto('/innstillinger');
    await this.heading.waitFor();
  }

  /** A section's visible text, read at once. */
  text(section: Locator): Promise<string> {
    return section.evaluate((el) => (el as HTMLElement).innerText);
  }
}
