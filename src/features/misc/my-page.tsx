import { useAppSelector } from '../../state/hooks';
import { t } from '../../i18n/nb/shell';
import { selectAttachedCompanies, selectUser } from '../../state/session/selectors';
import './misc.css';
import { AlertBanner } from '../../components/ui/alert-banner';

/** Min side: the signed-in user's own data (children and loans come with a later release). */
export function MyPage() {
  const user = useAppSelector(selectUser);
  const companies = useAppSelector(selectAttachedCompanies);
  if (!user) return null;

  return (
    <div className="page page--narrow">
      <h1>{t.myPage.title}</h1>
      {user.isFlagged && <AlertBanner kind="error">{t.myPage.flagged}</AlertBanner>}
      <section className="card" aria-labelledby="profile-heading">
        <h2 id="profile-heading">{t.myPage.profile}</h2>
        <dl className="details">
          <dt>{t.myPage.name}</dt>
          <dd>{user.name}</dd>
          <dt>{t.myPage.email}</dt>
          <dd>{user.email}</dd>
          <dt>{t.myPage.phone}</dt>
          <dd>{user.phone ?? t.myPage.missing}</dd>
          <dt>{t.myPage.status}</dt>
          <dd>{t.myPage.statusName(user.status)}</dd>
          <dt>{t.myPage.verified}</dt>
          <dd>{user.isVerified ? t.myPage.yes : t.myPage.no}</dd>
        </dl>
      </section>
      <section className="card" aria-labelledby="huts-heading">
        <h2 id="huts-heading">{t.myPage.huts}</h2>
        {companies.length === 0 ? (
          <p>{t.myPage.noHuts}</p>
        ) : (
          <ul>
            {companies.map((c) => (
              <li key={c.id}>
                {c.name} ({t.chooseCompany.role[c.role]})
              </li>
            ))}
          </ul>
        )}
      </section>
      <p>{t.myPage.more}</p>
    </div>
  );
}
