import { formatDottedDate } from '../../../shared/domain/dates/dates';
import type { Kysely } from 'kysely';
import { addDaysIso, nowIso } from '../../db/clock';
import { recordChanges } from '../../db/change-log';
import type { Database } from '../../db/schema';
import { sizeText } from '../../../shared/domain/equipment';
import type { LoanReminderKind } from '../../../shared/domain/statuses';
import { noticeTexts } from '../../../shared/texts/notices';
import { readMailHuts } from '../mail/hut-contact';
import { queueMail } from '../mail/outbox';
import { noticeToPerson, noticeToStaff } from '../notices';
import { newUuidV7 } from '../sync/ids';
import { reminderMail, type ReminderHut, type ReminderLine } from './reminder-mail';
import { lineStatus } from '../../db/sql-helpers';

interface Line {
  loanId: string;
  loanNumber: number;
  hutId: number;
  hutName: string;
  due: string;
  kind: LoanReminderKind;
  name: string;
}

/** The person reminded, as the email and the bell name them. */
interface Borrower {
  id: number;
  name: string;
  email: string | null;
  deleted_at: string | null;
}

/** Units out that are due tomorrow or overdue on `today`, and not reminded of yet. */
async function linesToRemind(db: Kysely<Database>, today: string) {
  const tomorrow = addDaysIso(today, 1);
  return db
    .selectFrom('loan_items as li')
    .innerJoin('loans as l', 'l.id', 'li.loan_id')
    .innerJoin('units as u', 'u.id', 'li.unit_id')
    .innerJoin('products as p', 'p.id', 'u.product_id')
    .innerJoin('companies as c', 'c.id', 'l.company_id')
    .select([
      'l.id as loanId',
      'l.number as loanNumber',
      'l.company_id as hutId',
      'c.name as hutName',
      'l.customer_id as customerId',
      'li.expected_return_date as due',
      'p.name as product',
      'u.size',
      'u.max_size',
      'u.unit',
    ])
    .where('l.status', '=', 'open')
    .where('li.status', '=', lineStatus('lent'))
    .where((eb) =>
      eb.or([
        eb('li.expected_return_date', '=', tomorrow),
        eb('li.expected_return_date', '<', today),
      ]),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('loan_reminders as r')
            .select('r.id')
            .whereRef('r.loan_id', '=', 'l.id')
            .whereRef('r.due_date', '=', 'li.expected_return_date')
            // The due date says the kind: tomorrow's is due_tomorrow, an earlier one overdue.
            .where((eb) =>
              eb.or([
                eb.and([eb('r.kind', '=', 'due_tomorrow'), eb('r.due_date', '=', tomorrow)]),
                eb.and([eb('r.kind', '=', 'overdue'), eb('r.due_date', '<', today)]),
              ]),
            ),
        ),
      ),
    )
    .orderBy('l.customer_id')
    .orderBy('l.number')
    .orderBy('li.id')
    .execute();
}

/**
 * The reminders of `today` (yyyy-MM-dd, Oslo), run once a day by the jobs (services/jobs): the day
 * before a unit is due and once it is overdue. Each borrower gets one email bundling every such
 * unit at every hut, and a bell notice per loan; the hut's staff a notice per overdue loan.
 * `loan_reminders` records each (loan, kind, due date) once, in the transaction with its email, so
 * a run after a crash or a restart reminds only of what was not yet reminded (a loan extended to
 * a new date is reminded again), and a day the server was down is caught up on the next.
 */
export async function runLoanReminders(db: Kysely<Database>, today: string): Promise<void> {
  const tomorrow = addDaysIso(today, 1);
  const rows = await linesToRemind(db, today);
  const byBorrower = new Map<number, Line[]>();
  for (const r of rows) {
    const lines = byBorrower.get(r.customerId) ?? [];
    lines.push({
      loanId: r.loanId,
      loanNumber: r.loanNumber,
      hutId: r.hutId,
      hutName: r.hutName,
      due: r.due,
      kind: r.due === tomorrow ? 'due_tomorrow' : 'overdue',
      name: [r.product, sizeText(r.size, r.max_size, r.unit)].filter(Boolean).join(' '),
    });
    byBorrower.set(r.customerId, lines);
  }
  for (const [customerId, lines] of byBorrower)
    await db.transaction().execute((trx) => remindBorrower(trx, customerId, lines, today));
}

