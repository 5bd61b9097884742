import type { OutboxEntry } from '../../db/hut/hut-types';
import { entryMessage } from '../../db/hut/outbox-store';
import { formatDateTime } from './format-time';
import { avvikTexts as t } from './texts';

/** Outbox entries the server refused, with its Norwegian reason: kept until staff have seen them. */
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
            <p className="avvik-item__meta">{t.rejectedAt(formatDateTime(entry.createdAt))}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
