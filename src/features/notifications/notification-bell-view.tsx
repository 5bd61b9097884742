import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { shellTexts } from '../../i18n/nb/shell';
import { BellIcon } from '../../components/ui/icons';
import { useDisclosure } from '../../components/ui/use-disclosure';
import { unreadCount, type AppNotification } from './notifications';

interface Props {
  items: readonly AppNotification[];
  onToggle: (id: AppNotification['id'], read: boolean) => void;
  /** Under the list, e.g. a link to the screen the notifications come from. */
  footer?: ReactNode;
  /** The person's notices are still being read from the device (aria-busy on the button). */
  busy?: boolean;
}

/** Bell with unread count and a panel where ticking marks a notification read (SPEC §4). */
export function NotificationBellView({ items, onToggle, footer, busy = false }: Props) {
  const { open, toggle, close, buttonRef, rootRef, panelId } = useDisclosure();
  const idPrefix = useId();
  const unread = unreadCount(items);

  return (
    <div className="dropdown" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="icon-button bell"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={shellTexts.bell.button(unread)}
        aria-busy={busy || undefined}
        onClick={toggle}
      >
        <BellIcon />
        {unread > 0 && (
          <span className="bell__count" aria-hidden="true">
            {unread}
          </span>
        )}
      </button>
      <div id={panelId} className="dropdown__panel notifications" hidden={!open}>
        <h2 className="notifications__heading">{shellTexts.bell.heading}</h2>
        <p className="notifications__hint">{shellTexts.bell.hint}</p>
        {items.length === 0 ? (
          <p>{shellTexts.bell.empty}</p>
        ) : (
          <ul className="notifications__list">
            {items.map((n) => (
              <li
                key={n.id}
                className={n.read ? 'notifications__item is-read' : 'notifications__item'}
              >
                {n.href ? (
                  // The text is a link to what the notice is about; the box, named by that
                  // text, still marks it read.
                  <div className="notifications__linked">
                    <input
                      type="checkbox"
                      checked={n.read}
                      aria-labelledby={`${idPrefix}-${n.id}`}
                      onChange={(e) => onToggle(n.id, e.target.checked)}
                    />
                    <Link to={n.href} onClick={close}>
                      <span id={`${idPrefix}-${n.id}`}>{n.message}</span>
                    </Link>
                  </div>
                ) : (
                  <label>
                    <input
                      type="checkbox"
                      checked={n.read}
                      onChange={(e) => onToggle(n.id, e.target.checked)}
                    />
                    <span>{n.message}</span>
                  </label>
                )}
              </li>
            ))}
          </ul>
        )}
        {footer}
      </div>
    </div>
  );
}
