/**
 * The closed sets of the product, one `as const` list each. The database schema types, the zod
 * contracts, the Dexie rows and the text catalogue's labels are all typed from these, so a value
 * added here is checked everywhere it matters (src/i18n/nb/statuses.ts must label it).
 */

/** A hut's own state. */
export const COMPANY_STATUSES = ['active', 'inactive'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

/** A person: awaiting activation (ID not yet shown), active, or blocked by the network. */
export const USER_STATUSES = ['pending', 'active', 'blocked'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/**
 * A physical unit of a product at a hut: on the shelf, lent, in repair (back in service later)
 * or retired. Repair and retirement carry a reason; neither is lent nor counted in 'Ledig x/y'.
 */
export const UNIT_STATUSES = ['available', 'lent', 'repair', 'retired'] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];

/** The states staff set by hand (unit.setStatus); 'lent' follows from loans only. */
export const SETTABLE_UNIT_STATUSES = ['available', 'repair', 'retired'] as const;
export type SettableUnitStatus = (typeof SETTABLE_UNIT_STATUSES)[number];

/** A loan: a cart not yet handed out, handed out, or closed (everything back). */
export const LOAN_STATUSES = ['draft', 'open', 'closed'] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];

/** 'returned_found': closed because the unit was handed out again (docs/counter-truth.md). */
export const LOAN_ITEM_STATUSES = ['in_cart', 'lent', 'returned', 'returned_found'] as const;
export type LoanItemStatus = (typeof LOAN_ITEM_STATUSES)[number];

/** Loans not finished: a cart being prepared, or handed out and not all back. */
export const UNFINISHED_LOAN_STATUSES = ['draft', 'open'] as const satisfies readonly LoanStatus[];

/** Loans and lines that were handed out (what the statistics count): not carts. */
export const HANDED_OUT_LOAN_STATUSES = ['open', 'closed'] as const satisfies readonly LoanStatus[];
export const HANDED_OUT_ITEM_STATUSES = [
  'lent',
  'returned',
  'returned_found',
] as const satisfies readonly LoanItemStatus[];

/** An Avvik entry: waiting for staff, or resolved. */
export const EXCEPTION_STATUSES = ['open', 'resolved'] as const;
export type ExceptionStatus = (typeof EXCEPTION_STATUSES)[number];

/**
 * An outbox entry on a device: waiting, sent (answer not yet stored), decided by the server
 * (applied or rejected), or a refusal staff have seen ('dismissed': kept a while, not counted).
 */
export const OUTBOX_STATUSES = ['pending', 'sent', 'rejected', 'applied', 'dismissed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** A message sent through the contact form, as the network admin works through the inbox. */
export const CONTACT_MESSAGE_STATUSES = ['new', 'answered', 'closed'] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

/** A hut's request for a new category (/beomkategori): waiting, added to the tree, declined. */
export const CATEGORY_REQUEST_STATUSES = ['new', 'added', 'declined'] as const;
export type CategoryRequestStatus = (typeof CATEGORY_REQUEST_STATUSES)[number];

/** What a contact message is about (the form's subject field). */
export const CONTACT_SUBJECTS = ['general', 'become_hut'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/**
 * What a notice (the bell) is about. For the hut's staff (user_id null): someone new awaiting
 * activation, a borrower flagged, a loan overdue, an exception in Avvik. For a person: they were
 * activated, a loan is due tomorrow, a loan is overdue.
 */
export const NOTICE_KINDS = [
  'new_user',
  'flagged_user',
  'overdue_loan',
  'sync_exception',
  'activated',
  'due_tomorrow',
  'overdue',
  'reservation_confirmed',
  'pickup_reminder',
  'waitlist_offer',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/**
 * A scheduled job's occurrence (src/server/services/jobs): running under a lease, done, or
 * failed and tried again after a pause.
 */
export const JOB_RUN_STATUSES = ['running', 'done', 'failed'] as const;
export type JobRunStatus = (typeof JOB_RUN_STATUSES)[number];

/** An email in the outbox: waiting (or being sent under a lease), sent, or given up. */
export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** What an email is about (src/server/services/mail). */
export const MAIL_KINDS = [
  'loan_reminder',
  'reservation_confirmed',
  'pickup_reminder',
  'waitlist_offer',
  'staff_invite',
  'registration_link',
  'registration_attempt',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * Whether an email of a kind waits for the end of quiet hours (21:00–08:00): reminders do; an
 * answer to what the person just did (a booking's confirmation) and a short-lived offer do not.
 */
export const MAIL_KIND_WAITS_FOR_DAYTIME = {
  loan_reminder: true,
  pickup_reminder: true,
  reservation_confirmed: false,
  waitlist_offer: false,
  // The link an admin has just sent: they may tell the person to look for it now.
  staff_invite: false,
  // Registering: the person waits for the link now; the owner of a taken address hears at once.
  registration_link: false,
  registration_attempt: false,
} as const satisfies Record<MailKind, boolean>;

/** A loan's reminder: the day before it is due, and the day it became overdue. */
export const LOAN_REMINDER_KINDS = ['due_tomorrow', 'overdue'] as const;
export type LoanReminderKind = (typeof LOAN_REMINDER_KINDS)[number];

/** Whether a value read from storage or the network is one of a closed set. */
export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}
