import { Link } from 'react-router-dom';
import { shellTexts } from '../../i18n/nb/shell';
import { paths } from '../../lib/paths';

/** Staff screens that exist behind the guard; their content comes in later releases. */
export function ComingSoonPage({ title }: { title?: string }) {
  return (
    <div className="page page--narrow">
      <h1>{title ?? shellTexts.notYet.title}</h1>
      <p>{shellTexts.comingSoon.text}</p>
      <p>
        <Link to={paths.home}>{shellTexts.homeLink}</Link>
      </p>
    </div>
  );
}
