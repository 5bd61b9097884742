import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { CART_STATUS } from '../../shared/domain/loan-rules';
import { addToCart, handOut } from '../commands';
import {
  cartLines,
  findDraft,
  hutDataState,
  provisionalLoanNumber,
  stockForCart,
} from './hut-queries';
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
    expect(stock.find((u) => u.id === 102)?.in_other_cart).toBe(true);
    expect(stock.find((u) => u.id === 202)?.in_other_cart).toBe(false);
    expect(stock.find((u) => u.id === 101)?.cart_line_id).toBe(
      (await db.loanItems.where('unit_id').equals(101).first())?.id,
    );
    expect(stock.find((u) => u.id === 102)?.cart_line_id).toBeNull();
    expect(code(103)).toBe(CART_STATUS.lent);
    expect(code(201)).toBe(CART_STATUS.available);
    expect(code(202)).toBe(CART_STATUS.unavailable);
    expect(stock.find((u) => u.id === 201)).toMatchObject({
      name: 'Ski',
      size: '120',
      max_size: '130',
    });
    // No borrower chosen: a unit in any cart is not available.
    expect((await stockForCart(db, HUT, null)).find((u) => u.id === 101)?.status_cart).toBe(
      CART_STATUS.unavailable,
    );
  });
});

describe('cartLines', () => {
  it('lists the units still in the cart with product name and size', async () => {
    const db = await seededDb();
    const { loanId } = await addToCart({ customerId: 20, unitId: 201 }, deps(db));
    const second = await addToCart({ customerId: 20, unitId: 101 }, deps(db));
    expect(second.loanId).toBe(loanId);
    const lines = await cartLines(db, loanId);
    expect(lines.map((l) => [l.name, l.unit_id, l.size, l.max_size])).toEqual([
      ['Ski', 201, '120', '130'],
      ['Sykkel', 101, '20', null],
    ]);
    expect(lines[1]?.id).toBe(second.loanItemId);

    await handOut({ loanId, loanDate: '2026-11-21' }, deps(db));
    expect(await cartLines(db, loanId)).toEqual([]);
  });
});

describe('hutDataState', () => {
  it('is ready once the hut has a cursor, and passes on the last sync error', async () => {
    const db = await seededDb();
    expect(await hutDataState(db, HUT)).toEqual({ ready: true, lastError: null });
    expect(await hutDataState(db, 99)).toEqual({ ready: false, lastError: null });
    expect(await hutDataState(db, null)).toEqual({ ready: false, lastError: null });
    await db.syncState.update(HUT, { cursor: null, lastError: 'Ingen forbindelse.' });
    expect(await hutDataState(db, HUT)).toEqual({ ready: false, lastError: 'Ingen forbindelse.' });
  });
});

describe('provisionalLoanNumber', () => {
  it('uses the random end of the id, upper-cased', () => {
    expect(provisionalLoanNumber('019a6f2e-1c3d-7abc-8def-0123456789ab')).toBe('6789AB');
  });
});
