import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { addToCart, handOut } from '../commands';
import { depsFor } from '../commands/test-commands';
import { loanOverview } from './loan-overview';
import { item, loansDb, TODAY } from './loan-test-fixtures';
import { HUT, closeDbs, seededDb } from './test-hut';

afterEach(closeDbs);

describe('loanOverview', () => {
  it('lists the hut’s loans newest first with customer, products, dates and derived status', async () => {
    const db = await loansDb();
    const rows = await loanOverview(db, HUT, TODAY);
    expect(rows.map((r) => [r.id, r.display])).toEqual([
      ['draft', 'draft'],
      ['due-today', 'open'],
      ['overdue', 'overdue'],
      ['closed', 'closed'],
    ]);
    const due = rows.find((r) => r.id === 'due-today');
    expect(due).toMatchObject({
      number: 5,
      customerName: 'Familie Hansen',
      customerEmail: 'familie.hansen@example.no',
      products: ['Sykkel', 'Ski'],
      unitIds: [101, 201],
      loanDate: '2026-11-14',
      dueDate: '2026-11-21',
      returnedDate: null,
      partlyReturned: false,
      itemCount: 2,
      outstanding: 2,
    });
  });

  it('counts products, and dates the return by the closing or the last unit back', async () => {
    const db = await loansDb();
    await db.loanItems.put(item('c2', 'overdue', 103, { expected_return_date: '2026-11-18' }));
    const rows = await loanOverview(db, HUT, TODAY);
    const overdue = rows.find((r) => r.id === 'overdue');
    expect(overdue?.products).toEqual(['Sykkel ×3']);
    expect(overdue?.returnedDate).toBe('2026-11-16');
    expect(overdue?.partlyReturned).toBe(true);
    expect(rows.find((r) => r.id === 'closed')).toMatchObject({
      returnedDate: '2026-11-07',
      partlyReturned: false,
    });
  });

  it('shows a loan made on this device without a number until the server gives one', async () => {
    const db = await seededDb();
    const deps = depsFor(db);
    const { loanId } = await addToCart({ customerId: 20, unitId: 101 }, deps);
    await handOut({ loanId, loanDate: TODAY }, deps);
    const [row] = await loanOverview(db, HUT, TODAY);
    expect(row).toMatchObject({ id: loanId, number: null, status: 'open', dueDate: '2026-11-28' });
    await db.loans.update(loanId, { number: 41 });
    expect((await loanOverview(db, HUT, TODAY))[0]?.number).toBe(41);
  });

  it('is empty for a hut without loans', async () => {
    const db = await seededDb();
    expect(await loanOverview(db, HUT, TODAY)).toEqual([]);
  });
});
