import type { Locator, Page } from 'playwright-core';

export const noBorrowerAlertText = 'Du må velge lånetaker før du kan åpne lånekurven';

/** /lånekurv: the chosen borrower's draft loan with its units, dates, Lagre and Utlever. */
export class CartPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly alert: Locator;
  readonly stockLink: Locator;
  readonly items: Locator;
  readonly loanDate: Locator;
  readonly returnDate: Locator;
  readonly save: Locator;
  readonly handOut: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Lånekurv' });
    this.alert = this.main.getByRole('alert');
    this.stockLink = this.main.getByRole('link', { name: 'Gå til lagerbeholdning' });
    this.items = this.main.getByRole('table');
    this.loanDate = this.main.getByLabel('Utlånsdato', { exact: true });
    this.returnDate = this.main.getByLabel('Returdato', { exact: true });
    this.save = this.main.getByRole('button', { name: 'Lagre', exact: true });
    this.handOut = this.main.getByRole('button', { name: 'Utlever', exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/lånekurv');
    await this.heading.waitFor();
  }

  /** A fact (Lånetaker, Lånenummer) at the top of the cart. */
  async fact(label: string): Promise<string> {
    const term = this.main.locator('dt', { hasText: label });
    return (await term.locator('xpath=following-sibling::dd[1]').innerText()).trim();
  }

  /** Unit ids in the cart, in table order. */
  async unitIds(): Promise<number[]> {
    const cells = await this.items.locator('tbody tr td:first-of-type').allInnerTexts();
    return cells.map((c) => Number(c.trim()));
  }

  /** The error text shown for a date field (aria-describedby), or null. */
  async errorOf(field: Locator): Promise<string | null> {
    return field.evaluate((el) => {
      if (el.getAttribute('aria-invalid') !== 'true') return null;
      const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
      const texts = ids
        .map((id) => document.getElementById(id))
        .filter((n): n is HTMLElement => n?.classList.contains('field-error') ?? false)
        .map((n) => n.textContent?.trim() ?? '');
      return texts.join(' ') || null;
    });
  }
}
