import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema';
import { freeUnits, today } from './sync-fixtures';
import type { StaffWorld } from './staff-world';
import type { LoanItemStatus } from '../../src/shared/domain/statuses';

/**
 * Every staff route with a valid call, a call aimed at another hut, malformed URLs and bad
 * bodies: the guard tests (staff-access.test.ts) run the same checks over each of them.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

type Line = { loan: string; line: string; unit: number };

/** Rows of the seed each route is aimed at: hut A is ansatt's, hut B only demo's. */
export interface World {
  hutA: number;
  hutB: number;
  familie: number;
  sofie: number;
  ny: number;
  freeUnitA: number;
  freeUnitB: number;
  draftA: Line;
  lentA: Line;
  lentB: Line;
}

export interface RouteCase {
  method: Method;
  path: string;
  url(w: World): string;
  body?(w: World): object;
  /** ansatt (staff of hut A only) aiming at hut B or its rows. */
  foreign(w: World): { url: string; body?: object; status: 403 | 404 };
  /** URLs with malformed ids or query values. */
  garbage(w: World): string[];
  badBodies?(w: World): unknown[];
  /** Uses the session's current hut rather than one in the URL. */
  currentHut?: boolean;
}

const BAD_IDS = ['abc', '99999999999', '-1', '0', '1.5'];
const BAD_UUIDS = ['abc', '99999999999', '-1', '0190a5c4-zzzz-7000-8000-000000000000'];
const dates = () => ({ loanDate: today(), returnDate: today() });

