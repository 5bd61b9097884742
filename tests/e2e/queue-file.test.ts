import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { userDataResponseSchema } from '../../src/shared/contracts';
import { queueFileMessages } from '../../src/shared/texts/queue-file';
import { describeFindings, runAxe, seriousFindings } from '../support/e2e-axe';
import { setupE2e } from '../support/e2e-harness';
import { borrowersWithoutCart, freeUnits } from '../support/e2e-hut-data';
import { CounterTablet } from './pages/counter-tablet';
import { readOutbox, waitingEntries } from './pages/device-state';
import { QueueFileSections } from './pages/queue-file-sections';
import { signedIn } from './pages/sign-in';

/**
 * "Ta ut ventende endringer" (issue 31): a tablet that worked offline saves its unsent queue as
 * a signed file; a hut admin uploads it from another device; every op is on the server once,
 * a second upload changes nothing, and neither does the tablet's own sync when it comes back.
 */
const e2e = setupE2e();
const poll = { timeout: 20_000, interval: 100 };
const staff = 'ansatt@utstyrsbod.no';
const admin = 'demo@utstyrsbod.no';
const tablet = { viewport: { width: 1024, height: 768 }, bypassCSP: true } as const;

function db() {
  return e2e.server.database.db;
}

/** The device id the tablet's IndexedDB holds (read raw, as the device itself has it). */
function deviceIdOf(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const idb = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('utstyrsbod');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error ?? new Error('indexedDB.open failed'));
    });
    try {
      const row = await new Promise<unknown>((resolve, reject) => {
        const req = idb.transaction('device').objectStore('device').get('device');
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error ?? new Error('device read failed'));
      });
      return (row as { deviceId?: string } | undefined)?.deviceId ?? null;
    } finally {
      idb.close();
    }
  });
}

async function decisionsOf(opIds: readonly string[]) {
  return db()
    .selectFrom('applied_ops')
    .select(['op_id', 'outcome'])
    .where('op_id', 'in', [...opIds])
    .execute();
}

async function loanCount(): Promise<number> {
  return (await db().selectFrom('loans').select('id').execute()).length;
}

/** No serious axe findings in the light theme and the dark one (the app follows the system's). */
async function expectNoSeriousAxe(page: Page): Promise<void> {
  for (const scheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.theme))
      .toBe(scheme);
    const serious = seriousFindings(await runAxe(page));
    expect(serious, `${scheme}: ${describeFindings(serious)}`).toEqual([]);
  }
}

describe('a saved queue uploaded from another device', () => {
  it('applies a tablet’s offline work once, whether uploaded twice or synced by the tablet later', async () => {
    const a = await CounterTablet.open(e2e, staff, tablet);
    const hut = a.companyId;
    const ansatt = await db()
      .selectFrom('users')
      .select('id')
      .where('email', '=', staff)
      .executeTakeFirstOrThrow();

    // Online with a hut chosen, the tablet registers its key for the staff member once.
    await expect.poll(() => deviceIdOf(a.page), poll).not.toBeNull();
    const deviceId = (await deviceIdOf(a.page)) ?? '';
    await expect
      .poll(
        async () =>
          (
            await db()
              .selectFrom('device_keys')
              .select('user_id')
              .where('device_id', '=', deviceId)
              .execute()
          ).map((k) => k.user_id),
        poll,
      )
      .toEqual([ansatt.id]);

    const [first, second] = (await borrowersWithoutCart(db(), hut)).filter(
      (u) => u.verified && !u.flagged,
    );
    const [u1, u2, u3] = await freeUnits(db(), hut, 3);
    if (!first || !second || u1 === undefined || u2 === undefined || u3 === undefined) {
      throw new Error('the demo hut lacks borrowers or units');
    }
    const loansBefore = await loanCount();

    // The network goes; two loans are handed out at the counter.
    await a.context.setOffline(true);
    await a.lend(first, [u1, u2]);
    await a.lend(second, [u3]);
    const outbox = await readOutbox(a.page);
    const opIds = outbox.map((e) => e.id);
    expect(outbox.length).toBeGreaterThanOrEqual(5);
    expect(outbox.every((e) => e.status === 'pending')).toBe(true);
    expect(await decisionsOf(opIds)).toEqual([]);

    // Still offline: Innstillinger saves the queue as a file.
    const onA = new QueueFileSections(a.page);
    await onA.goto();
    await onA.exportSection
      .getByText(`${outbox.length} endringer fra deg i denne boden venter på å bli sendt.`)
      .waitFor(poll);
    // Staff who are not admins see no upload.
    expect(await onA.uploadSection.count()).toBe(0);
    const saved = await onA.exportFile();
    expect(saved.name).toMatch(/^ventende-endringer-[a-z0-9-]+-\d{4}-\d{2}-\d{2}-\d{4}\.json$/);
    await onA.exportSection
      .getByText(`Fila ${saved.name} er lagret med ${outbox.length} endringer.`, { exact: false })
      .waitFor();
    await expectNoSeriousAxe(a.page);

    // A second device, signed in as an admin of the hut, uploads it.
    const b = await signedIn(e2e, admin, tablet);
    const { user } = userDataResponseSchema.parse(
      await (await b.page.request.get('/api/userdata')).json(),
    );
    expect(user.company_id).toBe(hut);
    const onB = new QueueFileSections(b.page);
    await onB.goto();

    // Something else than a saved queue: refused with why, nothing stored.
    const notQueue = join(tmpdir(), `ikke-en-ko-${Date.now()}.json`);
    await writeFile(notQueue, 'hei');
    await onB.upload(notQueue);
    await onB.uploadSection.getByText(queueFileMessages.notJson).first().waitFor(poll);
    expect(await decisionsOf(opIds)).toEqual([]);

    await onB.upload(saved.path);
    await onB.result.getByText(`Lagret nå: ${outbox.length}`).waitFor(poll);
    await expect.poll(() => onB.result.innerText()).toContain('Avvist: 0');
    const decided = await decisionsOf(opIds);
    expect(decided).toHaveLength(outbox.length);
    expect(decided.every((d) => d.outcome === 'applied')).toBe(true);
    expect(await loanCount()).toBe(loansBefore + 2);
    const lent = await db()
      .selectFrom('units')
      .select('id')
      .where('id', 'in', [u1, u2, u3])
      .where('status', '=', 'lent')
      .execute();
    expect(lent).toHaveLength(3);
    await expectNoSeriousAxe(b.page);

    // Uploaded again: every entry was decided already, nothing changes.
    await onB.upload(saved.path);
    await onB.result.getByText(`Lagret fra før: ${outbox.length}`).waitFor(poll);
    expect(await onB.result.innerText()).toContain('Lagret nå: 0');
    expect(await decisionsOf(opIds)).toEqual(decided);
    expect(await loanCount()).toBe(loansBefore + 2);

    // The tablet comes back and syncs: its entries are answered as decided, nothing doubles.
    await a.context.setOffline(false);
    await expect.poll(() => waitingEntries(a.page), poll).toBe(0);
    const after = await readOutbox(a.page);
    expect(after.filter((e) => e.status === 'rejected')).toEqual([]);
    expect(await decisionsOf(opIds)).toEqual(decided);
    expect(await loanCount()).toBe(loansBefore + 2);
    await onA.goto();
    await onA.exportSection
      .getByText('Ingen av endringene dine i denne boden venter på å bli sendt.')
      .waitFor(poll);
    await expect.poll(() => onA.exportButton.isDisabled()).toBe(true);
  });
});
