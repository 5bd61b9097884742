import type { Kysely } from 'kysely';
import { lastDayOfMonth } from '../../../../shared/contracts/statistics';
import { eraOf, monthIndex, monthOfIndex } from '../../../../shared/domain/statistics';
import type { Database } from '../../../db/schema';
import { dayOf } from '../sql-days';

/** What the change log can say about the figures: loans, their lines, units, huts. */
const WATCHED = ['loan', 'loan_item', 'unit'] as const;
/** Change-log rows read per page, and ids looked up per statement. */
const PAGE = 5000;
const CHUNK = 500;

type Area = { county: string; municipality: string };

/**
 * The months of which areas a refresh must compute again, gathered in `statistics_dirty`:
 * - every area and month when never built (cursor -1), or the areas of a hut that is new or moved
 *   to another county or municipality (old and new);
 * - every area for the months begun since the last refresh (the shelf days of a month with no
 *   change still count);
 * - for a loan or a line that changed, its hut's area from the loan's month to the month its last
 *   line came back (a late return changes the lateness of the loan's month and the days out of
 *   each month between);
 * - for a unit that changed, its hut's area from the month of the change (a unit retired, added
 *   or lent); for a unit moved to another hut, both huts' from the unit's first month.
 * Deleted loans and lines are carts (handed-out loans are never deleted), which no figure counts.
 * Returns the change-log cursor read to.
 */
export async function markDirty(
  trx: Kysely<Database>,
  cursor: number,
  builtThrough: string,
  today: string,
): Promise<number> {
  const current = monthIndex(today);
  const dirty = new Map<string, Area & { month: number }>();
  const huts = await trx.selectFrom('companies').select(['id', 'county', 'municipality']).execute();
  const areaOf = new Map(
    huts.map((h) => [h.id, { county: h.county, municipality: h.municipality }]),
  );
  const mark = (area: Area | undefined, from: number, to = current) => {
    if (!area) return;
    for (let m = from; m <= Math.min(to, current); m++)
      dirty.set(`${area.county}\u0000${area.municipality}\u0000${m}`, { ...area, month: m });
  };

  const first = await firstMonth(trx);
  const everything = cursor < 0;
  const known = await trx.selectFrom('statistics_hut_areas').selectAll().execute();
  const before = new Map(known.map((k) => [k.company_id, k]));
  const moved: number[] = [];
  for (const hut of huts) {
    const old = before.get(hut.id);
    if (everything || !old || old.county !== hut.county || old.municipality !== hut.municipality) {
      mark(old, first);
      mark(areaOf.get(hut.id), first);
      moved.push(hut.id);
    } else if (builtThrough !== '' && monthIndex(builtThrough) < current) {
      mark(areaOf.get(hut.id), monthIndex(builtThrough) + 1);
    }
  }
  // Remember each hut's area as built, to see a hut move next time.
  for (let i = 0; i < moved.length; i += CHUNK) {
    const ids = moved.slice(i, i + CHUNK);
    await trx.deleteFrom('statistics_hut_areas').where('company_id', 'in', ids).execute();
    await trx
      .insertInto('statistics_hut_areas')
      .values(ids.map((id) => ({ company_id: id, ...areaOf.get(id)! })))
      .execute();
  }

  let read = cursor;
  const top = await trx
    .selectFrom('change_log')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  const last = Number(top?.id ?? 0);
  while (!everything && read < last) {
    const changes = await trx
      .selectFrom('change_log')
      .select(['id', 'entity', 'entity_id', 'op', 'company_id'])
      .where('id', '>', read)
      .where('id', '<=', last)
      .where('entity', 'in', WATCHED)
      .orderBy('id')
      .limit(PAGE)
      .execute();
    if (changes.length === 0) break;
    read = changes[changes.length - 1]!.id;
    await markLoans(trx, changes, areaOf, mark);
    await markUnits(trx, changes, areaOf, mark);
  }

  const rows = [...dirty.values()].map((d) => {
    const month = monthOfIndex(d.month);
    const lastDay = lastDayOfMonth(`${month}-01`);
    const { era, bit } = eraOf(d.month);
    return {
      county: d.county,
      municipality: d.municipality,
      month,
      first_day: `${month}-01`,
      last_day: lastDay,
      first_num: dayOf(`${month}-01`),
      last_num: dayOf(lastDay),
      era,
      bit,
    };
  });
  for (let i = 0; i < rows.length; i += CHUNK)
    await trx
      .insertInto('statistics_dirty')
      .values(rows.slice(i, i + CHUNK))
      .execute();
  return last;
}

