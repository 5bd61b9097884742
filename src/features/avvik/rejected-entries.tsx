import { getDb } from '../../db/database';
import type { OutboxEntry } from '../../db/hut/hut-types';
import { dismissRejected, entryMessage } from '../../db/hut/outbox-store';
import { formatLongDateTime } from '../../shared/domain/dates/dates';
import { avvikTexts as t } from '../../i18n/nb/avvik';

/**
 * Outbox entries the server refused, with its Norwegian reason: kept until staff mark them seen
 * (they may need to be registered again, e.g. after a borrower was flagged).
 */
export function RejectedEntries({ entries }: { entries: readonly OutboxEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <section className="avvik-section" aria-labelledby="avvik-rejected">
      <h2 id="avvik-rejected">{t.rejectedHeading}</h2>
      <p>{t.rejectedIntro}</p>
      <ul className="avvik-list">
        {entries.map((entry) => (
          <li key={entry.id} className="avvik-item avvik-item--rejected">
            <h3 className="avvik-item__title">{t.ops[entry.type]}</h3>
            <p className="avvik-item__text">{entryMessage(entry) ?? t.noReason}</p>
            <p className="avvik-item__meta">{t.rejectedAt(formatLongDateTime(entry.createdAt))}</p>
            <button
              type="button"
              className="btn btn--secondary btn--small"
              aria-label={t.dismissLabel(t.ops[entry.type])}
              onClick={() => void dismissRejected(getDb(), entry.id)}
            >
              {t.dismiss}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
