import { useState } from 'react';
import { Link } from 'react-router-dom';
import { NotificationBellView } from '../../app/notifications/notification-bell-view';
import { isMarkedRead, markRead } from '../../app/notifications/notifications';
import type { AppNotification } from '../../app/notifications/notifications';
import { exceptionTitle } from './describe-exception';
import { formatRecent } from './format-time';
import { avvikTexts as t } from './texts';
import { useOpenExceptions } from './use-open-exceptions';

/** The bell for staff: one notification per open exception; resolving it in Avvik removes it. */
export function AvvikNotificationBell() {
  const open = useOpenExceptions();
  // Bumped on every tick, so the list is rebuilt from the read marks.
  const [, setVersion] = useState(0);
  const items: AppNotification[] = (open?.rows ?? []).map((e) => ({
    id: e.id,
    message: t.notification(exceptionTitle(e.kind), formatRecent(e.created_at)),
    read: isMarkedRead(e.id),
  }));
  return (
    <NotificationBellView
      items={items}
      onToggle={(id, read) => {
        markRead(String(id), read);
        setVersion((v) => v + 1);
      }}
      footer={
        <p className="notifications__footer">
          <Link to="/avvik">{t.goToAvvik}</Link>
        </p>
      }
    />
  );
}
