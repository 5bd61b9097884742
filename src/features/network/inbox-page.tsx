import { useRef, useState } from 'react';
import { errorText, isNetworkFailure } from '../../api/error-mapping';
import { AlertBanner } from '../../components/ui/alert-banner';
import { LabelledSelect } from '../../components/ui/labelled-select';
import { networkTexts as t } from '../../i18n/nb/network';
import { CONTACT_MESSAGE_STATUSES, isOneOf } from '../../shared/domain/statuses';
import type { ContactMessageStatus } from '../../shared/domain/statuses';
import { CategoryRequests } from './category-requests';
import { LoadFailed } from './load-failed';
import { MessageItem } from './message-item';
import { useInboxQuery, useSetMessageStatusMutation } from './network-api';
import { NetworkFrame } from './network-frame';

/**
 * /nettverk/innboks: the contact form's messages, answered and closed one by one, and the
 * huts' category requests, added to the tree or declined.
 */
export function NetworkInboxPage() {
  const [filter, setFilter] = useState<ContactMessageStatus | undefined>(undefined);
  const { data, isLoading, isError, refetch } = useInboxQuery(filter);
  const [setStatus, { isLoading: saving, originalArgs }] = useSetMessageStatusMutation();
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const listHeading = useRef<HTMLParagraphElement>(null);

  const change = async (id: number, status: ContactMessageStatus) => {
    setOutcome(null);
    try {
      const answer = await setStatus({ id, body: { status } }).unwrap();
      setOutcome({ kind: 'success', text: answer.message });
    } catch (error) {
      const text = isNetworkFailure(error) ? t.offline : errorText(error, t.inbox.failed);
      setOutcome({ kind: 'error', text });
    }
    // The button pressed may be gone (or the message, under a filter): keep focus in the list.
    listHeading.current?.focus();
  };

  return (
    <NetworkFrame title={t.inboxTab}>
      <p>{t.inbox.intro}</p>
      {outcome && (
        <AlertBanner kind={outcome.kind} onClose={() => setOutcome(null)}>
          {outcome.text}
        </AlertBanner>
      )}
      <div className="network-toolbar">
        <LabelledSelect
          label={t.inbox.filter}
          all={t.inbox.all}
          value={filter ?? ''}
          onChange={(value) =>
            setFilter(isOneOf(CONTACT_MESSAGE_STATUSES, value) ? value : undefined)
          }
        >
          {CONTACT_MESSAGE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {`${t.inbox.statusName[status]} (${data?.counts[status] ?? 0})`}
            </option>
          ))}
        </LabelledSelect>
      </div>
      {isLoading ? (
        <p role="status">{t.inbox.loading}</p>
      ) : isError || !data ? (
        <LoadFailed onRetry={() => void refetch()} />
      ) : (
        <>
          <p ref={listHeading} tabIndex={-1} className="network-count" role="status">
            {data.messages.length === 0 ? t.inbox.none : t.inbox.shown(data.messages.length)}
          </p>
          <ul className="network-messages">
            {data.messages.map((message) => (
              <li key={message.id}>
                <MessageItem
                  message={message}
                  busy={saving && originalArgs?.id === message.id}
                  onStatus={(status) => void change(message.id, status)}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      <CategoryRequests />
    </NetworkFrame>
  );
}
