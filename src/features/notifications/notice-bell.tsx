import { Link } from 'react-router-dom';
import { avvikTexts } from '../../i18n/nb/avvik';
import { paths } from '../../lib/paths';
import { NotificationBellView } from './notification-bell-view';
import { noticeTarget } from './notice-target';
import { useNotices } from './use-notices';

/**
 * The bell of a signed-in person (SPEC §2, §4): their own notices and, for staff, their hut's;
 * ticking marks one read, unticking unread, stored on the server and shown offline too.
 */
export function NoticeBell({ userId, staff }: { userId: number; staff: boolean }) {
  const { rows, toggle } = useNotices(userId);
  const items = (rows ?? []).map((n) => ({
    id: n.id,
    message: n.message,
    read: n.read,
    href: noticeTarget(n.kind),
  }));
  return (
    <NotificationBellView
      busy={rows === undefined}
      items={items}
      onToggle={(id, read) => void toggle(Number(id), read)}
      footer={
        staff ? (
          <p className="notifications__footer">
            <Link to={paths.avvik}>{avvikTexts.goToAvvik}</Link>
          </p>
        ) : undefined
      }
    />
  );
}
