import { termsTexts as t } from '../../i18n/nb/terms';

/** /vilkar: what borrowing means and what the product keeps about people. */
export function TermsPage() {
  return (
    <div className="page page--narrow">
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      {t.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </section>
      ))}
    </div>
  );
}
