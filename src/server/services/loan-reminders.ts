import type { Kysely } from 'kysely';
import { addDaysIso } from '../db/clock';
import type { Database } from '../db/schema';
import { noticeTexts } from '../../shared/texts/notices';
import { noticeToPerson, noticeToStaff } from './notices';

/** How often every API process runs the reminders; each occurrence is noticed once anyway. */
export const REMINDER_INTERVAL_MS = 60 * 60 * 1000;

const dotted = (iso: string) => iso.split('-').reverse().join('.');

/**
 * Reminders of open loans on `today` (yyyy-MM-dd, Oslo): the borrower of a loan due tomorrow,
 * and the borrower and the hut's staff of a loan overdue. A notice's key names the loan and its
 * due date, so each occurrence is noticed once however many processes run this and how often
 * (the unique key decides, not timing); a loan extended later is reminded of again.
 */
export async function runLoanReminders(
  db: Kysely<Database>,
  today: string,
  at: string,
): Promise<void> {
  const loans = await db
    .selectFrom('loans')
    .innerJoin('companies', 'companies.id', 'loans.company_id')
    .innerJoin('users', 'users.id', 'loans.customer_id')
    .select([
      'loans.id',
      'loans.number',
      'loans.company_id',
      'loans.customer_id',
      'loans.expected_return_date as due',
      'companies.name as hut',
      'users.name as borrower',
    ])
    .where('loans.status', '=', 'open')
    .where('loans.expected_return_date', '<=', addDaysIso(today, 1))
    .execute();
  for (const loan of loans) {
    await db.transaction().execute(async (trx) => {
      if (loan.due > today) {
        await noticeToPerson(
          trx,
          loan.customer_id,
          loan.company_id,
          {
            kind: 'due_tomorrow',
            message: noticeTexts.dueTomorrow(loan.number, loan.hut),
            dedupeKey: `due:${loan.id}:${loan.due}`,
          },
          at,
        );
        return;
      }
      if (loan.due === today) return;
      await noticeToPerson(
        trx,
        loan.customer_id,
        loan.company_id,
        {
          kind: 'overdue',
          message: noticeTexts.overdue(loan.number, loan.hut, dotted(loan.due)),
          dedupeKey: `overdue:${loan.id}:${loan.due}`,
        },
        at,
      );
      await noticeToStaff(
        trx,
        loan.company_id,
        {
          kind: 'overdue_loan',
          message: noticeTexts.overdueLoan(loan.number, loan.borrower, dotted(loan.due)),
          dedupeKey: `overdue-hut:${loan.id}:${loan.due}`,
        },
        at,
      );
    });
  }
}
