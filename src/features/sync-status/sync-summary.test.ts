import { describe, expect, it } from 'vitest';
import type { OutboxStatusView } from '../../db/hut/outbox-store';
import { syncSummary } from './sync-summary';

const base: OutboxStatusView = {
  pending: 0,
  rejected: 0,
  companyId: 10,
  lastSyncAt: '2026-11-21T10:00:00.000Z',
  lastPushAt: null,
  lastError: null,
  paused: null,
  oldestWaitingAt: null,
};

describe('syncSummary', () => {
  it('says the most important thing first: offline, sign-in, error, waiting, all sent', () => {
    expect(syncSummary(base, true)).toEqual({ tone: 'ok', text: 'Alt er sendt til serveren.' });
    expect(syncSummary({ ...base, pending: 1 }, true).text).toBe(
      '1 endring venter på å bli sendt.',
    );
    expect(syncSummary({ ...base, pending: 3 }, true)).toEqual({
      tone: 'waiting',
      text: '3 endringer venter på å bli sendt.',
    });
    expect(syncSummary({ ...base, pending: 3, lastError: 'Feil.' }, true)).toEqual({
      tone: 'problem',
      text: 'Feil. 3 endringer venter på enheten og sendes senere.',
    });
    expect(syncSummary({ ...base, pending: 2, paused: 'auth', lastError: 'x' }, true).text).toMatch(
      /^Logg inn på nytt for å sende 2 endringer til serveren\./,
    );
    expect(syncSummary({ ...base, pending: 2, paused: 'auth' }, false).text).toBe(
      'Frakoblet. 2 endringer venter på enheten og sendes når nettet er tilbake.',
    );
  });

  it('says how many changes wait in every state, also while the server does not answer', () => {
    const unreachable = { ...base, lastError: 'Ingen forbindelse med serveren.' };
    expect(syncSummary({ ...unreachable, pending: 2 }, true)).toEqual({
      tone: 'problem',
      text: 'Ingen forbindelse med serveren. 2 endringer venter på enheten og sendes senere.',
    });
    expect(syncSummary({ ...unreachable, pending: 1 }, true).text).toBe(
      'Ingen forbindelse med serveren. 1 endring venter på enheten og sendes senere.',
    );
    expect(syncSummary(unreachable, true).text).toBe(
      'Ingen forbindelse med serveren. Ingen endringer venter.',
    );
    const states = [
      syncSummary({ ...base, pending: 4 }, true),
      syncSummary({ ...base, pending: 4 }, false),
      syncSummary({ ...unreachable, pending: 4 }, true),
      syncSummary({ ...base, pending: 4, lastError: 'Serveren svarte med feil (500).' }, true),
      syncSummary({ ...base, pending: 4, paused: 'auth', lastError: 'x' }, true),
    ];
    for (const { text } of states) expect(text).toMatch(/\b4 endringer\b/);
  });
});
