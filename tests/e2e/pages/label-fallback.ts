import type { Locator, Page } from 'playwright-core';

/** What the counter says when a scanned or typed code names no unit (U9ZZZ: a misread label). */
export const noUnitWithCodeText = (code: string) =>
  `Fant ingen enhet med koden ${code}. Er etiketten slitt, søk på nummeret (nr.) i stedet.`;

/** The lender picker's notice when a unit waits for a borrower to be chosen. */
export const waitingForBorrowerText = (unit: string) =>
  `Velg lånetaker: ${unit} legges i lånekurven når du har valgt.`;

/** The 'Lån' dialog's field that takes a label code, or the number printed on a worn label. */
export class LoanUnitField {
  readonly input: Locator;

  constructor(readonly page: Page) {
    this.input = page
      .getByRole('dialog', { name: 'Lån' })
      .getByRole('searchbox', { name: 'Motta utstyr: skann etiketten eller skriv nr.' });
  }

  /** Types the text as staff (or a USB scanner) would, then Enter. */
  async enter(text: string): Promise<void> {
    await this.input.click();
    await this.page.keyboard.type(text, { delay: 5 });
    await this.page.keyboard.press('Enter');
  }
}
