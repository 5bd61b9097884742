import { describe, expect, it } from 'vitest';
import { describeFindings, runAxe, seriousFindings } from '../support/e2e-axe';
import { setupE2e } from '../support/e2e-harness';
import { freeUnits } from '../support/e2e-hut-data';
import { CounterTablet } from './pages/counter-tablet';
import { readOutbox, waitingEntries } from './pages/device-state';
import { cutApi, SyncBar, type ApiCut, type ApiFailure } from './pages/sync-bar';

/**
 * Issue 30, point 5: the tablet is online but its API calls fail. The sync bar keeps saying how
 * many changes wait, and once the server answers again they are sent within 2 s, however the
 * requests failed.
 */
const e2e = setupE2e();
const staff = 'ansatt@utstyrsbod.no';
const family = { email: 'familie@utstyrsbod.no', name: 'Kari Nordmann' };
const poll = { timeout: 20_000, interval: 100 };
/**
 * Long enough for a growing backoff to pass the bound: after 10 s of doubling from 2 s, the next
 * try is up to 8 s away (the issue saw 30 s after longer outages; E2E_OUTAGE_S=30 shows those).
 */
const OUTAGE_MS = Number(process.env.E2E_OUTAGE_S ?? 10) * 1000;
/** The budget is 2 s (typically about 1 s); the bound leaves room for a busy CI machine. */
const BOUND_MS = 3_000;

const waitingText = (n: number) => new RegExp(`\\b${n} endring(er)? venter\\b`);

const cases: { failure: ApiFailure; cut: ApiCut }[] = [
  { failure: 'connectionrefused', cut: 'all' },
  { failure: 'timedout', cut: 'api' },
  { failure: 'aborted', cut: 'api' },
];

describe('sync resumes after a server outage', () => {
  for (const { failure, cut } of cases) {
    it(`shows the waiting count throughout and sends within 2 s of the server answering (${failure}, ${cut})`, async () => {
      const tablet = await CounterTablet.open(e2e, staff, { bypassCSP: true });
      const { page, context, stock } = tablet;
      const bar = new SyncBar(page);
      const units = await freeUnits(e2e.server.database.db, tablet.companyId, 2);
      await tablet.clearBorrower();
      await stock.pickBorrower(family.email, family.name);
      await expect.poll(() => waitingEntries(page), poll).toBe(0);

      const restore = await cutApi(context, failure, cut);
      for (const unit of units) {
        await stock.rowButton(unit).click();
        await expect.poll(() => stock.row(unit).innerText(), poll).toContain('Lagt til');
      }
      const waiting = await waitingEntries(page);
      expect(waiting).toBeGreaterThanOrEqual(2);

      // Throughout the outage (waiting, syncing, failed) the bar says how many changes wait.
      const seen = new Set<string>();
      const until = Date.now() + OUTAGE_MS;
      while (Date.now() < until) {
        const text = await bar.text();
        // Soft: the time to resume is measured and judged even when the count is missing.
        if (!seen.has(text)) expect.soft(text).toMatch(waitingText(waiting));
        seen.add(text);
        await page.waitForTimeout(200);
      }
      expect([...seen].join('\n')).toMatch(/Ingen forbindelse med serveren/);
      expect(await waitingEntries(page)).toBe(waiting);
      if (failure === 'connectionrefused') {
        const serious = seriousFindings(await runAxe(page));
        expect(serious, describeFindings(serious)).toEqual([]);
      }

      const back = Date.now();
      await restore();
      await expect.poll(() => waitingEntries(page), { timeout: 60_000, interval: 25 }).toBe(0);
      const drained = Date.now() - back;
      console.log(
        `sync-resume (${failure}, ${cut}): ${OUTAGE_MS / 1000} s outage, ${waiting} changes ` +
          `sent ${drained} ms after the server answered again`,
      );
      expect(drained).toBeLessThanOrEqual(BOUND_MS);
      await expect.poll(() => bar.text(), poll).toMatch(/Alt er sendt til serveren/);
      // Each change reached the server once.
      const entries = await readOutbox(page);
      expect(entries.filter((e) => e.status !== 'applied')).toEqual([]);
      const applied = await e2e.server.database.db
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
  }
});
