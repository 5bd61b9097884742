import type { Locator, Page } from 'playwright-core';

export const activatedText = 'Brukeren er aktivert og kan nå låne utstyr.';
export const noOverdueText = 'Ingen forfalte lån';

/** /dashboard: greeting, actions, help panel, the three cards, statistics and shortcuts. */
export class DashboardPage {
  readonly main: Locator;
  readonly greeting: Locator;
  readonly registerLoan: Locator;
  readonly registerReturn: Locator;
  readonly helpToggle: Locator;
  readonly activated: Locator;
  readonly dueToday: Locator;
  readonly overdue: Locator;
  readonly awaiting: Locator;
  readonly stats: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.greeting = this.main.getByRole('heading', { level: 1 });
    this.registerLoan = this.main.getByRole('link', { name: 'Registrer utlån', exact: true });
    this.registerReturn = this.main.getByRole('link', {
      name: 'Registrer innlevering',
      exact: true,
    });
    this.helpToggle = this.main.getByRole('button', { name: /^(Vis|Skjul) hjelp$/ });
    this.activated = this.main.getByRole('status').filter({ hasText: activatedText });
    this.dueToday = this.main.getByRole('region', { name: /^Skal leveres i dag/ });
    this.overdue = this.main.getByRole('region', { name: /^Forfalte lån/ });
    this.awaiting = this.main.getByRole('region', { name: /^Venter på aktivering/ });
    this.stats = this.main.getByRole('region', { name: 'Statistikk' });
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/dashboard${query}`);
    await this.awaiting.waitFor({ timeout: 15_000 });
  }

  /** The links of a card (loans or users), in order. */
  links(card: Locator): Locator {
    return card.getByRole('link');
  }

  awaitingToggle(): Locator {
    return this.awaiting.getByRole('button', { name: /^(Vis alle \(\d+\)|Vis færre)$/ });
  }

  /** A statistics figure by its label. */
  async stat(label: string): Promise<number> {
    const text = await this.stats.locator(`dt:text-is("${label}") + dd`).innerText();
    return Number(text.trim());
  }
}
