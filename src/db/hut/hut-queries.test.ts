import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { CART_STATUS } from '../../shared/domain/loan-rules';
import { addToCart, handOut } from '../commands';
import { findDraft, stockForCart } from './hut-queries';
import { HUT, closeDbs, seededDb } from './test-hut';

afterEach(closeDbs);

const deps = (db: Awaited<ReturnType<typeof seededDb>>) => ({
  db,
  now: () => new Date(2026, 10, 21, 10),
  requestSync: () => undefined,
});

describe('stockForCart', () => {
  it('gives each unit its SPEC §4 cart status for the chosen cart', async () => {
    const db = await seededDb();
    const lent = await addToCart({ customerId: 23, unitId: 103 }, deps(db));
    await handOut({ loanId: lent.loanId, loanDate: '2026-11-21' }, deps(db));
    const mine = await addToCart({ customerId: 20, unitId: 101 }, deps(db));
    await addToCart({ customerId: 21, unitId: 102 }, deps(db));

    expect((await findDraft(db, HUT, 20))?.id).toBe(mine.loanId);
    const stock = await stockForCart(db, HUT, mine.loanId);
    const code = (id: number) => stock.find((u) => u.id === id)?.status_cart;
    expect(code(101)).toBe(CART_STATUS.added);
    expect(code(102)).toBe(CART_STATUS.unavailable);
    expect(code(103)).toBe(CART_STATUS.lent);
    expect(code(201)).toBe(CART_STATUS.available);
    expect(code(202)).toBe(CART_STATUS.unavailable);
    expect(stock.find((u) => u.id === 201)).toMatchObject({
      name: 'Ski',
      size: '120',
      max_size: '130',
    });
    // No lender chosen: a unit in any cart is not available.
    expect((await stockForCart(db, HUT, null)).find((u) => u.id === 101)?.status_cart).toBe(
      CART_STATUS.unavailable,
    );
  });
});
