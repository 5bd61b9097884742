import type { Kysely, OperandExpression } from 'kysely';
import type { Database } from '../../db/schema';
import type {
  SyncException,
  SyncExtension,
  SyncLoan,
  SyncLoanItem,
  SyncMember,
  SyncNote,
  SyncProduct,
  SyncReminder,
  SyncUnit,
  SyncUser,
} from '../../../shared/contracts/sync';
import {
  SYNC_USER_COLUMNS,
  toSyncException,
  toSyncExtension,
  toSyncLoan,
  toSyncLoanItem,
  toSyncProduct,
  toSyncUnit,
  toHutUser,
} from './rows';
import { UNFINISHED_LOAN_STATUSES } from '../../../shared/domain/statuses';

/**
 * The hut's rows as pull sends them. Without `only` a loader returns the whole hut (a snapshot);
 * with it, the rows whose ids the subquery yields (a delta). Id sets stay in SQL as subqueries,
 * never parameter lists, so a large delta cannot hit a bind-parameter limit.
 */
type Ids<T> = OperandExpression<T>;

const hutLoanIds = (db: Kysely<Database>, hut: number) =>
  db.selectFrom('loans').select('id').where('company_id', '=', hut);

export const hutProductIds = (db: Kysely<Database>, hut: number) =>
  db.selectFrom('units').select('product_id').where('company_id', '=', hut);

/** Products with units at the hut (soft-deleted ones too, so old loans still resolve). */
export async function loadProducts(
  db: Kysely<Database>,
  hut: number,
  only?: Ids<number>,
): Promise<SyncProduct[]> {
  let q = db
    .selectFrom('products')
    .select(['id', 'name', 'category_id', 'image', 'description', 'deleted_at', 'parts'])
    .where('id', 'in', hutProductIds(db, hut));
  if (only) q = q.where('id', 'in', only);
  return (await q.orderBy('id').execute()).map(toSyncProduct);
}

export async function loadUnits(
  db: Kysely<Database>,
  hut: number,
  only?: Ids<number>,
): Promise<SyncUnit[]> {
  let q = db.selectFrom('units').selectAll().where('company_id', '=', hut);
  if (only) q = q.where('id', 'in', only);
  return (await q.orderBy('id').execute()).map(toSyncUnit);
}

export async function loadLoans(
  db: Kysely<Database>,
  hut: number,
  only?: Ids<string>,
): Promise<SyncLoan[]> {
  let q = db.selectFrom('loans').selectAll().where('company_id', '=', hut);
  if (only) q = q.where('id', 'in', only);
  return (await q.orderBy('number').execute()).map(toSyncLoan);
}

export async function loadLoanItems(
  db: Kysely<Database>,
  hut: number,
  only?: Ids<string>,
): Promise<SyncLoanItem[]> {
  let q = db.selectFrom('loan_items').selectAll().where('loan_id', 'in', hutLoanIds(db, hut));
  if (only) q = q.where('id', 'in', only);
  return (await q.orderBy('loan_id').orderBy('id').execute()).map(toSyncLoanItem);
}

export async function loadExtensions(
  db: Kysely<Database>,
  hut: number,
  only?: Ids<string>,
): Promise<SyncExtension[]> {
  let q = db.selectFrom('loan_extensions').selectAll().where('loan_id', 'in', hutLoanIds(db, hut));
  if (only) q = q.where('id', 'in', only);
  return (await q.orderBy('id').execute()).map(toSyncExtension);
}

/** The hut's loan reminders, with the state of the email each went in. */
export async function loadReminders(
  db: Kysely<Database>,
  hut: number,
  only?: Ids<string>,
): Promise<SyncReminder[]> {
  let q = db
    .selectFrom('loan_reminders as r')
    .leftJoin('mail_outbox as m', 'm.id', 'r.mail_id')
    .select([
      'r.id',
      'r.company_id',
      'r.loan_id',
      'r.kind',
      'r.due_date',
      'r.created_at',
      'm.status as mail_status',
      'm.sent_at as mail_sent_at',
    ])
    .where('r.company_id', '=', hut);
  if (only) q = q.where('r.id', 'in', only);
  return q.orderBy('r.id').execute();
}

