import { describe, expect, it } from 'vitest';
import type { OutboxStatusView } from '../../db/hut/outbox-store';
import {
  ON_THEIR_WAY_MS,
  outboxWarnings,
  stuckAdvice,
  syncBarWarning,
  waitingSinceText,
  type OutboxWarnings,
} from './outbox-warnings';

const now = new Date(2026, 10, 21, 12, 0);
/** Local time, as staff read it: "17. november 2026 kl. 09:30". */
const fourDaysAgo = new Date(2026, 10, 17, 9, 30).toISOString();
const twoDaysAgo = new Date(2026, 10, 19, 9, 30).toISOString();

const base: OutboxStatusView = {
  pending: 3,
  rejected: 0,
  companyId: 10,
  lastSyncAt: null,
  lastPushAt: null,
  lastError: 'Ingen forbindelse med serveren.',
  paused: null,
  oldestWaitingAt: fourDaysAgo,
};
const device = { online: true, persisted: true, now };

describe('outboxWarnings', () => {
  it('calls changes stuck when they are older than 3 days and the online device cannot sync', () => {
    expect(outboxWarnings(base, device).stuck).toEqual({
      reason: 'unreachable',
      since: fourDaysAgo,
    });
    expect(
      outboxWarnings({ ...base, lastError: 'Serveren svarte med feil (504).' }, device).stuck,
    ).toMatchObject({ reason: 'unreachable' });
    expect(outboxWarnings({ ...base, paused: 'auth' }, device).stuck).toEqual({
      reason: 'auth',
      since: fourDaysAgo,
    });
    expect(
      outboxWarnings({ ...base, lastError: 'Serveren svarte med feil (500).' }, device).stuck,
    ).toEqual({ reason: 'error', since: fourDaysAgo, error: 'Serveren svarte med feil (500).' });
  });

  it('is quiet while the changes are young, offline, sent, or the last sync went well', () => {
    expect(outboxWarnings({ ...base, oldestWaitingAt: twoDaysAgo }, device).stuck).toBeNull();
    expect(outboxWarnings(base, { ...device, online: false }).stuck).toBeNull();
    expect(outboxWarnings({ ...base, pending: 0, oldestWaitingAt: null }, device).stuck).toBeNull();
    expect(outboxWarnings({ ...base, lastError: null }, device).stuck).toBeNull();
  });

  it('warns of storage the browser may clear only while changes wait on it', () => {
    const notKept = { ...device, persisted: false };
    expect(outboxWarnings(base, notKept).storageAtRisk).toBe(true);
    expect(outboxWarnings({ ...base, pending: 0 }, notKept).storageAtRisk).toBe(false);
    expect(outboxWarnings(base, device).storageAtRisk).toBe(false);
    // The browser does not say: no warning it cannot back.
    expect(outboxWarnings(base, { ...device, persisted: null }).storageAtRisk).toBe(false);
  });

  it('does not warn of storage for changes on their way: just made, online, syncing well', () => {
    const notKept = { ...device, persisted: false };
    const madeAgo = (ms: number) => new Date(now.getTime() - ms).toISOString();
    const syncing = { ...base, lastError: null, oldestWaitingAt: madeAgo(5_000) };
    expect(outboxWarnings(syncing, notKept).storageAtRisk).toBe(false);
    // Waiting longer than a minute, offline, or after a failed sync: they wait.
    expect(
      outboxWarnings({ ...syncing, oldestWaitingAt: madeAgo(ON_THEIR_WAY_MS) }, notKept)
        .storageAtRisk,
    ).toBe(true);
    expect(outboxWarnings(syncing, { ...notKept, online: false }).storageAtRisk).toBe(true);
    expect(outboxWarnings({ ...syncing, paused: 'auth' }, notKept).storageAtRisk).toBe(true);
    expect(outboxWarnings({ ...syncing, lastError: 'Feil.' }, notKept).storageAtRisk).toBe(true);
  });
});

describe('the texts', () => {
  const stuck = (reason: 'auth' | 'unreachable'): OutboxWarnings => ({
    storageAtRisk: false,
    stuck: { reason, since: fourDaysAgo },
  });

  it('says in the sync bar since when they wait and what to do, in short', () => {
    const bar = (w: OutboxWarnings, since: string | null = fourDaysAgo) =>
      syncBarWarning(w, since, now);
    expect(bar({ storageAtRisk: false, stuck: null })).toBeNull();
    expect(bar(stuck('unreachable'))).toEqual({
      text: 'Venter siden 17.11.2026. Sjekk nettet, eller ta ut endringene.',
      link: 'Se Innstillinger',
    });
    expect(bar(stuck('auth'))?.text).toBe(
      'Venter siden 17.11.2026. Logg inn på nytt, eller ta ut endringene.',
    );
    // Stuck says what to do; the storage is explained in Innstillinger.
    expect(bar({ ...stuck('unreachable'), storageAtRisk: true })?.link).toBe('Se Innstillinger');
    expect(bar({ storageAtRisk: true, stuck: null })).toEqual({
      text: 'Venter siden 17.11.2026.',
      link: 'Lagringen er ikke varig',
    });
    // Made today: the time of day.
    expect(
      bar({ storageAtRisk: true, stuck: null }, new Date(2026, 10, 21, 8, 5).toISOString())?.text,
    ).toBe('Venter siden kl. 08:05.');
    expect(bar({ storageAtRisk: true, stuck: null }, null)).toBeNull();
  });

  it('says in Innstillinger why, and the steps, ending with the file for a hut admin', () => {
    const unreachable = stuckAdvice({ reason: 'unreachable', since: fourDaysAgo });
    expect(unreachable.why).toBe('Serveren svarer ikke, selv om enheten er på nett.');
    expect(unreachable.steps[0]).toMatch(/^Sjekk at enheten er koblet til nettet/);
    expect(unreachable.steps[1]).toMatch(/«Ta ut ventende endringer».*administrator for boden/);
    expect(stuckAdvice({ reason: 'auth', since: fourDaysAgo }).why).toBe(
      'Serveren godtar ikke lenger innloggingen på denne enheten.',
    );
    expect(
      stuckAdvice({ reason: 'error', since: fourDaysAgo, error: 'Serveren svarte med feil (500).' })
        .why,
    ).toBe('Siste forsøk på å sende dem feilet: Serveren svarte med feil (500).');
  });

  it('says since when, with the days', () => {
    expect(waitingSinceText(fourDaysAgo, now)).toBe(
      'Den eldste ble gjort 17. november 2026 kl. 09:30 (for 4 dager siden).',
    );
    expect(waitingSinceText(new Date(2026, 10, 20, 9, 0).toISOString(), now)).toBe(
      'Den eldste ble gjort 20. november 2026 kl. 09:00 (for 1 dag siden).',
    );
    expect(waitingSinceText(new Date(2026, 10, 21, 11, 0).toISOString(), now)).toBe(
      'Den eldste ble gjort 21. november 2026 kl. 11:00.',
    );
  });
});