async function remindBorrower(
  trx: Kysely<Database>,
  customerId: number,
  lines: readonly Line[],
  today: string,
): Promise<void> {
  const at = nowIso();
  // One reminder row per loan, kind and due date; a row another run made already is skipped.
  const keys = new Map<string, Line>();
  for (const l of lines) keys.set(`${l.loanId}|${l.kind}|${l.due}`, l);
  const made: { id: string; line: Line }[] = [];
  for (const line of keys.values()) {
    const id = newUuidV7();
    const row = await trx
      .insertInto('loan_reminders')
      .values({
        id,
        loan_id: line.loanId,
        company_id: line.hutId,
        kind: line.kind,
        due_date: line.due,
        mail_id: null,
        created_at: at,
      })
      .onConflict((oc) => oc.columns(['loan_id', 'kind', 'due_date']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (row) made.push({ id, line });
  }
  if (made.length === 0) return;
  const remindedLoans = new Set(made.map((m) => `${m.line.loanId}|${m.line.kind}|${m.line.due}`));
  const remindedLines = lines.filter((l) => remindedLoans.has(`${l.loanId}|${l.kind}|${l.due}`));

  const borrower = await trx
    .selectFrom('users')
    .select(['id', 'name', 'email', 'deleted_at'])
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  const mailId = await mailBorrower(trx, borrower, remindedLines, today);
  if (mailId !== null)
    await trx
      .updateTable('loan_reminders')
      .set({ mail_id: mailId })
      .where(
        'id',
        'in',
        made.map((m) => m.id),
      )
      .execute();
  await notify(
    trx,
    borrower,
    made.map((m) => m.line),
    at,
  );
  await recordChanges(
    trx,
    made.map((m) => ({
      company_id: m.line.hutId,
      entity: 'loan_reminder',
      entity_id: m.id,
      op: 'upsert' as const,
    })),
  );
}

/** The borrower's one email of the day; none without an address (a walk-in, a deleted account). */
async function mailBorrower(
  trx: Kysely<Database>,
  borrower: Borrower,
  lines: readonly Line[],
  today: string,
): Promise<number | null> {
  if (!borrower.email || borrower.deleted_at !== null) return null;
  const customerId = borrower.id;
  const hutIds = [...new Set(lines.map((l) => l.hutId))];
  const huts = await readMailHuts(trx, hutIds);
  const groups: ReminderHut[] = huts.map((h) => ({
    ...h,
    lines: lines
      .filter((l) => l.hutId === h.id)
      .map((l): ReminderLine => ({
        loanNumber: l.loanNumber,
        name: l.name,
        due: l.due,
        kind: l.kind,
      })),
  }));
  const { subject, body } = reminderMail(borrower.name, addDaysIso(today, 1), groups);
  return queueMail(trx, {
    kind: 'loan_reminder',
    userId: customerId,
    companyId: hutIds.length === 1 ? (hutIds[0] ?? null) : null,
    to: { name: borrower.name, address: borrower.email },
    subject,
    body,
    dedupeKey: `loan-reminder:${String(customerId)}:${today}`,
  });
}

/** The same events in the bell: the borrower's per loan, the hut's staff's per overdue loan. */
async function notify(
  trx: Kysely<Database>,
  borrower: Borrower,
  lines: readonly Line[],
  at: string,
): Promise<void> {
  const customerId = borrower.id;
  const loans = new Map<string, Line>();
  for (const l of lines)
    if (!loans.has(`${l.loanId}|${l.kind}`)) loans.set(`${l.loanId}|${l.kind}`, l);
  for (const l of loans.values()) {
    if (l.kind === 'due_tomorrow') {
      await noticeToPerson(
        trx,
        customerId,
        l.hutId,
        {
          kind: 'due_tomorrow',
          message: noticeTexts.dueTomorrow(l.loanNumber, l.hutName),
          dedupeKey: `due:${l.loanId}:${l.due}`,
        },
        at,
      );
      continue;
    }
    await noticeToPerson(
      trx,
      customerId,
      l.hutId,
      {
        kind: 'overdue',
        message: noticeTexts.overdue(l.loanNumber, l.hutName, formatDottedDate(l.due)),
        dedupeKey: `overdue:${l.loanId}:${l.due}`,
      },
      at,
    );
    await noticeToStaff(
      trx,
      l.hutId,
      {
        kind: 'overdue_loan',
        message: noticeTexts.overdueLoan(l.loanNumber, borrower.name, formatDottedDate(l.due)),
        dedupeKey: `overdue-hut:${l.loanId}:${l.due}`,
      },
      at,
    );
  }
}
