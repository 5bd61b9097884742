import { Fragment } from 'react';
import { termsTexts as t } from '../../i18n/nb/terms';
import { PrivacyRetention } from './privacy-retention';

/** The section saying what is kept (termsTexts.sections): the retention rule follows it. */
const KEPT_SECTION = 1;

/** /vilkar: what borrowing means and what the product keeps about people. */
export function TermsPage() {
  return (
    <div className="page page--narrow">
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      {t.sections.map((section, i) => (
        <Fragment key={section.heading}>
          <section>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </section>
          {/* How long, right after what is kept. */}
          {i === KEPT_SECTION && <PrivacyRetention />}
        </Fragment>
      ))}
    </div>
  );
}
