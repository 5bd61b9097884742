import type { ReminderRow } from '../../db/hut/hut-types';
import { formatDottedDate, formatLongDateTime } from '../../shared/domain/dates/dates';
import { loanModalTexts as t } from '../../i18n/nb/loans';

function mailText(reminder: ReminderRow): string {
  switch (reminder.mail_status) {
    case null:
      return t.reminderMail.none;
    case 'sent':
      return t.reminderMail.sent(formatLongDateTime(reminder.mail_sent_at));
    case 'pending':
      return t.reminderMail.pending;
    case 'failed':
      return t.reminderMail.failed;
  }
}

/** Which reminders of the loan went out (db.reminders, pulled), and how their emails fared. */
export function LoanReminders({ reminders }: { reminders: readonly ReminderRow[] }) {
  return (
    <section className="loan-section" aria-labelledby="loan-reminders-heading">
      <h3 id="loan-reminders-heading">{t.remindersHeading}</h3>
      {reminders.length === 0 ? (
        <p>{t.noReminders}</p>
      ) : (
        <ul className="loan-extensions">
          {reminders.map((r) => (
            <li key={r.id}>
              {t.reminderKinds[r.kind](formatDottedDate(r.due_date))}: {mailText(r)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
