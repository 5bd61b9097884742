import type { Locator, Page } from 'playwright-core';

/** Min side (/minside), by its sections' headings and role-based locators. */
export class MyPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly lastUpdated: Locator;
  readonly offlineNotice: Locator;
  readonly details: Locator;
  readonly children: Locator;
  readonly loans: Locator;
  readonly reservations: Locator;
  readonly huts: Locator;
  readonly account: Locator;
  readonly data: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Min side' });
    this.lastUpdated = this.main.getByText(/^Sist oppdatert \d/);
    this.offlineNotice = this.main.getByText(/^Du er frakoblet\./);
    const section = (name: string) => this.main.getByRole('region', { name });
    this.details = section('Mine opplysninger');
    this.children = section('Barn (maks 4 stk)');
    this.loans = section('Mine lån');
    this.reservations = section('Reservasjoner');
    this.huts = section('Mine utstyrsboder');
    this.account = section('Innlogging og sikkerhet');
    this.data = section('Mine data');
  }

  async goto(): Promise<void> {
    await this.page.goto('/minside');
    await this.loans.waitFor();
  }

  /** The value shown for a label in Mine opplysninger ("Navn" → "Kari Nordmann"). */
  async detail(label: string): Promise<string> {
    const term = this.details.locator('dt', { hasText: label });
    return (await term.locator('xpath=following-sibling::dd[1]').innerText()).trim();
  }

  childNames(): Promise<string[]> {
    return this.children.locator('.child-list__name').allInnerTexts();
  }

  /** Opens the form for a new child, fills what is given and saves. */
  async addChild(child: { name: string; height?: number; shoeSize?: number }): Promise<void> {
    await this.children.getByRole('button', { name: 'Legg til barn' }).click();
    const form = this.children.getByRole('form', { name: 'Nytt barn' });
    await form.getByLabel('Navn på barnet').fill(child.name);
    if (child.height !== undefined) {
      await form.getByLabel('Høyde (cm)').fill(String(child.height));
    }
    if (child.shoeSize !== undefined) {
      await form.getByLabel('Skostørrelse').fill(String(child.shoeSize));
    }
    await form.getByRole('button', { name: 'Lagre barnet' }).click();
  }

  /** The error text shown for a field (aria-describedby), or null when none. */
  errorOf(field: Locator): Promise<string | null> {
    return field.evaluate((el) => {
      if (el.getAttribute('aria-invalid') !== 'true') return null;
      const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
      const texts = ids
        .map((id) => document.getElementById(id))
        .filter((n): n is HTMLElement => n !== null && n.classList.contains('field-error'))
        .map((n) => n.textContent?.trim() ?? '');
      return texts.join(' ') || null;
    });
  }

  /** The titles of the current loans ("Lån 1002 · Grünerløkka utstyrsbod"). */
  currentLoanTitles(): Promise<string[]> {
    return this.loans.locator('.loan-card__title').allInnerTexts();
  }

  previousLoans(): Locator {
    return this.loans.locator('details.loan-history__item');
  }

  /** "Nr. 1300" texts of the units listed in a loan card or accordion. */
  unitNumbers(within: Locator): Promise<string[]> {
    return within.getByText(/^Nr\. \d+$/).allInnerTexts();
  }
}
