import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../src/server/db/schema';
import {
  errorBodySchema,
  itemLoanResponseSchema,
  userDataResponseSchema,
} from '../../src/shared/contracts';
import type { StaffLoan, UserDataResponse } from '../../src/shared/contracts';
import { counts, freeUnits } from './sync-fixtures';
import { Browser } from './support/test-app';

export type Response = LightMyRequestResponse;

/** Shared set-up of the staff route tests: the seed's huts and people. */
const EMAILS = {
  demo: 'demo@utstyrsbod.no',
  ansatt: 'ansatt@utstyrsbod.no',
  familie: 'familie@utstyrsbod.no',
  ny: 'ny@utstyrsbod.no',
  flagget: 'flagget@utstyrsbod.no',
  admin: 'admin@utstyrsbod.no',
  lise: 'lise.hansen@eksempel.no',
  jonas: 'jonas.johansen@eksempel.no',
  nora: 'nora.larsen@eksempel.no',
  sofie: 'sofie.pedersen@eksempel.no',
} as const;
export type SeedUser = keyof typeof EMAILS;

export interface StaffWorld {
  /** ansatt's hut (staff), also demo's (admin). */
  hutA: number;
  /** demo's other hut, where ansatt has no role; Sofie borrows only here. */
  hutB: number;
  users: Record<SeedUser, number>;
}

export async function staffWorld(db: Kysely<Database>): Promise<StaffWorld> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', 'in', Object.values(EMAILS))
    .execute();
  const idOf = (email: string) => {
    const row = rows.find((r) => r.email === email);
    if (!row) throw new Error(`seed: ${email}`);
    return row.id;
  };
  const users: Record<SeedUser, number> = {
    demo: idOf(EMAILS.demo),
    ansatt: idOf(EMAILS.ansatt),
    familie: idOf(EMAILS.familie),
    ny: idOf(EMAILS.ny),
    flagget: idOf(EMAILS.flagget),
    admin: idOf(EMAILS.admin),
    lise: idOf(EMAILS.lise),
    jonas: idOf(EMAILS.jonas),
    nora: idOf(EMAILS.nora),
    sofie: idOf(EMAILS.sofie),
  };
  const huts = await db.selectFrom('company_user').selectAll().execute();
  const hutA = huts.find((h) => h.user_id === users.ansatt)?.company_id;
  const hutB = huts.find((h) => h.user_id === users.demo && h.company_id !== hutA)?.company_id;
  if (hutA === undefined || hutB === undefined) throw new Error('seed: ansatt and demo huts');
  return { hutA, hutB, users };
}

/** A signed-in browser; with `hut`, that hut chosen as the session's current one. */
export async function signIn(
  app: FastifyInstance,
  user: SeedUser,
  hut?: number,
): Promise<{ browser: Browser; body: UserDataResponse }> {
  const browser = new Browser(app);
  const body = userDataResponseSchema.parse((await browser.login(EMAILS[user])).json());
  if (hut !== undefined) {
    expect((await browser.post(`/api/company/${hut}/set`)).statusCode).toBe(200);
  }
  return { browser, body };
}

/** A new cart for the lender over REST, holding `n` free units of the hut. */
export async function newCart(
  browser: Browser,
  db: Kysely<Database>,
  hut: number,
  lender: number,
  n: number,
): Promise<StaffLoan> {
  let loan: StaffLoan | undefined;
  for (const item of await freeUnits(db, hut, n)) {
    const response = await browser.post('/api/item-loans', { item, lender });
    loan = itemLoanResponseSchema.parse(response.json()).loan;
  }
  if (!loan) throw new Error('no units');
  return loan;
}

/** The call is refused with the message (on `field`, for a form error) and writes nothing. */
export async function refusedUnchanged(
  db: Kysely<Database>,
  call: () => Promise<Response>,
  status: number,
  message: string,
  field?: string,
): Promise<void> {
  const before = await counts(db);
  const response = await call();
  expect(response.statusCode).toBe(status);
  const error = errorBodySchema.parse(response.json());
  if (field) expect(error.fields?.[field]).toContain(message);
  else expect(error.message).toBe(message);
  expect(await counts(db)).toEqual(before);
}
