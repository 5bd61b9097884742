import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Route } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { setupE2e } from '../support/e2e-harness';
import { distDir } from '../support/e2e-dist';
import { borrowersWithoutCart, freeUnits, loanLines } from '../support/e2e-hut-data';
import { databaseEpoch, runServerTool } from '../support/e2e-server-tools';
import { AvvikPage, SyncIndicator } from './pages/avvik-page';
import { CounterTablet } from './pages/counter-tablet';
import { readDevice, waitingEntries } from './pages/device-state';

/**
 * Issue 32's restore in Chromium: a tablet lends online and its loan reaches the server, which
 * is then stopped, put back with `restore` to a backup taken (with `backup`) before the loan, and
 * started again. The server has forgotten the loan the tablet holds as sent; at the tablet's next
 * sync it sees the new database epoch, sends its entries again, and the server has the loan once.
 */
const e2e = setupE2e();
const poll = { timeout: 30_000, interval: 200 };
const staff = 'ansatt@utstyrsbod.no';
const backupDir = await mkdtemp(join(tmpdir(), 'utstyrsbod-restore-e2e-'));
afterAll(() => rm(backupDir, { recursive: true, force: true }));

const db = () => e2e.server.database.db;
const appliedOf = (deviceId: string) =>
  db()
    .selectFrom('applied_ops')
    .select(['op_id', 'type', 'outcome'])
    .where('device_id', '=', deviceId)
    .orderBy('seq')
    .execute();
/** A borrower's loans on the server (carts left out), by id. */
const loansOf = (customerId: number) =>
  db()
    .selectFrom('loans')
    .select(['id', 'status'])
    .where('customer_id', '=', customerId)
    .where('status', '!=', 'draft')
    .orderBy('id')
    .execute();

describe('a tablet that synced after the backup the server was restored from', () => {
  it('sends its loan again at the next sync, and the server has it once', async () => {
    const tablet = await CounterTablet.open(e2e, staff, { viewport: { width: 1024, height: 768 } });
    const { page, context } = tablet;
    const sync = new SyncIndicator(page);
    const [borrower] = (await borrowersWithoutCart(db(), tablet.companyId)).filter(
      (u) => u.verified && !u.flagged,
    );
    const units = await freeUnits(db(), tablet.companyId, 2);
    if (!borrower) throw new Error('the demo hut lacks a borrower');

    // The backup, taken while the server serves: the tablet is signed in, the loan not yet made.
    const backup = join(backupDir, 'before-the-loan.sqlite');
    const backedUp = await runServerTool('backup', [backup], {
      SQLITE_FILE: e2e.server.sqliteFile,
    });
    expect(backedUp, backedUp.output).toMatchObject({ code: 0 });
    const epochBefore = await databaseEpoch(db());

    const loansBefore = await loansOf(borrower.id);

    // Online: the loan is lent and reaches the server.
    await tablet.lend(borrower, units);
    await expect.poll(() => waitingEntries(page), poll).toBe(0);
    const sent = (await readDevice(page)).entries.sort((a, b) => a.seq - b.seq);
    expect(new Set(sent.map((e) => e.status))).toEqual(new Set(['applied']));
    expect(sent.map((e) => e.type)).toEqual(expect.arrayContaining(['cart.add', 'loan.handOut']));
    const deviceId = sent[0]?.deviceId ?? '';
    const loanId = String(sent.find((e) => e.type === 'loan.handOut')?.payload['loanId']);
    const decided = sent.map((e) => ({ op_id: e.id, type: e.type, outcome: 'applied' }));
    expect(await appliedOf(deviceId)).toEqual(decided);
    const lines = await loanLines(db(), loanId);
    expect(lines.map((l) => [l.unit_id, l.status])).toEqual(
      [...units].sort((a, b) => a - b).map((u) => [u, 'lent']),
    );
    await new AvvikPage(page).goto();
    const openAvvik = await new AvvikPage(page).openItems.count();
    await tablet.loans.goto();

    // Stop, restore the backup over the server's database (a new epoch), start again.
    await e2e.server.restart(distDir, async (file) => {
      const restored = await runServerTool('restore', [backup, file]);
      expect(restored, restored.output).toMatchObject({ code: 0 });
    });
    const epochAfter = await databaseEpoch(db());
    expect(epochAfter).not.toBe(epochBefore);
    expect(await appliedOf(deviceId)).toEqual([]);
    expect(await loanLines(db(), loanId)).toEqual([]);
    expect(await loansOf(borrower.id)).toEqual(loansBefore);

    // The tablet's next sync (staff press "Synkroniser nå"): its push is held a moment, so the
    // test sees what the tablet sends again and what it counts as waiting meanwhile.
    let releasePush: () => void = () => undefined;
    const held = new Promise<unknown>((resolveHeld) => {
      const hold = async (route: Route) => {
        resolveHeld(route.request().postDataJSON());
        await new Promise<void>((release) => (releasePush = release));
        await route.continue();
      };
      void context.route('**/api/sync/push', hold, { times: 1 });
    });
    await sync.syncNow.click();
    const resent = (await held) as { ops: { id: string }[] };
    expect(resent.ops.map((op) => op.id)).toEqual(sent.map((e) => e.id));
    expect(await waitingEntries(page)).toBe(sent.length);
    // Staff see them as changes waiting to be sent (and no error) until the push is answered.
    await expect
      .poll(() => sync.status.innerText(), poll)
      .toContain(`${sent.length} endringer venter`);
    releasePush();

    // Every entry decided again, each op on the server once, the loan back with its lines.
    await expect.poll(() => waitingEntries(page), poll).toBe(0);
    const after = await readDevice(page);
    expect(after.entries.map((e) => [e.id, e.status])).toEqual(sent.map((e) => [e.id, 'applied']));
    expect(await appliedOf(deviceId)).toEqual(decided);
    expect(await loansOf(borrower.id)).toEqual(
      [...loansBefore, { id: loanId, status: 'open' }].sort((a, b) => a.id.localeCompare(b.id)),
    );
    expect(await loanLines(db(), loanId)).toEqual(lines);
    await expect
      .poll(() => sync.status.innerText(), poll)
      .not.toMatch(/feil|venter|sikkerhetskopi/i);
    // The tablet's overview shows the loan under the number the server gave it now.
    const { number } = await db()
      .selectFrom('loans')
      .select('number')
      .where('id', '=', loanId)
      .executeTakeFirstOrThrow();
    const row = tablet.loans.row(number).filter({ hasText: borrower.name });
    await expect.poll(() => row.count(), poll).toBe(1);

    // Nothing refused, no new Avvik.
    const avvik = new AvvikPage(page);
    await avvik.goto();
    expect(await avvik.rejectedSection.count()).toBe(0);
    expect(await avvik.openItems.count()).toBe(openAvvik);
  }, 120_000);
});
