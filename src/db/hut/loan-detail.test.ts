import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { extendLoan, receiveItem } from '../commands';
import { depsFor } from '../commands/test-commands';
import { loanDetail } from './loan-detail';
import { loansDb, TODAY } from './loan-test-fixtures';
import { HUT, closeDbs } from './test-hut';

afterEach(closeDbs);

describe('loanDetail', () => {
  it('gives the customer, the units with their display status, and the extension history', async () => {
    const db = await loansDb();
    const detail = await loanDetail(db, HUT, 'overdue', TODAY);
    expect(detail?.display).toBe('overdue');
    expect(detail?.customer?.name).toBe('Familie Olsen');
    expect(detail?.items.map((i) => [i.unitId, i.status, i.canReceive])).toEqual([
      [102, 'overdue', true],
      [103, 'returned', false],
    ]);
    expect(detail?.extensions.map((e) => [e.previous_date, e.new_date])).toEqual([
      ['2026-11-11', '2026-11-18'],
    ]);
  });

  it('shows sizes and size ranges, and a unit found at a later loan as returned_found', async () => {
    const db = await loansDb();
    await db.loanItems.update('a', { status: 'returned_found' });
    const detail = await loanDetail(db, HUT, 'due-today', TODAY);
    expect(detail?.items).toEqual([
      expect.objectContaining({ name: 'Ski', size: '120', maxSize: '130', status: 'lent' }),
      expect.objectContaining({ name: 'Sykkel', size: '20', status: 'returned_found' }),
    ]);
    expect(detail?.items.map((i) => i.canReceive)).toEqual([true, false]);
  });

  it('follows the commands: a received unit and an extension show at once', async () => {
    const db = await loansDb();
    const deps = depsFor(db);
    await receiveItem({ loanItemId: 'c' }, deps);
    const closed = await loanDetail(db, HUT, 'overdue', TODAY);
    expect(closed?.loan.status).toBe('closed');
    expect(closed?.items.every((i) => !i.canReceive)).toBe(true);

    await extendLoan({ loanId: 'due-today', newDate: '2026-12-01' }, deps);
    const extended = await loanDetail(db, HUT, 'due-today', TODAY);
    expect(extended?.loan.expected_return_date).toBe('2026-12-01');
    expect(extended?.extensions.at(-1)).toMatchObject({
      previous_date: '2026-11-21',
      new_date: '2026-12-01',
    });
  });

  it('is null for an unknown loan or another hut’s loan', async () => {
    const db = await loansDb();
    expect(await loanDetail(db, HUT, 'nope', TODAY)).toBeNull();
    expect(await loanDetail(db, HUT, 'other-hut', TODAY)).toBeNull();
  });
});
