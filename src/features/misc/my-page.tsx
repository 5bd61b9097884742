import { useAppSelector } from '../../state/hooks';
import { profileTexts } from '../../i18n/nb/profile';
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
      <h1>{profileTexts.myPage.title}</h1>
      {user.isFlagged && <AlertBanner kind="error">{profileTexts.myPage.flagged}</AlertBanner>}
      <section className="card" aria-labelledby="profile-heading">
        <h2 id="profile-heading">{profileTexts.myPage.profile}</h2>
        <dl className="details">
          <dt>{profileTexts.myPage.name}</dt>
          <dd>{user.name}</dd>
          <dt>{profileTexts.myPage.email}</dt>
          <dd>{user.email}</dd>
          <dt>{profileTexts.myPage.phone}</dt>
          <dd>{user.phone ?? profileTexts.myPage.missing}</dd>
          <dt>{profileTexts.myPage.status}</dt>
          <dd>{profileTexts.myPage.statusName(user.status)}</dd>
          <dt>{profileTexts.myPage.verified}</dt>
          <dd>{user.isVerified ? profileTexts.myPage.yes : profileTexts.myPage.no}</dd>
        </dl>
      </section>
      <section className="card" aria-labelledby="huts-heading">
        <h2 id="huts-heading">{profileTexts.myPage.huts}</h2>
        {companies.length === 0 ? (
          <p>{profileTexts.myPage.noHuts}</p>
        ) : (
          <ul>
            {companies.map((c) => (
              <li key={c.id}>
                {c.name} ({profileTexts.chooseCompany.role[c.role]})
              </li>
            ))}
          </ul>
        )}
      </section>
      <p>{profileTexts.myPage.more}</p>
    </div>
  );
}
