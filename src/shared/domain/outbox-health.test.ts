import { describe, expect, it } from 'vitest';
import {
  daysWaited,
  isStaleOutbox,
  persistenceAsk,
  STALE_OUTBOX_DAYS,
  type PersistenceAskInput,
} from './outbox-health';

const tab: PersistenceAskInput = {
  persisted: false,
  staffAtHut: false,
  installed: false,
  askedIn: null,
};

describe('persistenceAsk', () => {
  it("never asks on a family's visit in a browser tab", () => {
    expect(persistenceAsk(tab)).toBeNull();
  });

  it('asks once a staff member has chosen a hut, once', () => {
    expect(persistenceAsk({ ...tab, staffAtHut: true })).toBe('browser');
    expect(persistenceAsk({ ...tab, staffAtHut: true, askedIn: 'browser' })).toBeNull();
  });

  it('asks the installed app, also after a no in a tab, but not twice installed', () => {
    expect(persistenceAsk({ ...tab, installed: true })).toBe('installed');
    expect(persistenceAsk({ ...tab, installed: true, askedIn: 'browser' })).toBe('installed');
    expect(
      persistenceAsk({ ...tab, installed: true, staffAtHut: true, askedIn: 'installed' }),
    ).toBe(null);
  });

  it('does not ask when the data is kept already or the browser has no such question', () => {
    for (const persisted of [true, null]) {
      expect(persistenceAsk({ ...tab, persisted, staffAtHut: true, installed: true })).toBeNull();
    }
  });
});

describe('isStaleOutbox and daysWaited', () => {
  const now = new Date('2026-11-21T12:00:00.000Z');
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const day = 24 * 60 * 60_000;

  it(`is stale only once the oldest waiting change is older than ${STALE_OUTBOX_DAYS} days`, () => {
    expect(STALE_OUTBOX_DAYS).toBe(3);
    expect(isStaleOutbox(null, now)).toBe(false);
    expect(isStaleOutbox(before(3 * day), now)).toBe(false);
    expect(isStaleOutbox(before(3 * day + 1000), now)).toBe(true);
    expect(isStaleOutbox(before(30 * day), now)).toBe(true);
    expect(isStaleOutbox('not a time', now)).toBe(false);
    // Written with another offset than Z: the same instant.
    expect(isStaleOutbox('2026-11-18T13:00:01+01:00', now)).toBe(false);
    expect(isStaleOutbox('2026-11-18T12:59:59+01:00', now)).toBe(true);
  });

  it('counts whole days, never below 0 (a clock set back)', () => {
    expect(daysWaited(before(3 * day + 1000), now)).toBe(3);
    expect(daysWaited(before(day - 1000), now)).toBe(0);
    expect(daysWaited(before(-day), now)).toBe(0);
    expect(daysWaited('x', now)).toBeNull();
  });
});
