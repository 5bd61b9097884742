import { describe, expect, it } from 'vitest';
import { setupE2e } from '../support/e2e-harness';
import { freeUnits } from '../support/e2e-hut-data';
import { CartPage } from './pages/cart-page';
import { CounterTablet } from './pages/counter-tablet';
import { waitingEntries } from './pages/device-state';
import { demoPassword, LoginPage } from './pages/auth-pages';
import { MyPage } from './pages/my-page';
import { AppShell } from './pages/app-shell';

/**
 * A loan for a child (SPEC §3 Member): staff choose the child in the cart; the guardian stays the
 * borrower of record and the child's name shows on the loan, at the counter and on Min side.
 */
const e2e = setupE2e();
const poll = { timeout: 20_000, interval: 100 };
const db = () => e2e.server.database.db;

describe('a loan for a child', () => {
  it('is chosen in the cart, handed out to the guardian, and shows the child', async () => {
    const tablet = await CounterTablet.open(e2e, 'ansatt@utstyrsbod.no');
    const [unit = 0] = await freeUnits(db(), tablet.companyId, 1);
    const { stock } = tablet;
    await stock.goto();
    await tablet.clearBorrower();
    await stock.pickBorrower('familie@utstyrsbod.no', 'Kari Nordmann');
    // Where the sizes are chosen: the children's height, shoe and helmet size (seeded).
    const sizes = (where: typeof stock.borrowerSection) =>
      where.getByRole('region', { name: 'Barn og størrelser' }).getByRole('listitem');
    await expect
      .poll(() => sizes(stock.borrowerSection).allInnerTexts(), poll)
      .toEqual([
        'Emma Høyde 128 cm · Sko 32 · Hjelm 52-56',
        'Jonas Høyde 104 cm · Sko 27 · Hjelm 48-52',
      ]);
    await stock.rowButton(unit).click();
    await expect.poll(() => stock.row(unit).innerText(), poll).toContain('Lagt til');
    await stock.cartButton.click();
    const cart = new CartPage(tablet.page);
    await cart.handOut.waitFor();
    const loanFor = tablet.page.getByRole('combobox', { name: 'Lånet er for' });
    expect(await loanFor.locator('option').allInnerTexts()).toEqual([
      'Kari Nordmann selv',
      'Emma',
      'Jonas',
    ]);
    await loanFor.selectOption({ label: 'Emma' });
    await tablet.page.getByText('Lånet er nå for Emma.').waitFor();
    // The chosen child's sizes first, in the cart and back at the stock table.
    const main = tablet.page.getByRole('main');
    await expect
      .poll(() => sizes(main).first().innerText(), poll)
      .toBe('Lånet er for: Emma Høyde 128 cm · Sko 32 · Hjelm 52-56');
    await stock.goto();
    await expect
      .poll(() => sizes(stock.borrowerSection).first().innerText(), poll)
      .toBe('Lånet er for: Emma Høyde 128 cm · Sko 32 · Hjelm 52-56');
    await stock.cartButton.click();
    await cart.handOut.waitFor();
    await cart.handOut.click();
    await tablet.page.waitForURL(/\/utlansoversikt/);
    await expect.poll(() => waitingEntries(tablet.page), poll).toBe(0);

    const emma = await db()
      .selectFrom('members')
      .innerJoin('users', 'users.id', 'members.user_id')
      .select(['members.id', 'users.id as guardian'])
      .where('users.email', '=', 'familie@utstyrsbod.no')
      .where('members.name', '=', 'Emma')
      .executeTakeFirstOrThrow();
    const loan = await db()
      .selectFrom('loans')
      .innerJoin('loan_items', 'loan_items.loan_id', 'loans.id')
      .select(['loans.customer_id', 'loans.member_id', 'loans.status'])
      .where('loan_items.unit_id', '=', unit)
      .where('loan_items.status', '=', 'lent')
      .executeTakeFirstOrThrow();
    expect(loan).toEqual({ customer_id: emma.guardian, member_id: emma.id, status: 'open' });
    await expect
      .poll(() => tablet.loans.rows.filter({ hasText: 'Kari Nordmann (for Emma)' }).count(), poll)
      .toBeGreaterThan(0);

    // Min side names the child on the current loan too.
    const { page: family } = await e2e.open();
    const login = new LoginPage(family);
    await login.goto();
    await login.login('familie@utstyrsbod.no', demoPassword);
    await new AppShell(family).userMenu('familie@utstyrsbod.no').waitFor();
    const me = new MyPage(family);
    await me.goto();
    const number = await db()
      .selectFrom('loans')
      .innerJoin('loan_items', 'loan_items.loan_id', 'loans.id')
      .select('loans.number')
      .where('loan_items.unit_id', '=', unit)
      .where('loan_items.status', '=', 'lent')
      .executeTakeFirstOrThrow();
    await me.loans
      .getByRole('heading', { level: 4, name: `Lån ${number.number} · ` })
      .filter({ hasText: 'for Emma' })
      .waitFor(poll);
  });
});
