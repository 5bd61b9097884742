import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { activateUser, receiveAll } from '../commands';
import { depsFor } from '../commands/test-commands';
import { dashboardSummary } from './loan-dashboard';
import { loansDb, TODAY } from './loan-test-fixtures';
import { HUT, closeDbs, seededDb } from './test-hut';

afterEach(closeDbs);

describe('dashboardSummary', () => {
  it('finds loans due today, overdue loans, users awaiting activation and the counts', async () => {
    const db = await loansDb();
    const summary = await dashboardSummary(db, HUT, TODAY);
    expect(summary.dueToday.map((l) => l.number)).toEqual([5]);
    expect(summary.overdue.map((l) => l.number)).toEqual([6]);
    expect(summary.awaitingActivation.map((u) => u.name)).toEqual(['Ny Bruker']);
    // Units 101, 102, 201 lent; 103 available; 202 retired. Another hut's loan is not counted.
    expect(summary.stats).toEqual({ openLoans: 2, unitsLent: 3, unitsAvailable: 1 });
  });

  it('updates after returns and an activation', async () => {
    const db = await loansDb();
    const deps = depsFor(db);
    await receiveAll({ loanId: 'overdue' }, deps);
    await activateUser({ userId: 21, idShown: true }, deps);
    const summary = await dashboardSummary(db, HUT, TODAY);
    expect(summary.overdue).toEqual([]);
    expect(summary.awaitingActivation).toEqual([]);
    expect(summary.stats).toEqual({ openLoans: 1, unitsLent: 2, unitsAvailable: 2 });
  });

  it('sorts users awaiting activation by name', async () => {
    const db = await seededDb();
    await db.hutUsers.bulkPut(
      ['Åse', 'Bjørn', 'Anne'].map((name, i) => ({
        id: 60 + i,
        name,
        email: `${i}@example.no`,
        phone: null,
        ref: null,
        status: 'pending',
        role: 'borrower' as const,
        isVerified: false,
        isFlagged: false,
        flaggedBy: null,
        flag_reason: null,
        notes: null,
      })),
    );
    const summary = await dashboardSummary(db, HUT, TODAY);
    expect(summary.awaitingActivation.map((u) => u.name)).toEqual([
      'Anne',
      'Bjørn',
      'Ny Bruker',
      'Åse',
    ]);
  });
});
