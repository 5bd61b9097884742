import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { userDataResponseSchema } from '../../../src/shared/contracts';
import type { E2eHarness } from '../../support/e2e-harness';
import { waitForServiceWorker } from '../../support/e2e-pwa';
import { AppShell } from './app-shell';
import { demoPassword, LoginPage } from './auth-pages';
import { CartPage } from './cart-page';
import { LoansPage } from './loans-page';
import { StockPage } from './stock-page';

const poll = { timeout: 20_000, interval: 100 };
/** How a loan not yet on the server shows its provisional number. */
export const provisionalMark = '(foreløpig)';

/** A counter tablet: a signed-in staff member whose device holds the hut's data. */
export class CounterTablet {
  readonly stock: StockPage;
  readonly loans: LoansPage;

  private constructor(
    readonly page: Page,
    readonly context: BrowserContext,
    readonly companyId: number,
  ) {
    this.stock = new StockPage(page);
    this.loans = new LoansPage(page);
  }

  /** Signs in through the UI and waits for the first pull and the service worker. */
  static async open(
    e2e: E2eHarness,
    email: string,
    options?: Parameters<E2eHarness['open']>[0],
  ): Promise<CounterTablet> {
    const { page, context } = await e2e.open(options);
    const login = new LoginPage(page);
    await login.goto();
    await login.login(email, demoPassword);
    await new AppShell(page).userMenu(email).waitFor();
    const { user } = userDataResponseSchema.parse(
      await (await page.request.get('/api/userdata')).json(),
    );
    if (user.company_id === null) throw new Error(`${email} has no hut`);
    const tablet = new CounterTablet(page, context, user.company_id);
    // The first pull has filled the device once the stock table shows.
    await tablet.stock.goto();
    await waitForServiceWorker(page);
    return tablet;
  }

  /** Picks the borrower, puts the units in the cart and hands the loan out (Utlever). */
  async lend(borrower: { email: string; name: string }, units: number[]): Promise<void> {
    const { stock } = this;
    await stock.goto();
    await this.clearBorrower();
    await stock.pickBorrower(borrower.email, borrower.name);
    await this.lendToSelected(units);
  }

  /** The tab keeps the borrower served last (also over a reload): start from nobody. */
  async clearBorrower(): Promise<void> {
    const { stock } = this;
    const clear = stock.main.getByRole('button', { name: /^Fjern .* som valgt lånetaker$/ });
    await expect
      .poll(async () => (await clear.isVisible()) || (await stock.chooseBorrower.isEnabled()), poll)
      .toBe(true);
    if (await clear.isVisible()) await clear.click();
  }

  /** Puts the units in the selected borrower's cart and hands the loan out (Utlever). */
  async lendToSelected(units: number[]): Promise<void> {
    const { stock } = this;
    for (const unit of units) {
      await stock.search.fill('');
      await stock.rowButton(unit).click();
      await expect.poll(() => stock.row(unit).innerText(), poll).toContain('Lagt til');
    }
    await stock.cartButton.click();
    const cart = new CartPage(this.page);
    await cart.handOut.waitFor();
    expect((await cart.unitIds()).sort()).toEqual([...units].sort());
    await cart.handOut.click();
    await this.page.waitForURL(/\/utlansoversikt/);
  }

  /** The overview rows of a borrower's loans that have not reached the server yet. */
  unsyncedLoansOf(name: string) {
    return this.loans.rows.filter({ hasText: name }).filter({ hasText: provisionalMark });
  }

  /** Opens a borrower's unsynced loan in the 'Lån' dialog (its number is not known yet). */
  async openLoanOf(name: string): Promise<void> {
    const row = this.unsyncedLoansOf(name);
    await expect.poll(() => row.count(), poll).toBe(1);
    await row.getByRole('button').first().click();
    await this.loans.modal.dialog.waitFor();
  }
}
