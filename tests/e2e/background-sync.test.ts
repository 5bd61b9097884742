import { describe, expect, it } from 'vitest';
import { setupE2e } from '../support/e2e-harness';
import { borrowersWithoutCart, freeUnits, loanLines } from '../support/e2e-hut-data';
import { CounterTablet } from './pages/counter-tablet';
import { readOutbox } from './pages/device-state';

const e2e = setupE2e();
const staff = 'ansatt@utstyrsbod.no';

describe('the worker delivers the outbox', () => {
  it('hands a loan made offline to the server after the tab was closed (Background Sync)', async () => {
    const tablet = await CounterTablet.open(e2e, staff);
    const db = e2e.server.database.db;
    const borrower = (await borrowersWithoutCart(db, tablet.companyId)).find(
      (u) => u.verified && !u.flagged,
    );
    const [unit] = await freeUnits(db, tablet.companyId, 1);
    if (!borrower || unit === undefined) throw new Error('the demo hut lacks a borrower or unit');

    await tablet.context.setOffline(true);
    await tablet.lend(borrower, [unit]);
    // The page tried to sync, found no network, and left the work to the worker.
    await expect
      .poll(
        () =>
          tablet.page.evaluate(async () => {
            const registration = await navigator.serviceWorker.ready;
            const sync = (registration as { sync?: { getTags(): Promise<string[]> } }).sync;
            return sync ? sync.getTags() : [];
          }),
        { timeout: 10_000, interval: 100 },
      )
      .toContain('outbox');
    const entries = await readOutbox(tablet.page);
    expect(entries.map((e) => e.status)).toEqual(entries.map(() => 'pending'));

    // Staff close the tab; the network comes back with no page open.
    await tablet.page.close();
    await tablet.context.setOffline(false);

    await expect
      .poll(
        async () => {
          const loan = await db
            .selectFrom('loans')
            .select(['id', 'status'])
            .where('customer_id', '=', borrower.id)
            .where('status', '=', 'open')
            .orderBy('created_at', 'desc')
            .executeTakeFirst();
          if (!loan) return null;
          return (await loanLines(db, loan.id)).map((l) => [l.unit_id, l.status]);
        },
        { timeout: 30_000, interval: 250 },
      )
      .toEqual([[unit, 'lent']]);
    const applied = await db
      .selectFrom('applied_ops')
      .select('op_id')
      .where(
        'op_id',
        'in',
        entries.map((e) => e.id),
      )
      .execute();
    expect(applied).toHaveLength(entries.length);
  });
});
