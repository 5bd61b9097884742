import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { MyPage } from '../shared/contracts/profile';
import { UtstyrsbodDb } from './database';
import { forgetMyPages, keepMyPage, readMyPage } from './my-page-store';

const page = (id: number, name: string): MyPage => ({
  user: {
    id,
    name,
    email: `${name.toLowerCase()}@eksempel.no`,
    phone: null,
    company_id: null,
    status: 'active',
    isVerified: true,
    isFlagged: false,
    flaggedBy: null,
    notes: null,
    is_network_admin: false,
  },
  attached_companies: [],
  members: [{ id: 'a', name: 'Emma', height: 128, shoeSize: 32, helmetSize: null }],
  loans: { current: [], previous: [] },
  fetchedAt: '2026-11-21T10:00:00.000Z',
});

describe('the kept Min side', () => {
  const db = new UtstyrsbodDb(`my-page-${Math.random().toString(36).slice(2)}`);
  afterEach(() => forgetMyPages(db));

  it('keeps the last answer per person and forgets them all at sign-out', async () => {
    await keepMyPage(db, page(1, 'Kari'));
    await keepMyPage(db, page(2, 'Ola'));
    await keepMyPage(db, page(1, 'Kari Nordmann'));
    expect((await readMyPage(db, 1))?.user.name).toBe('Kari Nordmann');
    expect((await readMyPage(db, 2))?.members[0]?.name).toBe('Emma');
    await forgetMyPages(db);
    expect(await readMyPage(db, 1)).toBeNull();
  });

  it('reads a row that no longer fits the contract as none', async () => {
    await db.table('myPages').put({ userId: 3, page: { user: { id: 3 } } });
    expect(await readMyPage(db, 3)).toBeNull();
  });
});