type Change = { entity: string; entity_id: string; op: string; company_id: number | null };
type Mark = (area: Area | undefined, from: number, to?: number) => void;

/** The first month anything happened: the oldest loan or unit. */
async function firstMonth(trx: Kysely<Database>): Promise<number> {
  const [loan, unit] = await Promise.all([
    trx
      .selectFrom('loans')
      .select((eb) => eb.fn.min('loan_date').as('day'))
      .executeTakeFirst(),
    trx
      .selectFrom('units')
      .select((eb) => eb.fn.min('created_at').as('day'))
      .executeTakeFirst(),
  ]);
  const days = [loan?.day, unit?.day].filter((d): d is string => typeof d === 'string');
  return days.length === 0 ? Number.MAX_SAFE_INTEGER : Math.min(...days.map(monthIndex));
}

async function markLoans(
  trx: Kysely<Database>,
  changes: Change[],
  areaOf: Map<number, Area>,
  mark: Mark,
) {
  const upserts = changes.filter((c) => c.op === 'upsert');
  const itemIds = upserts.filter((c) => c.entity === 'loan_item').map((c) => c.entity_id);
  const loanIds = new Set(upserts.filter((c) => c.entity === 'loan').map((c) => c.entity_id));
  for (let i = 0; i < itemIds.length; i += CHUNK) {
    const items = await trx
      .selectFrom('loan_items')
      .select('loan_id')
      .where('id', 'in', itemIds.slice(i, i + CHUNK))
      .execute();
    for (const item of items) loanIds.add(item.loan_id);
  }
  const ids = [...loanIds];
  for (let i = 0; i < ids.length; i += CHUNK) {
    const loans = await trx
      .selectFrom('loans as l')
      .leftJoin('loan_items as li', 'li.loan_id', 'l.id')
      .select((eb) => ['l.company_id', 'l.loan_date', eb.fn.max('li.returned_at').as('back')])
      .where('l.id', 'in', ids.slice(i, i + CHUNK))
      .groupBy(['l.id', 'l.company_id', 'l.loan_date'])
      .execute();
    for (const loan of loans) {
      const from = monthIndex(loan.loan_date);
      mark(
        areaOf.get(loan.company_id),
        from,
        Math.max(from, loan.back ? monthIndex(loan.back) : 0),
      );
    }
  }
}

async function markUnits(
  trx: Kysely<Database>,
  changes: Change[],
  areaOf: Map<number, Area>,
  mark: Mark,
) {
  const units = changes.filter((c) => c.entity === 'unit');
  const movedFrom = new Map<string, number>();
  for (const c of units)
    if (c.op === 'delete' && c.company_id !== null) movedFrom.set(c.entity_id, c.company_id);
  const ids = [...new Set(units.map((c) => Number(c.entity_id)))];
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await trx
      .selectFrom('units')
      .select(['id', 'company_id', 'created_at', 'updated_at'])
      .where('id', 'in', ids.slice(i, i + CHUNK))
      .execute();
    for (const unit of rows) {
      const from = movedFrom.get(String(unit.id));
      if (from === undefined) {
        mark(areaOf.get(unit.company_id), monthIndex(unit.updated_at));
      } else {
        mark(areaOf.get(from), monthIndex(unit.created_at));
        mark(areaOf.get(unit.company_id), monthIndex(unit.created_at));
      }
    }
  }
}
