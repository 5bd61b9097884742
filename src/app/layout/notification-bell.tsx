import { lazy, Suspense, useState } from 'react';
import { useAppSelector } from '../../state/hooks';
import { NotificationBellView } from '../../features/notifications/notification-bell-view';
import { placeholderNotifications, setRead } from '../../features/notifications/notifications';
import { selectHasCompany } from '../../state/session/selectors';

// Staff with a hut: the open exceptions (Avvik), read from Dexie; loaded only for them.
const AvvikNotificationBell = lazy(async () => ({
  default: (await import('../../features/avvik/avvik-notification-bell')).AvvikNotificationBell,
}));

function PlaceholderBell() {
  const [items, setItems] = useState(placeholderNotifications);
  return (
    <NotificationBellView
      items={items}
      onToggle={(id, read) => setItems((list) => setRead(list, id, read))}
    />
  );
}

/** The bell (SPEC §2): Avvik for staff at their hut, the sample notifications for others. */
export function NotificationBell() {
  const staffAtHut = useAppSelector(selectHasCompany);
  if (!staffAtHut) return <PlaceholderBell />;
  return (
    <Suspense fallback={<NotificationBellView items={[]} onToggle={() => undefined} />}>
      <AvvikNotificationBell />
    </Suspense>
  );
}
