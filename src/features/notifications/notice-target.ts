import { isOneOf, NOTICE_KINDS, type NoticeKind } from '../../shared/domain/statuses';
import { paths } from '../../lib/paths';

/** Where each kind of notice leads: the screen that shows what it is about. */
const targets = {
  new_user: paths.users,
  flagged_user: paths.users,
  overdue_loan: paths.loans,
  sync_exception: paths.avvik,
  activated: paths.myPage,
  // Min side's sections, by their headings' ids (the app scrolls to a #hash on arrival).
  due_tomorrow: `${paths.myPage}#loans-heading`,
  overdue: `${paths.myPage}#loans-heading`,
  reservation_confirmed: `${paths.myPage}#reservations-heading`,
  pickup_reminder: `${paths.myPage}#reservations-heading`,
  waitlist_offer: `${paths.myPage}#reservations-heading`,
} as const satisfies Record<NoticeKind, string>;

/** The link of a notice; null for a kind from a newer server. */
export function noticeTarget(kind: string): string | null {
  return isOneOf(NOTICE_KINDS, kind) ? targets[kind] : null;
}
