import { shellTexts } from '../../i18n/nb/shell';

/** First focusable element; moves focus to <main id="main"> without changing the route. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="skip-link"
      onClick={(event) => {
        const main = document.getElementById('main');
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView();
      }}
    >
      {shellTexts.skipLink}
    </a>
  );
}
