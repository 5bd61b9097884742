import { describe, expect, it } from 'vitest';
import { LOCK_ORDER, lockOrderBreach, type TakenLock } from './lock-order';

const lock = (level: TakenLock['level'], row = '1'): TakenLock => ({ level, row });

describe('lockOrderBreach', () => {
  it('accepts locks taken in LOCK_ORDER, and each level skipped', () => {
    expect(lockOrderBreach(LOCK_ORDER.map((level) => lock(level)))).toBeUndefined();
    expect(lockOrderBreach([lock('hut'), lock('unit'), lock('changeLog')])).toBeUndefined();
  });

  it('names the first lock of a level before one already held', () => {
    const locks = [lock('unit', '7'), lock('loan', 'a'), lock('unit', '8'), lock('person')];
    expect(lockOrderBreach(locks)).toEqual({ index: 2, taken: locks[2], after: locks[1] });
  });

  it('lets a row held be written again later (a return puts its unit on the shelf)', () => {
    const locks = [lock('unit', '7'), lock('loan', 'a'), lock('unit', '7'), lock('changeLog')];
    expect(lockOrderBreach(locks)).toBeUndefined();
  });

  it('reads a statement that names no row as a row of its level already held, if any', () => {
    expect(lockOrderBreach([lock('hut', '?'), lock('unit'), lock('hut', '?')])).toBeUndefined();
    const first = [lock('unit'), lock('hut', '?')];
    expect(lockOrderBreach(first)?.taken).toEqual(first[1]);
  });

  it('puts a cart before its units and a loan handed out after them', () => {
    expect(lockOrderBreach([lock('cart', 'c'), lock('unit'), lock('loan', 'l')])).toBeUndefined();
    expect(lockOrderBreach([lock('loan', 'l'), lock('unit')])).toBeDefined();
  });
});
