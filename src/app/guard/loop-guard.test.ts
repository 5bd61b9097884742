import { describe, expect, it } from 'vitest';
import { createLoopGuard } from './loop-guard';

describe('createLoopGuard', () => {
  it('lets 10 navigations within 5 s through without delay', () => {
    const guard = createLoopGuard();
    for (let i = 0; i < 10; i++) expect(guard.record(1000 + i * 100)).toBe(0);
  });

  it('delays the 11th navigation within 5 s by 1000 ms', () => {
    const guard = createLoopGuard();
    for (let i = 0; i < 10; i++) guard.record(i * 10);
    expect(guard.record(200)).toBe(1000);
    expect(guard.record(300)).toBe(1000);
  });

  it('forgets navigations older than the window', () => {
    const guard = createLoopGuard();
    for (let i = 0; i < 10; i++) guard.record(i);
    expect(guard.record(5009)).toBe(0);
    expect(guard.record(5010)).toBe(0);
  });

  it('honours custom options', () => {
    const guard = createLoopGuard({ limit: 1, windowMs: 100, delayMs: 7 });
    expect(guard.record(0)).toBe(0);
    expect(guard.record(50)).toBe(7);
    expect(guard.record(200)).toBe(0);
  });
});
