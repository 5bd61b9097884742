import { useState } from 'react';
import { Link } from 'react-router-dom';
import { NotificationBellView } from '../notifications';
import { isMarkedRead, markRead } from '../notifications';
import type { AppNotification } from '../notifications';
import { exceptionTitle } from './describe-exception';
import { formatRecent } from '../../shared/domain/dates/dates';
import { avvikTexts as t } from '../../i18n/nb/avvik';
import { useOpenExceptions } from './use-open-exceptions';
import { paths } from '../../lib/paths';

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
          <Link to={paths.avvik}>{t.goToAvvik}</Link>
        </p>
      }
    />
  );
}
