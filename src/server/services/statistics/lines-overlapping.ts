import { sql } from 'kysely';
import {
  HANDED_OUT_ITEM_STATUSES,
  HANDED_OUT_LOAN_STATUSES,
} from '../../../shared/domain/statuses';
import { inScope, type StatisticsRun } from './scope';
import { lineStatus } from '../../db/sql-helpers';

/**
 * Lines handed out that were out during some of the period (begun before it and back in it, or
 * still out): what utilisation counts, unlike the loan figures, which count loans begun in it.
 */
export function periodLinesOverlapping(run: StatisticsRun) {
  return run.db
    .selectFrom('loans as l')
    .innerJoin('loan_items as li', 'li.loan_id', 'l.id')
    .where('l.status', 'in', HANDED_OUT_LOAN_STATUSES)
    .where('li.status', 'in', HANDED_OUT_ITEM_STATUSES.map(lineStatus))
    .where('l.loan_date', '<=', run.to)
    .where(
      sql<boolean>`coalesce(substr(${sql.ref('li.returned_at')}, 1, 10), ${run.today}) >= ${run.from}`,
    )
    .where(inScope(run.scope, 'l.company_id'));
}
