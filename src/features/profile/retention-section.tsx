import { format, parseISO } from 'date-fns';
import { nb } from 'date-fns/locale';
import { retentionTexts } from '../../i18n/nb/retention';
import { useMyRetentionQuery } from './retention-api';

const t = retentionTexts.myPage;
/** "1. desember 2028" (a yyyy-mm-dd date is read as that day here, not as UTC midnight). */
const longDate = (iso: string) => format(parseISO(iso), 'd. MMMM yyyy', { locale: nb });

/**
 * Hva vi lagrer om deg: what is kept about the person (account, children, loans, sign-ins) and
 * the first day it may be anonymised (services/retention), beside the export and the deletion.
 * Read from the server when online; not kept on the device (the date follows the last sign-in).
 */
export function RetentionSection({ online }: { online: boolean }) {
  const { data, isError } = useMyRetentionQuery(undefined, { skip: !online });
  return (
    <section className="card my-page__section" aria-labelledby="retention-heading">
      <h2 id="retention-heading">{t.heading}</h2>
      {data ? (
        <>
          <p className="my-page__intro">{t.intro}</p>
          <ul className="my-page__kept">
            <li>{t.account}</li>
            <li>{t.children(data.children)}</li>
            <li>{t.loans(data.loans)}</li>
            <li>{t.signIns}</li>
          </ul>
          <p>{t.rule(data.months)}</p>
          <p>{t.lastActivity(longDate(data.lastActivity))}</p>
          {data.hasRole ? (
            <p>{t.role}</p>
          ) : data.earliestDeletion === null ? (
            <p>{t.loansOut(data.months)}</p>
          ) : (
            <p className="my-page__earliest">{t.earliest(longDate(data.earliestDeletion))}</p>
          )}
        </>
      ) : isError || !online ? (
        <p>{t.failed}</p>
      ) : (
        <p role="status">{t.loading}</p>
      )}
    </section>
  );
}
