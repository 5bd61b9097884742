import type { Locator, Page } from 'playwright-core';

/** "Registrer ny lånetaker" at the counter: the dialog the lender picker opens. */
export class WalkInDialog {
  readonly open: Locator;
  readonly dialog: Locator;
  readonly name: Locator;
  readonly phone: Locator;
  readonly email: Locator;
  readonly addChild: Locator;
  readonly idShown: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.open = main.getByRole('button', { name: 'Registrer ny lånetaker', exact: true });
    this.dialog = page.getByRole('dialog', { name: 'Registrer ny lånetaker' });
    this.name = this.dialog.getByRole('textbox', { name: 'Navn', exact: true });
    this.phone = this.dialog.getByRole('textbox', { name: 'Telefon', exact: true });
    this.email = this.dialog.getByRole('textbox', { name: 'Epost (valgfritt)' });
    this.addChild = this.dialog.getByRole('button', { name: 'Legg til et barn' });
    this.idShown = this.dialog.getByRole('checkbox', { name: /^Legitimasjon er vist/ });
    this.submit = this.dialog.getByRole('button', { name: 'Registrer', exact: true });
  }

  child(n: number): Locator {
    return this.dialog.getByRole('textbox', { name: `Navn på barn ${n}` });
  }

  /** Fills and sends the form; the dialog closes when the person is registered. */
  async register(p: { name: string; phone: string; child?: string; idShown: boolean }) {
    await this.open.click();
    await this.name.fill(p.name);
    await this.phone.fill(p.phone);
    if (p.child) {
      await this.addChild.click();
      await this.child(1).fill(p.child);
    }
    if (p.idShown) await this.idShown.check();
    await this.submit.click();
    await this.dialog.waitFor({ state: 'hidden' });
  }
}
