import { describe, expect, it } from 'vitest';
import { setupE2e } from '../support/e2e-harness';
import { borrowersWithoutCart, freeUnits, loanLines } from '../support/e2e-hut-data';
import { ActivatePage } from './pages/activate-page';
import { AvvikPage } from './pages/avvik-page';
import { CounterTablet } from './pages/counter-tablet';
import { DashboardPage } from './pages/dashboard-page';
import { readOutbox, waitingEntries } from './pages/device-state';

/**
 * Issue 3's acceptance scenario: two tablets of one hut work with the network gone, and after
 * they come back the server holds every action exactly once, with the conflict between them
 * recorded as an exception (Avvik) instead of lost.
 */
const e2e = setupE2e();
const poll = { timeout: 20_000, interval: 100 };
const staff = 'ansatt@utstyrsbod.no';

function db() {
  return e2e.server.database.db;
}

describe('offline counter on two tablets', () => {
  it('records activation, loans, a return and an extension offline, exactly once after sync, and a conflict as Avvik', async () => {
    const a = await CounterTablet.open(e2e, staff);
    const b = await CounterTablet.open(e2e, staff);
    const hut = a.companyId;

    const candidates = await borrowersWithoutCart(db(), hut);
    const newcomer = candidates.find((u) => !u.verified && !u.flagged);
    const [second, third] = candidates.filter((u) => u.verified && !u.flagged);
    if (!newcomer || !second || !third) throw new Error('the demo hut lacks borrowers');
    const [u1, u2, u3, u4, u5] = await freeUnits(db(), hut, 5);
    if (
      u5 === undefined ||
      u4 === undefined ||
      u1 === undefined ||
      u2 === undefined ||
      u3 === undefined
    )
      throw new Error('units missing');

    const loansBefore = await db().selectFrom('loans').select('id').execute();
    await a.context.setOffline(true);
    await b.context.setOffline(true);

    // Tablet A: activate the newcomer (ID shown), lend them three units and lend two units to
    // a second borrower, all without network.
    const activate = new ActivatePage(a.page);
    await activate.goto(newcomer.id);
    await activate.idShown.check();
    await activate.activate.click();
    await new DashboardPage(a.page).activated.waitFor(poll);
    await a.lend(newcomer, [u1, u2, u3]);
    await a.lend(second, [u4, u5]);

    // One unit back from the newcomer, and the second borrower's loan extended.
    await a.loans.goto();
    await a.openLoanOf(newcomer.name);
    await a.loans.modal.dialog
      .getByRole('button', { name: /^Mottat /, disabled: false })
      .first()
      .click();
    await expect
      .poll(
        () =>
          a.loans.modal.dialog.getByRole('button', { name: /^Mottat /, disabled: false }).count(),
        poll,
      )
      .toBe(2);
    await a.loans.modal.close.click();
    await a.openLoanOf(second.name);
    const due = (await a.loans.modal.dueDate.innerText()).trim();
    const extendedTo = await a.page.evaluate(() => {
      const d = new Date();
      d.setDate(d.getDate() + 21);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
    });
    await a.loans.modal.extendTo(extendedTo);
    await expect.poll(() => a.loans.modal.extensions.count(), poll).toBe(1);
    expect((await a.loans.modal.dueDate.innerText()).trim()).not.toBe(due);
    await a.loans.modal.close.click();

    // Tablet B, also offline, hands the same unit u5 to a third borrower.
    await b.lend(third, [u5]);

    // A reload with the network still gone: everything is still on tablet A.
    await a.page.reload();
    await a.loans.table.waitFor(poll);
    await a.openLoanOf(newcomer.name);
    // The dialog fills from Dexie once open: three units, one of them back.
    await expect.poll(() => a.loans.modal.items().count(), poll).toBe(3);
    await expect
      .poll(
        () =>
          a.loans.modal.dialog.getByRole('button', { name: /^Mottat /, disabled: false }).count(),
        poll,
      )
      .toBe(2);
    await a.loans.modal.close.click();
    await expect.poll(() => a.unsyncedLoansOf(second.name).count(), poll).toBe(1);
    const opsA = await readOutbox(a.page);
    expect(opsA.filter((e) => e.status === 'pending')).toHaveLength(opsA.length);
    // Nothing reached the server while offline.
    expect(await db().selectFrom('loans').select('id').execute()).toHaveLength(loansBefore.length);

    // Network back: tablet A first, then tablet B.
    await a.context.setOffline(false);
    await expect.poll(() => waitingEntries(a.page), poll).toBe(0);
    await b.context.setOffline(false);
    await expect.poll(() => waitingEntries(b.page), poll).toBe(0);
    const opsB = await readOutbox(b.page);

    // Every op of both tablets applied exactly once (op ids are unique in applied_ops).
    const applied = await db()
      .selectFrom('applied_ops')
      .select(['op_id', 'outcome'])
      .where(
        'op_id',
        'in',
        [...opsA, ...opsB].map((e) => e.id),
      )
      .execute();
    expect(applied).toHaveLength(opsA.length + opsB.length);
    expect(applied.filter((r) => r.outcome === 'rejected')).toEqual([]);

    // The server holds exactly those loans: one per borrower, handed out once.
    const loans = await db()
      .selectFrom('loans')
      .selectAll()
      .where(
        'id',
        'not in',
        loansBefore.map((l) => l.id),
      )
      .orderBy('number')
      .execute();
    expect(loans.map((l) => [l.customer_id, l.status])).toEqual([
      [newcomer.id, 'open'],
      [second.id, 'open'],
      [third.id, 'open'],
    ]);
    const [newcomerLoan, secondLoan, thirdLoan] = loans;
    if (!newcomerLoan || !secondLoan || !thirdLoan) throw new Error('loans missing');
    const newcomerLines = await loanLines(db(), newcomerLoan.id);
    expect(newcomerLines.map((l) => l.unit_id)).toEqual([u1, u2, u3]);
    expect(newcomerLines.filter((l) => l.status === 'returned')).toHaveLength(1);
    expect(secondLoan.expected_return_date).toBe(extendedTo);
    const extensions = await db()
      .selectFrom('loan_extensions')
      .select(['new_date'])
      .where('loan_id', '=', secondLoan.id)
      .execute();
    expect(extensions).toEqual([{ new_date: extendedTo }]);
    const activated = await db()
      .selectFrom('users')
      .select(['is_verified'])
      .where('id', '=', newcomer.id)
      .executeTakeFirstOrThrow();
    expect(Boolean(activated.is_verified)).toBe(true);

    // The counter's truth for u5: tablet B's later hand-out stands, A's line is closed as found
    // at hand-out, and the anomaly waits in Avvik.
    const u5Lines = await db()
      .selectFrom('loan_items')
      .select(['loan_id', 'status'])
      .where('unit_id', '=', u5)
      .where('loan_id', 'in', [secondLoan.id, thirdLoan.id])
      .execute();
    expect(u5Lines.filter((l) => l.status === 'lent')).toEqual([
      { loan_id: thirdLoan.id, status: 'lent' },
    ]);
    expect(u5Lines.find((l) => l.loan_id === secondLoan.id)?.status).toBe('returned_found');
    const exceptions = await db()
      .selectFrom('sync_exceptions')
      .select(['kind', 'status'])
      .where('company_id', '=', hut)
      .where('status', '=', 'open')
      .execute();
    expect(exceptions).toEqual([{ kind: 'unit_already_lent', status: 'open' }]);

    const avvik = new AvvikPage(b.page);
    await avvik.goto();
    await expect.poll(() => avvik.openItems.count(), poll).toBe(1);
  });
});
