import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../state/hooks';
import { NotificationBellView } from '../../features/notifications/notification-bell-view';
import { selectHasCompany } from '../../state/session/selectors';

// Loaded for signed-in people only: the first visit of a visitor does not carry it.
const NoticeBell = lazy(async () => ({
  default: (await import('../../features/notifications/notice-bell')).NoticeBell,
}));

const noop = () => undefined;

/**
 * The bell (SPEC §2): a signed-in person's notices from real events (their own, and their hut's
 * if they are staff there); a visitor who is not signed in has none.
 */
export function NotificationBell() {
  const userId = useAppSelector((s) => s.session.user?.id ?? null);
  const staffAtHut = useAppSelector(selectHasCompany);
  const empty = <NotificationBellView items={[]} onToggle={noop} />;
  if (userId === null) return empty;
  return (
    <Suspense fallback={<NotificationBellView items={[]} onToggle={noop} busy />}>
      <NoticeBell userId={userId} staff={staffAtHut} />
    </Suspense>
  );
}
