import { useId } from 'react';
import { networkTexts as t } from '../../i18n/nb/network';
import type { ContactMessage } from '../../shared/contracts/network';
import { formatLongDateTime } from '../../shared/domain/dates/dates';
import type { ContactMessageStatus } from '../../shared/domain/statuses';
import { replyLink, telLink } from './network-format';

interface Props {
  message: ContactMessage;
  busy: boolean;
  onStatus: (status: ContactMessageStatus) => void;
}

/** One message of the inbox: who, what about, the text, and what the admin did with it. */
export function MessageItem({ message: m, busy, onStatus }: Props) {
  const id = useId();
  const subject = t.inbox.subjectName[m.subject];
  const status = t.inbox.statusName[m.status];
  const action = (label: string, next: ContactMessageStatus, primary = false) => (
    <button
      type="button"
      className={primary ? 'btn btn--primary' : 'btn btn--secondary'}
      aria-describedby={`${id}-title`}
      disabled={busy}
      onClick={() => onStatus(next)}
    >
      {label}
    </button>
  );
  return (
    <article
      className={`network-message network-message--${m.status}`}
      aria-labelledby={`${id}-title`}
    >
      <div className="network-message__head">
        <h2 id={`${id}-title`} className="network-message__title">
          {`${subject}: ${m.name}`}
        </h2>
        <span className={`network-badge network-badge--${m.status}`}>{status}</span>
      </div>
      <p className="network-message__text">{m.message}</p>
      <dl className="network-message__facts">
        <div>
          <dt>{t.inbox.received}</dt>
          <dd>{formatLongDateTime(m.created_at)}</dd>
        </div>
        <div>
          <dt>{t.inbox.email}</dt>
          <dd>
            <a href={`mailto:${m.email}`}>{m.email}</a>
          </dd>
        </div>
        <div>
          <dt>{t.inbox.phone}</dt>
          <dd>
            <a href={telLink(m.phone)}>{m.phone}</a>
          </dd>
        </div>
      </dl>
      {m.handled_at && (
        <p className="network-muted">
          {t.inbox.handled(status, m.handled_by_name, formatLongDateTime(m.handled_at))}
        </p>
      )}
      <div className="button-row">
        <a
          className="btn btn--secondary"
          href={replyLink(m, subject)}
          aria-describedby={`${id}-title`}
        >
          {t.inbox.reply}
        </a>
        {m.status === 'new' && action(t.inbox.markAnswered, 'answered', true)}
        {m.status === 'closed'
          ? action(t.inbox.reopen, 'new')
          : action(t.inbox.close, 'closed', m.status === 'answered')}
      </div>
    </article>
  );
}