export const ROUTES: RouteCase[] = [
  ...(['users', 'show', 'items'] as const).map((part): RouteCase => ({
    method: 'GET',
    path: `/api/company/:id/${part}`,
    url: (w) => `/api/company/${w.hutA}/${part}`,
    foreign: (w) => ({ url: `/api/company/${w.hutB}/${part}`, status: 403 }),
    garbage: () => BAD_IDS.map((id) => `/api/company/${id}/${part}`),
  })),
  {
    method: 'GET',
    path: '/api/company/:id/lender/:lenderId',
    url: (w) => `/api/company/${w.hutA}/lender/${w.familie}`,
    foreign: (w) => ({ url: `/api/company/${w.hutB}/lender/${w.familie}`, status: 403 }),
    garbage: (w) => [
      ...BAD_IDS.map((id) => `/api/company/${id}/lender/${w.familie}`),
      ...BAD_IDS.map((id) => `/api/company/${w.hutA}/lender/${id}`),
    ],
  },
  {
    method: 'POST',
    path: '/api/item-loans',
    url: () => '/api/item-loans',
    body: (w) => ({ item: w.freeUnitA, lender: w.familie }),
    foreign: (w) => ({
      url: '/api/item-loans',
      body: { item: w.freeUnitB, lender: w.familie },
      status: 404,
    }),
    garbage: () => [],
    badBodies: (w) => [
      {},
      [],
      null,
      { item: w.freeUnitA },
      { item: String(w.freeUnitA), lender: w.familie },
      { item: w.freeUnitA, lender: -1 },
      { item: 1.5, lender: w.familie },
      { item: w.freeUnitA, lender: true },
      { item: w.freeUnitA, lender: w.familie, company_id: 'abc' },
    ],
    currentHut: true,
  },
  {
    method: 'DELETE',
    path: '/api/item-loans/:loanItemId',
    url: (w) => `/api/item-loans/${w.draftA.line}?item=${w.draftA.unit}&loan=${w.draftA.loan}`,
    foreign: (w) => ({ url: `/api/item-loans/${w.lentB.line}`, status: 404 }),
    garbage: (w) => [
      ...BAD_UUIDS.map((id) => `/api/item-loans/${id}`),
      `/api/item-loans/${w.draftA.line}?item=abc`,
      `/api/item-loans/${w.draftA.line}?item=-1`,
      `/api/item-loans/${w.draftA.line}?loan=12`,
    ],
    currentHut: true,
  },
  {
    method: 'PUT',
    path: '/api/loan/:loanId',
    url: (w) => `/api/loan/${w.draftA.loan}`,
    body: (w) => ({ status: 'draft', items: [w.draftA.unit], ...dates() }),
    foreign: (w) => ({
      url: `/api/loan/${w.lentB.loan}`,
      body: { status: 'draft', items: [w.lentB.unit], ...dates() },
      status: 404,
    }),
    garbage: () => BAD_UUIDS.map((id) => `/api/loan/${id}`),
    badBodies: (w) => [
      {},
      { status: 'closed', items: [w.draftA.unit], ...dates() },
      { status: 'open', items: String(w.draftA.unit), ...dates() },
      { status: 'open', items: [w.draftA.unit, 'x'], ...dates() },
      { status: 'open', items: [w.draftA.unit], loanDate: '2025-02-30', returnDate: today() },
      { status: 'open', items: [w.draftA.unit], loanDate: today(), returnDate: '2000-01-01' },
      { status: 'open', items: Array.from({ length: 501 }, (_, i) => i + 1), ...dates() },
    ],
    currentHut: true,
  },
  {
    method: 'PUT',
    path: '/api/loan-items/:itemLoanId/return',
    url: (w) => `/api/loan-items/${w.lentA.line}/return`,
    body: (w) => ({ item: w.lentA.unit, itemLoanId: w.lentA.line, loan: w.lentA.loan }),
    foreign: (w) => ({
      url: `/api/loan-items/${w.lentB.line}/return`,
      body: { item: w.lentB.unit, itemLoanId: w.lentB.line, loan: w.lentB.loan },
      status: 404,
    }),
    garbage: () => BAD_UUIDS.map((id) => `/api/loan-items/${id}/return`),
    badBodies: (w) => [
      {},
      { itemLoanId: w.lentA.line, loan: w.lentA.loan },
      { item: 0, itemLoanId: w.lentA.line, loan: w.lentA.loan },
      { item: w.lentA.unit, itemLoanId: 'abc', loan: w.lentA.loan },
      { item: w.lentA.unit, itemLoanId: w.lentA.line, loan: 12 },
      { item: w.lentA.unit, itemLoanId: w.draftA.line, loan: w.lentA.loan },
      { item: w.lentA.unit, itemLoanId: w.lentA.line, loan: w.draftA.loan },
    ],
    currentHut: true,
  },
  {
    method: 'GET',
    path: '/api/loan',
    url: () => '/api/loan',
    foreign: (w) => ({ url: `/api/company/${w.hutB}/items`, status: 403 }),
    garbage: () => [],
    currentHut: true,
  },
  {
    method: 'POST',
    path: '/api/users/:userId/actions',
    url: (w) => `/api/users/${w.ny}/actions`,
    body: (w) => ({ action_type: 'verify', reason: 'legitimasjon', userId: w.ny }),
    foreign: (w) => ({
      url: `/api/users/${w.sofie}/actions`,
      body: { action_type: 'verify', reason: 'legitimasjon', userId: w.sofie },
      status: 404,
    }),
    garbage: () => BAD_IDS.map((id) => `/api/users/${id}/actions`),
    badBodies: (w) => [
      {},
      { action_type: 'flag', reason: 'legitimasjon', userId: w.ny },
      { action_type: 'verify', reason: 'annet', userId: w.ny },
      { action_type: 'verify', reason: 'legitimasjon', userId: 'abc' },
      { action_type: 'verify', reason: 'legitimasjon', userId: w.familie },
    ],
    currentHut: true,
  },
];

async function firstLine(db: Kysely<Database>, hut: number, status: LoanItemStatus): Promise<Line> {
  const row = await db
    .selectFrom('loan_items as li')
    .innerJoin('loans as l', 'l.id', 'li.loan_id')
    .select(['li.id', 'li.loan_id', 'li.unit_id'])
    .where('l.company_id', '=', hut)
    .where('li.status', '=', status)
    .orderBy('li.id')
    .executeTakeFirstOrThrow();
  return { loan: row.loan_id, line: row.id, unit: row.unit_id };
}

export async function routeTargets(db: Kysely<Database>, world: StaffWorld): Promise<World> {
  const { hutA, hutB, users } = world;
  const [freeUnitA] = await freeUnits(db, hutA, 1);
  const [freeUnitB] = await freeUnits(db, hutB, 1);
  if (freeUnitA === undefined || freeUnitB === undefined) throw new Error('seed: free units');
  return {
    hutA,
    hutB,
    familie: users.familie,
    sofie: users.sofie,
    ny: users.ny,
    freeUnitA,
    freeUnitB,
    draftA: await firstLine(db, hutA, 'in_cart'),
    lentA: await firstLine(db, hutA, 'lent'),
    lentB: await firstLine(db, hutB, 'lent'),
  };
}
