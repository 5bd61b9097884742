import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema';
import { storedResultSchema } from '../../src/shared/contracts/sync';
import type { PushResult, StoredResult } from '../../src/shared/contracts/sync';
import type { Decision, SyncModel } from './sync-model';

/** The server's rows of a run's huts, in the model's terms (times only as "set or not"). */
export async function serverState(
  db: Kysely<Database>,
  huts: readonly number[],
  users: readonly number[],
) {
  const loans = await db.selectFrom('loans').selectAll().where('company_id', 'in', huts).execute();
  const items = await db
    .selectFrom('loan_items')
    .innerJoin('loans', 'loans.id', 'loan_items.loan_id')
    .selectAll('loan_items')
    .where('loans.company_id', 'in', huts)
    .execute();
  const units = await db
    .selectFrom('units')
    .select(['id', 'status', 'status_reason'])
    .where('company_id', 'in', huts)
    .execute();
  const notes = await db
    .selectFrom('notes')
    .select(['id', 'company_id', 'unit_id', 'text', 'deleted_at'])
    .where('company_id', 'in', huts)
    .execute();
  const needs = await db
    .selectFrom('unmet_demands')
    .select(['id', 'company_id', 'product_id', 'size'])
    .where('company_id', 'in', huts)
    .execute();
  const extensions = await db
    .selectFrom('loan_extensions')
    .innerJoin('loans', 'loans.id', 'loan_extensions.loan_id')
    .selectAll('loan_extensions')
    .where('loans.company_id', 'in', huts)
    .execute();
  const reservations = await db
    .selectFrom('reservations')
    .select(['id', 'status', 'loan_id'])
    .where('company_id', 'in', huts)
    .execute();
  const exceptions = await db
    .selectFrom('sync_exceptions')
    .selectAll()
    .where('company_id', 'in', huts)
    .execute();
  // Walk-ins the run's devices registered (user.register): the model knows them by ref.
  const walkIns = await db
    .selectFrom('users')
    .innerJoin('company_user', 'company_user.user_id', 'users.id')
    .select(['users.id', 'users.ref'])
    .distinct()
    .where('users.ref', 'is not', null)
    .where('company_user.company_id', 'in', huts)
    .execute();
  const everyone = [...users, ...walkIns.map((w) => w.id)];
  const people = await db
    .selectFrom('users')
    .select(['id', 'is_verified', 'status'])
    .where('id', 'in', everyone)
    .execute();
  const memberships = await db
    .selectFrom('company_user')
    .select(['user_id', 'company_id', 'is_flagged', 'flag_reason'])
    .where('user_id', 'in', everyone)
    .where('company_id', 'in', huts)
    .execute();
  const applied = await db
    .selectFrom('applied_ops')
    .select(['op_id', 'outcome', 'result_json'])
    .where('company_id', 'in', huts)
    .execute();
  // Every walk-in's ref, also of one merged into another (no longer of any hut, but named in
  // the exceptions that reported it).
  const allRefs = await db
    .selectFrom('users')
    .select(['id', 'ref'])
    .where('ref', 'is not', null)
    .execute();
  const refs = new Map(allRefs.flatMap((w) => (w.ref === null ? [] : [[w.id, w.ref] as const])));
  return {
    loans,
    items,
    units,
    notes,
    needs,
    extensions,
    reservations,
    exceptions,
    people,
    memberships,
    applied,
    refs,
  };
}
export type ServerState = Awaited<ReturnType<typeof serverState>>;

const sortBy = <T>(rows: T[], key: (r: T) => string): T[] =>
  [...rows].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));

/** The same shape from the server's rows and from the model, so one toEqual compares all. */
export function normaliseServer(s: ServerState) {
  const person = (id: number) => s.refs.get(id) ?? id;
  return {
    loans: sortBy(s.loans, (l) => l.id).map((l) => ({
      id: l.id,
      customer: person(l.customer_id),
      status: l.status,
      loanDate: l.loan_date,
      due: l.expected_return_date,
      closed: l.closed_at !== null,
    })),
    items: sortBy(s.items, (i) => i.id).map((i) => ({
      id: i.id,
      loan: i.loan_id,
      unit: i.unit_id,
      status: i.status,
      due: i.expected_return_date,
      returned: i.returned_at !== null,
      returnedBy: i.returned_by,
    })),
    units: sortBy(s.units, (u) => String(u.id).padStart(12, '0')).map((u) => ({
      id: u.id,
      status: u.status,
      reason: u.status_reason,
    })),
    notes: sortBy(s.notes, (n) => n.id).map((n) => ({
      id: n.id,
      company: n.company_id,
      unit: n.unit_id,
      text: n.text,
      deleted: n.deleted_at !== null,
    })),
    needs: sortBy(s.needs, (n) => n.id).map((n) => ({
      id: n.id,
      company: n.company_id,
      product: n.product_id,
      size: n.size,
    })),
    extensions: sortBy(s.extensions, (e) => e.id).map((e) => ({
      id: e.id,
      loan: e.loan_id,
      item: e.loan_item_id,
      previous: e.previous_date,
      next: e.new_date,
    })),
    reservations: sortBy(s.reservations, (r) => r.id).map((r) => ({
      id: r.id,
      status: r.status,
      loan: r.loan_id,
    })),
    exceptions: sortBy(
      s.exceptions.map((e) => ({
        opId: e.op_id ?? '',
        kind: e.kind,
        details: personsInDetails(JSON.parse(e.details_json) as Record<string, unknown>, person),
      })),
      (e) => `${e.opId}:${e.kind}:${JSON.stringify(e.details)}`,
    ),
    users: sortBy(s.people, (u) => String(person(u.id)).padStart(12, '0')).map((u) => ({
      id: person(u.id),
      verified: u.is_verified === 1,
      status: u.status,
      flags: Object.fromEntries(
        s.memberships
          .filter((m) => m.user_id === u.id && m.is_flagged === 1)
          .map((m) => [m.company_id, m.flag_reason]),
      ),
      huts: s.memberships
        .filter((m) => m.user_id === u.id)
        .map((m) => m.company_id)
        .sort((a, b) => a - b),
    })),
    decisions: sortBy(s.applied, (a) => a.op_id).map((a) => ({
      opId: a.op_id,
      decision: decisionOf(parseStored(a.result_json)),
    })),
  };
}

