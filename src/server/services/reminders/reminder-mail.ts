import { formatDottedDate } from '../../../shared/domain/dates/dates';
import { mailTexts as t } from '../../../shared/texts/mail';
import { hutLines, longDate, type MailHut } from '../mail/hut-contact';

/** One unit in a reminder. */
export interface ReminderLine {
  loanNumber: number;
  /** "Slalåmski 150 cm". */
  name: string;
  due: string;
  kind: 'due_tomorrow' | 'overdue';
}

/** A hut a borrower has units from, as the email names it. */
export interface ReminderHut extends MailHut {
  lines: readonly ReminderLine[];
}

/**
 * The one email a borrower gets on a day: every unit due tomorrow and every unit overdue, per
 * hut, each hut with where and when to bring them back.
 */
export function reminderMail(
  borrower: string,
  tomorrow: string,
  huts: readonly ReminderHut[],
): { subject: string; body: string } {
  const overdue = huts.some((h) => h.lines.some((l) => l.kind === 'overdue'));
  const out: string[] = [t.greeting(borrower), ''];
  for (const hut of huts) {
    const due = hut.lines.filter((l) => l.kind === 'due_tomorrow');
    const late = hut.lines.filter((l) => l.kind === 'overdue');
    if (due.length > 0) {
      out.push(t.dueTomorrowHeading(hut.name, longDate(tomorrow)));
      for (const l of due) out.push(t.item(l.name, l.loanNumber));
      out.push('');
    }
    if (late.length > 0) {
      out.push(t.overdueHeading(hut.name));
      for (const l of late) out.push(t.overdueItem(l.name, l.loanNumber, formatDottedDate(l.due)));
      out.push('');
    }
    out.push(...hutLines(hut), '');
  }
  out.push(t.longer, '', t.signature, '', t.noReply);
  return {
    subject: overdue ? t.reminderSubject.overdue : t.reminderSubject.dueTomorrow,
    body: out.join('\n'),
  };
}
