import type { ExtensionRow } from '../../db/hut/hut-types';
import { formatDottedDate, localIsoDate } from '../../shared/domain/dates/dates';
import { loanModalTexts as t } from '../../i18n/nb/loans';

/** The loan's history of return-date changes (db.extensions), oldest first. */
export function LoanExtensions({ extensions }: { extensions: readonly ExtensionRow[] }) {
  return (
    <section className="loan-section" aria-labelledby="loan-extensions-heading">
      <h3 id="loan-extensions-heading">{t.extensionsHeading}</h3>
      {extensions.length === 0 ? (
        <p>{t.noExtensions}</p>
      ) : (
        <ul className="loan-extensions">
          {extensions.map((e) => (
            <li key={e.id}>
              {t.extension(
                formatDottedDate(e.previous_date),
                formatDottedDate(e.new_date),
                formatDottedDate(localIsoDate(e.created_at)),
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