export function normaliseModel(m: SyncModel, huts: readonly number[], users: readonly number[]) {
  const inRun = (company: number) => huts.includes(company);
  const loans = [...m.loans.values()].filter((l) => inRun(l.company));
  const loanIds = new Set(loans.map((l) => l.id));
  return {
    loans: sortBy(loans, (l) => l.id).map((l) => ({
      id: l.id,
      customer: l.customer,
      status: l.status,
      loanDate: l.loanDate,
      due: l.due,
      closed: l.closed,
    })),
    items: sortBy(
      [...m.items.values()].filter((i) => loanIds.has(i.loan)),
      (i) => i.id,
    ).map((i) => ({
      id: i.id,
      loan: i.loan,
      unit: i.unit,
      status: i.status,
      due: i.due,
      returned: i.returnedBy !== null,
      returnedBy: i.returnedBy,
    })),
    units: sortBy(
      [...m.units.values()].filter((u) => inRun(u.company)),
      (u) => String(u.id).padStart(12, '0'),
    ).map((u) => ({ id: u.id, status: u.status, reason: u.reason })),
    notes: sortBy(
      [...m.notes.values()].filter((n) => inRun(n.company)),
      (n) => n.id,
    ).map((n) => ({ ...n })),
    needs: sortBy(
      [...m.needs.values()].filter((n) => inRun(n.company)),
      (n) => n.id,
    ).map((n) => ({ ...n })),
    extensions: sortBy(
      [...m.extensions.values()].filter((e) => loanIds.has(e.loan)),
      (e) => e.id,
    ).map((e) => ({ id: e.id, loan: e.loan, item: e.item, previous: e.previous, next: e.next })),
    reservations: sortBy(
      [...m.reservations.values()].filter((r) => inRun(r.company)),
      (r) => r.id,
    ).map((r) => ({ id: r.id, status: r.status, loan: r.loan })),
    exceptions: sortBy(
      m.exceptions.map((e) => ({ opId: e.opId, kind: e.kind, details: e.details as unknown })),
      (e) => `${e.opId}:${e.kind}:${JSON.stringify(e.details)}`,
    ),
    users: sortBy(
      [
        ...users.map((id) => m.users.get(id)),
        // Walk-ins of the run, known by their refs.
        ...[...m.users.values()].filter(
          (u) => typeof u.id === 'string' && u.huts.some((h) => huts.includes(h)),
        ),
      ].filter((u) => u !== undefined),
      (u) => String(u.id).padStart(12, '0'),
    ).map((u) => ({
      id: u.id,
      verified: u.verified,
      status: u.status,
      flags: u.flags,
      huts: u.huts.filter((h) => huts.includes(h)).sort((a, b) => a - b),
    })),
    decisions: sortBy([...m.decisions.entries()], ([id]) => id).map(([opId, decision]) => ({
      opId,
      decision,
    })),
  };
}

/** The details' person ids as the model names them (a walk-in by its ref). */
const PERSON_DETAILS = ['userId', 'otherUserId', 'customerId', 'previousCustomerId'];
function personsInDetails(
  details: Record<string, unknown>,
  person: (id: number) => number | string,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(details).map(([key, value]) => [
      key,
      PERSON_DETAILS.includes(key) && typeof value === 'number' ? person(value) : value,
    ]),
  );
}

export const parseStored = (json: string): StoredResult =>
  storedResultSchema.parse(JSON.parse(json));

export function decisionOf(r: StoredResult): Decision {
  if (r.outcome === 'rejected') return { outcome: 'rejected', code: r.code };
  if (r.outcome === 'exception') return { outcome: 'exception', kind: r.kind };
  return { outcome: 'applied' };
}

/** A duplicate stands for the stored original; anything else is the decision itself. */
export const decided = (r: PushResult): StoredResult =>
  r.outcome === 'duplicate' ? r.original : r;