/** The hut's notes on its units, deleted ones too (so every device learns of the deletion). */
export async function loadNotes(
  db: Kysely<Database>,
  hut: number,
  only?: Ids<string>,
): Promise<SyncNote[]> {
  let q = db
    .selectFrom('notes')
    .select(['id', 'company_id', 'unit_id', 'text', 'created_by', 'created_at', 'deleted_at'])
    .where('company_id', '=', hut);
  if (only) q = q.where('id', 'in', only);
  return q.orderBy('id').execute();
}

export async function loadExceptions(
  db: Kysely<Database>,
  hut: number,
  only?: Ids<string>,
): Promise<SyncException[]> {
  let q = db.selectFrom('sync_exceptions').selectAll().where('company_id', '=', hut);
  if (only) q = q.where('id', 'in', only);
  return (await q.orderBy('id').execute()).map(toSyncException);
}

/**
 * People as the hut sees them (toHutUser): with their role, flag and notes there (cu), and
 * whether they have a cart or loan not finished there. Pull and the staff routes read people so.
 */
export function hutPeople(db: Kysely<Database>, hut: number) {
  return db
    .selectFrom('users')
    .leftJoin('company_user as cu', (join) =>
      join.onRef('cu.user_id', '=', 'users.id').on('cu.company_id', '=', hut),
    )
    .select(SYNC_USER_COLUMNS)
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('loans')
            .select('loans.id')
            .whereRef('loans.customer_id', '=', 'users.id')
            .where('loans.company_id', '=', hut)
            .where('loans.status', 'in', UNFINISHED_LOAN_STATUSES),
        )
        .as('unfinished'),
    );
}

/** The hut's people (any role) and the customers of its loans, as the hut sees them. */
export async function loadUsers(
  db: Kysely<Database>,
  hut: number,
  only?: Ids<number>,
): Promise<SyncUser[]> {
  let q = hutPeople(db, hut).where((eb) =>
    eb.or([
      eb('cu.user_id', 'is not', null),
      eb(
        'users.id',
        'in',
        eb.selectFrom('loans').select('customer_id').where('company_id', '=', hut),
      ),
    ]),
  );
  if (only) q = q.where('users.id', 'in', only);
  return (await q.orderBy('users.id').execute()).map(toHutUser);
}

/**
 * The children of the people a pull sends (`loadUsers` with the same `only`): all of them, so the
 * device can replace what it held for those people and a removed child goes too. Of someone the
 * hut knows only from finished loans, only the children those loans were for (toHutUser).
 */
export async function loadMembers(
  db: Kysely<Database>,
  hut: number,
  only?: Ids<number>,
): Promise<SyncMember[]> {
  let q = db
    .selectFrom('members')
    .select(['id', 'user_id', 'name', 'height', 'shoe_size', 'helmet_size'])
    .where((eb) =>
      eb.or([
        eb(
          'user_id',
          'in',
          eb.selectFrom('company_user').select('user_id').where('company_id', '=', hut),
        ),
        eb(
          'user_id',
          'in',
          eb
            .selectFrom('loans')
            .select('customer_id')
            .where('company_id', '=', hut)
            .where('status', 'in', UNFINISHED_LOAN_STATUSES),
        ),
        eb(
          'id',
          'in',
          eb
            .selectFrom('loans')
            .select('member_id')
            .where('company_id', '=', hut)
            .where('member_id', 'is not', null),
        ),
      ]),
    );
  if (only) q = q.where('user_id', 'in', only);
  return q.orderBy('user_id').orderBy('created_at').orderBy('id').execute();
}
