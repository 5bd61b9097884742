import { describe, expect, it } from 'vitest';
import {
  formatRemaining,
  isReminderDue,
  localDeadline,
  readSessionTiming,
  remainingSeconds,
} from './countdown';

describe('localDeadline', () => {
  it('adds the server-side remaining time to the local clock', () => {
    const timing = { serverTime: '2024-01-01T10:00:00Z', expiresAt: '2024-01-01T12:00:00Z' };
    expect(localDeadline(timing, 1000)).toBe(1000 + 2 * 3600 * 1000);
  });

  it('is independent of a skewed local clock', () => {
    const timing = { serverTime: '2024-01-01T10:00:00Z', expiresAt: '2024-01-01T10:05:00Z' };
    const skewedNow = Date.parse('2030-06-01T00:00:00Z');
    expect(remainingSeconds(localDeadline(timing, skewedNow) ?? 0, skewedNow)).toBe(300);
  });

  it('returns null for invalid dates', () => {
    expect(localDeadline({ serverTime: 'x', expiresAt: '2024-01-01T10:05:00Z' }, 0)).toBeNull();
    expect(localDeadline({ serverTime: '2024-01-01T10:05:00Z', expiresAt: '' }, 0)).toBeNull();
  });
});

describe('remainingSeconds', () => {
  it('rounds up partial seconds and never goes below zero', () => {
    expect(remainingSeconds(10_000, 0)).toBe(10);
    expect(remainingSeconds(10_001, 0)).toBe(11);
    expect(remainingSeconds(10_000, 9_999)).toBe(1);
    expect(remainingSeconds(10_000, 10_000)).toBe(0);
    expect(remainingSeconds(10_000, 20_000)).toBe(0);
  });
});

describe('isReminderDue', () => {
  it('is due at 60 seconds or less', () => {
    expect(isReminderDue(61)).toBe(false);
    expect(isReminderDue(60)).toBe(true);
    expect(isReminderDue(0)).toBe(true);
  });
});

describe('readSessionTiming', () => {
  it('needs both headers', () => {
    const h = new Headers({ 'X-Server-Time': 'a', 'X-Session-Expires-At': 'b' });
    expect(readSessionTiming(h)).toEqual({ serverTime: 'a', expiresAt: 'b' });
    expect(readSessionTiming(new Headers({ 'X-Server-Time': 'a' }))).toBeNull();
  });
});

describe('formatRemaining', () => {
  it('formats minutes and seconds', () => {
    expect(formatRemaining(59)).toBe('0:59');
    expect(formatRemaining(125)).toBe('2:05');
  });
});
