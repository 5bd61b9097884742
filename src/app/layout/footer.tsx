import { Link } from 'react-router-dom';
import { useAppSelector } from '../../state/hooks';
import { shellTexts } from '../../i18n/nb/shell';
import { selectIsLoggedIn } from '../../state/session/selectors';
import { LoginLink } from './login-link';
import { contactSubjectParam, paths, withQuery } from '../../lib/paths';
import './footer.css';

/** The contact form with 'Bli en utstyrsbod' chosen as its subject. */
const becomeHutPath = withQuery(paths.contact, {
  [contactSubjectParam.name]: contactSubjectParam.values.become_hut,
});

export function Footer() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            {shellTexts.footer.contactHeading}
          </h2>
          <p>{shellTexts.footer.contactText}</p>
          <p>
            <Link to={paths.contact}>{shellTexts.nav.contact}</Link>
          </p>
        </section>
        <section aria-labelledby="footer-info">
          <h2 id="footer-info" className="site-footer__heading">
            {shellTexts.footer.infoHeading}
          </h2>
          <ul className="site-footer__links">
            <li>
              <Link to={paths.notYet}>{shellTexts.footer.howItWorks}</Link>
            </li>
            <li>
              <Link to={paths.huts}>{shellTexts.footer.allHuts}</Link>
            </li>
            <li>
              <Link to={paths.notYet}>{shellTexts.footer.news}</Link>
            </li>
            <li>
              <Link to={paths.terms}>{shellTexts.footer.terms}</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-actions">
          <h2 id="footer-actions" className="site-footer__heading">
            {shellTexts.footer.actionsHeading}
          </h2>
          <div className="site-footer__buttons">
            <Link to={becomeHutPath} className="btn btn--secondary">
              {shellTexts.footer.becomeHut}
            </Link>
            {!loggedIn && (
              <>
                <Link to={paths.register} className="btn btn--secondary">
                  {shellTexts.footer.createUser}
                </Link>
                <LoginLink className="btn btn--primary">{shellTexts.footer.login}</LoginLink>
              </>
            )}
          </div>
        </section>
      </div>
      <p className="site-footer__copyright">{shellTexts.footer.copyright}</p>
    </footer>
  );
}
