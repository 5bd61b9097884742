import { Link } from 'react-router-dom';
import { shellTexts } from '../../i18n/nb/shell';
import { paths } from '../../lib/paths';

/** SPEC §2 /notyet: pages still being planned. */
export function NotYetPage() {
  return (
    <div className="page page--narrow">
      <h1>{shellTexts.notYet.title}</h1>
      <p>{shellTexts.notYet.text}</p>
      <p>
        <Link to={paths.home}>{shellTexts.homeLink}</Link>
      </p>
    </div>
  );
}
