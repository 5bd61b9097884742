import { useId } from 'react';
import { useOutboxStatus } from '../../db/hooks/use-outbox-status';
import { useOnline } from '../../components/ui/use-online';
import { syncStatusTexts as t } from '../../i18n/nb/sync-status';
import { outboxWarnings, stuckAdvice, waitingSinceText } from './outbox-warnings';
import { useNow } from './use-now';
import './waiting-changes.css';

interface Props {
  /** navigator.storage.persisted(), as the page above has read it. */
  persisted: boolean | null;
}

/**
 * Innstillinger, for staff: how many changes wait on this device and since when, whether the
 * browser may clear them, and, when they are stuck, why and what to do.
 */
export function WaitingChanges({ persisted }: Props) {
  const status = useOutboxStatus();
  const online = useOnline();
  const now = useNow(60_000);
  const stuckId = useId();
  if (!status) return null;
  const { storageAtRisk, stuck } = outboxWarnings(status, { online, persisted, now });
  const advice = stuck && stuckAdvice(stuck);

  return (
    <div className="waiting-changes">
      <p>{t.waitingIntro}</p>
      <p className="waiting-changes__count">
        {status.pending > 0 ? t.pending(status.pending) : t.allSent}
        {status.oldestWaitingAt && <> {waitingSinceText(status.oldestWaitingAt, now)}</>}
      </p>
      {storageAtRisk && <p className="waiting-changes__risk">{t.storageAtRisk}</p>}
      {advice && (
        <div className="waiting-changes__stuck" role="group" aria-labelledby={stuckId}>
          <h3 id={stuckId}>{t.stuckHeading}</h3>
          <p>{advice.why}</p>
          <ol>
            {advice.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}
