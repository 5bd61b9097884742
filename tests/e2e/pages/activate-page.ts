import type { Locator, Page } from 'playwright-core';

export const invalidIdText =
  'Ugyldig brukernummer i lenken. Brukernummeret må være et positivt heltall.';
export const idRequiredText = 'Du må bekrefte at brukeren har vist legitimasjon.';

/** /activate/{loanerId} (outside the layout): user facts, the ID checkbox and 'Aktiver'. */
export class ActivatePage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly idShown: Locator;
  readonly activate: Locator;
  readonly alert: Locator;
  readonly status: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Aktiver bruker' });
    this.idShown = this.main.getByRole('checkbox', { name: /^Legitimasjon er vist/ });
    this.activate = this.main.getByRole('button', { name: 'Aktiver', exact: true });
    this.alert = this.main.getByRole('alert');
    this.status = this.main.getByRole('status');
  }

  async goto(loanerId: number | string): Promise<void> {
    await this.page.goto(`/activate/${loanerId}`);
    await this.heading.waitFor();
  }

  /** A fact of the user card ('Navn', 'Epost', 'Telefon'). */
  fact(label: string): Locator {
    return this.main.locator(`dt:text-is("${label}") + dd`);
  }
}
