import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { addToCart, handOut } from '../commands';
import { findBorrowers, borrowerOverview } from './borrower-queries';
import { HUT, closeDbs, seededDb } from './test-hut';

afterEach(closeDbs);

const deps = (db: Awaited<ReturnType<typeof seededDb>>) => ({
  db,
  now: () => new Date(2026, 10, 21, 10),
  requestSync: () => undefined,
});

describe('findBorrowers', () => {
  it('matches name, id, phone or email case-insensitively, sorted by name', async () => {
    const db = await seededDb();
    await db.hutUsers.update(23, { phone: '+47 912 34 567' });
    const names = async (q: string) => (await findBorrowers(db, q)).matches.map((u) => u.name);
    expect(await names('familie')).toEqual(['Familie Hansen', 'Familie Olsen']);
    expect(await names('FAMILIE H')).toEqual(['Familie Hansen']);
    expect(await names('22')).toEqual(['Flagget Bruker']);
    expect(await names('91234')).toEqual(['Familie Olsen']);
    expect(await names('ny.bruker@EXAMPLE')).toEqual(['Ny Bruker']);
    expect(await names('finnes ikke')).toEqual([]);
  });

  it('lists nobody for an empty query and caps the list, counting all matches', async () => {
    const db = await seededDb();
    expect(await findBorrowers(db, '   ')).toEqual({ matches: [], total: 0 });
    const capped = await findBorrowers(db, 'example.no', 2);
    expect(capped.matches).toHaveLength(2);
    expect(capped.total).toBe(5);
  });
});

describe('borrowerOverview', () => {
  it('counts open loans at the hut and finds the cart with its size', async () => {
    const db = await seededDb();
    const first = await addToCart({ customerId: 20, unitId: 101 }, deps(db));
    await handOut({ loanId: first.loanId, loanDate: '2026-11-21' }, deps(db));
    const cart = await addToCart({ customerId: 20, unitId: 102 }, deps(db));
    await addToCart({ customerId: 20, unitId: 201 }, deps(db));

    const view = await borrowerOverview(db, HUT, 20);
    expect(view?.user.name).toBe('Familie Hansen');
    expect(view?.openLoans).toBe(1);
    expect(view?.draft?.id).toBe(cart.loanId);
    expect(view?.cartCount).toBe(2);

    const other = await borrowerOverview(db, HUT, 23);
    expect(other).toMatchObject({ openLoans: 0, draft: null, cartCount: 0 });
    expect(await borrowerOverview(db, HUT, 999)).toBeNull();
    // Another hut's loans are not this hut's.
    expect((await borrowerOverview(db, 11, 20))?.openLoans).toBe(0);
  });
});
