import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  HutAdmin,
  NetworkHut,
  NetworkHutResponse,
  appointAdminRequestSchema,
  hutInputSchema,
} from '../../../shared/contracts/network';
import type { CompanyStatus } from '../../../shared/domain/statuses';
import { networkMessages as texts } from '../../../shared/texts/network';
import { recordChange } from '../../db/change-log';
import { nowIso } from '../../db/clock';
import type { CompanyRow, Database } from '../../db/schema';
import { fieldError, notFound } from '../../errors';
import { nb } from '../../../shared/texts/messages';
import { toCompany } from '../companies';

type HutInput = z.output<typeof hutInputSchema>;
type AppointInput = z.output<typeof appointAdminRequestSchema>;

const fold = (s: string) => s.trim().toLocaleLowerCase('nb');

/** The columns the admin writes; empty optional texts are stored as null. */
function columns(input: HutInput) {
  return {
    name: input.name,
    address: input.address,
    county: input.county,
    municipality: input.municipality,
    town: input.town,
    opening_hours: input.opening_hours || null,
    contact_phone: input.contact_phone || null,
    contact_email: input.contact_email || null,
  };
}

/**
 * Huts, catalogue and pulls all follow the change log: a change to a hut moves the cursor, so
 * devices fetch the catalogue again (its huts are always sent whole, and the products a hut
 * holds are resent with it: see services/catalogue/snapshot.ts).
 */
const recordHutChange = (db: Kysely<Database>, hutId: number) =>
  recordChange(db, { company_id: hutId, entity: 'company', entity_id: hutId, op: 'upsert' });

async function adminsOf(db: Kysely<Database>, hutIds: readonly number[]) {
  const byHut = new Map<number, HutAdmin[]>();
  if (hutIds.length === 0) return byHut;
  const rows = await db
    .selectFrom('company_user as cu')
    .innerJoin('users as u', 'u.id', 'cu.user_id')
    .select(['cu.company_id', 'u.id', 'u.name', 'u.email'])
    .where('cu.role', '=', 'admin')
    .where('cu.company_id', 'in', hutIds)
    // Admins are accounts (appointed by email), never walk-ins.
    .where('u.email', 'is not', null)
    .$narrowType<{ email: string }>()
    .orderBy('u.name')
    .orderBy('u.id')
    .execute();
  for (const { company_id, ...admin } of rows) {
    byHut.set(company_id, [...(byHut.get(company_id) ?? []), admin]);
  }
  return byHut;
}

function toNetworkHut(row: CompanyRow, admins: HutAdmin[]): NetworkHut {
  return { ...toCompany(row), admins, created_at: row.created_at };
}

/** Every hut of the network, in service or not, by name, with its admins. */
export async function listNetworkHuts(db: Kysely<Database>): Promise<NetworkHut[]> {
  const rows = await db.selectFrom('companies').selectAll().orderBy('name').orderBy('id').execute();
  const admins = await adminsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toNetworkHut(row, admins.get(row.id) ?? []));
}

async function loadNetworkHut(db: Kysely<Database>, id: number): Promise<NetworkHut> {
  const row = await db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(nb.companyNotFound);
  return toNetworkHut(row, (await adminsOf(db, [id])).get(id) ?? []);
}

/**
 * Hut writes take the change log's lock row (change-log.ts) first: each records a change anyway,
 * so this adds no new lock order, and it puts the name check and the write of two admins one
 * after the other.
 */
const serialise = (trx: Kysely<Database>) =>
  sql`update change_log_lock set writes = writes where id = 1`.execute(trx);

/** The hut row, in a serialised hut write; 404 when there is no such hut. */
async function lockHut(trx: Kysely<Database>, id: number): Promise<CompanyRow> {
  await serialise(trx);
  const row = await trx.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(nb.companyNotFound);
  return row;
}

/** Two huts with the same name (any case) would be confused in every list: refused. */
async function assertNameFree(trx: Kysely<Database>, name: string, except?: number) {
  const rows = await trx.selectFrom('companies').select(['id', 'name']).execute();
  if (rows.some((r) => r.id !== except && fold(r.name) === fold(name))) {
    throw fieldError('name', texts.hutNameTaken);
  }
}

export async function createHut(
  db: Kysely<Database>,
  input: HutInput,
): Promise<NetworkHutResponse> {
  const id = await db.transaction().execute(async (trx) => {
    await serialise(trx);
    await assertNameFree(trx, input.name);
    const row = await trx
      .insertInto('companies')
      .values({ ...columns(input), status: 'active', created_at: nowIso() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordHutChange(trx, row.id);
    return row.id;
  });
  const hut = await loadNetworkHut(db, id);
  return { hut, message: texts.hutCreated(hut.name) };
}

export async function updateHut(
  db: Kysely<Database>,
  id: number,
  input: HutInput,
): Promise<NetworkHutResponse> {
  await db.transaction().execute(async (trx) => {
    await lockHut(trx, id);
    await assertNameFree(trx, input.name, id);
    await trx.updateTable('companies').set(columns(input)).where('id', '=', id).execute();
    await recordHutChange(trx, id);
  });
  const hut = await loadNetworkHut(db, id);
  return { hut, message: texts.hutSaved(hut.name) };
}

/**
 * Takes a hut out of service or back. An inactive hut leaves the public catalogue and the hut
 * lists, and staff can no longer choose it; its units, loans and people stay as they are.
 */
export async function setHutStatus(
  db: Kysely<Database>,
  id: number,
  status: CompanyStatus,
): Promise<NetworkHutResponse> {
  const changed = await db.transaction().execute(async (trx) => {
    const row = await lockHut(trx, id);
    if (row.status === status) return false;
    await trx.updateTable('companies').set({ status }).where('id', '=', id).execute();
    await recordHutChange(trx, id);
    return true;
  });
  const hut = await loadNetworkHut(db, id);
  const message = !changed
    ? texts.hutUnchanged(hut.name)
    : status === 'active'
      ? texts.hutActivated(hut.name)
      : texts.hutDeactivated(hut.name);
  return { hut, message };
}

/**
 * An existing user becomes admin of the hut (whatever role they had there). Nobody is created
 * here: an email nobody has registered is refused on the email field.
 */
export async function appointHutAdmin(
  db: Kysely<Database>,
  id: number,
  input: AppointInput,
): Promise<NetworkHutResponse> {
  const outcome = await db.transaction().execute(async (trx) => {
    const hut = await lockHut(trx, id);
    const user = await trx
      .selectFrom('users')
      .select(['id', 'name'])
      .where('email', '=', input.email)
      .executeTakeFirst();
    if (!user) throw fieldError('email', texts.unknownEmail(input.email));
    const membership = await trx
      .selectFrom('company_user')
      .select('role')
      .where('company_id', '=', id)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (membership?.role === 'admin') return texts.alreadyAdmin(user.name, hut.name);
    if (membership) {
      await trx
        .updateTable('company_user')
        .set({ role: 'admin' })
        .where('company_id', '=', id)
        .where('user_id', '=', user.id)
        .execute();
    } else {
      await trx
        .insertInto('company_user')
        .values({ company_id: id, user_id: user.id, role: 'admin', created_at: nowIso() })
        .execute();
    }
    // The hut's devices pull its people: the new admin is one of them now.
    await recordChange(trx, { company_id: id, entity: 'user', entity_id: user.id, op: 'upsert' });
    return texts.adminAppointed(user.name, hut.name);
  });
  return { hut: await loadNetworkHut(db, id), message: outcome };
}
