import type { Locator, Page } from 'playwright-core';

/** /statistikk and /nettverk/statistikk: the period, the summary, each figure's chart and table. */
export class StatisticsPageModel {
  readonly main: Locator;
  readonly shown: Locator;
  readonly summary: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.shown = this.main.getByText(/^Viser \d{2}\.\d{2}\.\d{4}–/);
    this.summary = this.main.getByRole('region', { name: 'Oppsummert' });
  }

  async goto(path = '/statistikk'): Promise<void> {
    await this.page.goto(path);
    await this.summary.waitFor({ timeout: 15_000 });
  }

  period(label: string): Locator {
    return this.main.getByRole('radio', { name: label });
  }

  field(label: 'Fra' | 'Til' | 'Fra måned' | 'Til måned'): Locator {
    return this.main.getByLabel(label, { exact: true });
  }

  /** A summary figure's shown value ("10", "21,7 %", "<3"). */
  async figure(label: string): Promise<string> {
    const item = this.summary.locator('.statistics-summary__item').filter({
      has: this.page.locator('dt', { hasText: new RegExp(`^${label}$`) }),
    });
    return (await item.locator('dd').innerText()).trim();
  }

  section(heading: string): Locator {
    return this.main.getByRole('region', { name: heading, exact: true });
  }

  /** The rows of a figure's table, cell texts in order. */
  async table(heading: string): Promise<string[][]> {
    return this.section(heading)
      .getByRole('table')
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => (c.textContent ?? '').trim())),
      );
  }

  /** The values the bar list of a figure shows, in order. */
  async bars(heading: string): Promise<{ label: string; value: string }[]> {
    return this.section(heading)
      .locator('.bar-list__row')
      .evaluateAll((rows) =>
        rows.map((r) => ({
          label: r.querySelector('.bar-list__label')?.textContent ?? '',
          value: r.querySelector('.bar-list__value')?.textContent ?? '',
        })),
      );
  }

  csvButton(heading: string): Locator {
    return this.section(heading).getByRole('button', { name: /^Last ned CSV/ });
  }
}
