import { describe, expect, it } from 'vitest';
import { BACKOFF_BASE_MS, BACKOFF_MAX_MS, backoffDelay } from './outbox-backoff';

describe('backoffDelay', () => {
  it('is zero before any failure', () => {
    expect(backoffDelay(0)).toBe(0);
  });

  it('doubles per failure, between half and all of the ceiling', () => {
    expect(backoffDelay(1, () => 0)).toBe(BACKOFF_BASE_MS / 2);
    expect(backoffDelay(1, () => 1)).toBe(BACKOFF_BASE_MS);
    expect(backoffDelay(3, () => 1)).toBe(BACKOFF_BASE_MS * 4);
    expect(backoffDelay(3, () => 0.5)).toBe(BACKOFF_BASE_MS * 3);
  });

  it('stops growing at the cap', () => {
    expect(backoffDelay(50, () => 1)).toBe(BACKOFF_MAX_MS);
    expect(backoffDelay(50, () => 0)).toBe(BACKOFF_MAX_MS / 2);
  });
});
