import { describe, expect, it } from 'vitest';
import { opVersion } from '../../src/shared/contracts/sync-op-versions';
import { setupE2e } from '../support/e2e-harness';
import { distDir } from '../support/e2e-dist';
import { borrowersWithoutCart, freeUnits } from '../support/e2e-hut-data';
import { previousBundle } from '../support/previous-bundle';
import { CounterTablet } from './pages/counter-tablet';
import { readDevice, waitingEntries } from './pages/device-state';

/**
 * Issue 31's upgrade in Chromium: a tablet runs the bundle the product shipped before op
 * versions (Dexie schema 9, loan.extend with `newDate`, ops without `v`), records a loan and an
 * extension offline, and while the entries wait the server is deployed with today's bundle (Dexie
 * schema 10, loan.extend v2). The tablet gets the new service worker before it reaches the API
 * again; its database upgrades with the full outbox, and on reconnect the server has every op
 * exactly once.
 */
const e2e = setupE2e({ staticDir: await previousBundle() });
const poll = { timeout: 30_000, interval: 200 };
const staff = 'ansatt@utstyrsbod.no';

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('a tablet upgraded while its outbox waits', () => {
  it('takes the new bundle offline-first, upgrades its database with every op, and the server applies each once', async () => {
    const db = e2e.server.database.db;
    const tablet = await CounterTablet.open(e2e, staff);
    const { page, context } = tablet;
    const [borrower] = (await borrowersWithoutCart(db, tablet.companyId)).filter(
      (u) => u.verified && !u.flagged,
    );
    const units = await freeUnits(db, tablet.companyId, 2);
    if (!borrower || units.length < 2) throw new Error('the demo hut lacks a borrower or units');

    // Offline on the old bundle: a loan, then its extension (loan.extend as v1 wrote it).
    await context.setOffline(true);
    await tablet.lend(borrower, units);
    await tablet.loans.goto();
    await tablet.openLoanOf(borrower.name);
    const extendedTo = inDays(20);
    await tablet.loans.modal.extendTo(extendedTo);
    await expect.poll(() => tablet.loans.modal.extensions.count(), poll).toBe(1);
    await tablet.loans.modal.close.click();

    const before = await readDevice(page);
    const waiting = before.entries.filter((e) => e.status === 'pending' || e.status === 'sent');
    const oldExtend = waiting.find((e) => e.type === 'loan.extend');
    expect(before.version).toBe(90); // Dexie schema 9 (Dexie stores version × 10)
    expect(oldExtend?.payload).toMatchObject({ newDate: extendedTo });
    expect(oldExtend?.v).toBeUndefined();
    expect(waiting.map((e) => e.type)).toEqual(
      expect.arrayContaining(['cart.add', 'loan.handOut', 'loan.extend']),
    );
    const deviceId = oldExtend?.deviceId ?? '';

    // The deploy: today's server with today's bundle. The tablet's network returns, but its
    // way to the API does not yet: only the app's files (the new service worker) reach it.
    await e2e.server.restart(distDir);
    await context.route(/\/(api|csrf-cookie)/, (route) => route.abort('internetdisconnected'));
    await context.setOffline(false);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    // The old bundle's own prompt: nothing reloads under staff until they choose to.
    const update = page.getByRole('button', { name: 'Oppdater' });
    await update.waitFor({ timeout: 60_000 });
    await update.click();
    // Reloaded into the new bundle: its database is schema 10, the entry upcast in place.
    await expect.poll(async () => (await readDevice(page)).version, poll).toBe(100);
    const after = await readDevice(page);
    const upgraded = after.entries.find((e) => e.id === oldExtend?.id);
    expect(upgraded?.v).toBe(opVersion('loan.extend'));
    expect(upgraded?.payload).toEqual({
      extensionId: oldExtend?.payload['extensionId'],
      loanId: oldExtend?.payload['loanId'],
      loanItemId: oldExtend?.payload['loanItemId'],
      expectedReturnDate: extendedTo,
    });
    expect(after.entries.map((e) => [e.id, e.seq, e.status])).toEqual(
      before.entries.map((e) => [e.id, e.seq, e.status]),
    );
    // Nothing reached the server before the update.
    const sent = () =>
      db.selectFrom('applied_ops').select(['op_id', 'outcome']).where('device_id', '=', deviceId);
    expect(await sent().execute()).toEqual([]);

    // The API answers again: every op goes, once.
    await context.unroute(/\/(api|csrf-cookie)/);
    await expect.poll(() => waitingEntries(page), poll).toBe(0);
    const applied = await sent().execute();
    expect(applied.map((a) => a.op_id).sort()).toEqual(waiting.map((e) => e.id).sort());
    expect(new Set(applied.map((a) => a.outcome))).toEqual(new Set(['applied']));
    const loanId = String(oldExtend?.payload['loanId']);
    const loan = await db
      .selectFrom('loans')
      .select(['status', 'expected_return_date', 'customer_id'])
      .where('id', '=', loanId)
      .executeTakeFirstOrThrow();
    expect(loan).toEqual({
      status: 'open',
      expected_return_date: extendedTo,
      customer_id: borrower.id,
    });
    const extensions = await db
      .selectFrom('loan_extensions')
      .select('new_date')
      .where('loan_id', '=', loanId)
      .execute();
    expect(extensions).toEqual([{ new_date: extendedTo }]);
    const lent = await db.selectFrom('units').select('status').where('id', 'in', units).execute();
    expect(lent.map((u) => u.status)).toEqual(['lent', 'lent']);
  }, 120_000);
});
