import { AlertBanner } from '../../components/ui/alert-banner';
import { profileTexts } from '../../i18n/nb/profile';
import { formatDateTime } from '../../shared/domain/dates/date-time';
import { AccountSection } from './account-section';
import { ChildrenSection } from './children-section';
import { DataSection } from './data-section';
import { HutsSection } from './huts-section';
import { LoanCard } from './loan-card';
import { LoansSection } from './loans-section';
import { ProfileDetails } from './profile-details';
import { RetentionSection } from './retention-section';
import { useMyPage } from './use-my-page';
import { MyReservationsSection } from '../reservations';
import './my-page.css';

const t = profileTexts.myPage;

/**
 * Min side's content: the person's own data, children, loans and huts, their devices and
 * account. Read from the server and kept on the device, so it can be read offline too.
 */
export function MyPageView({ userId }: { userId: number }) {
  const { page, stale, online, loading, failed, retry } = useMyPage(userId);

  return (
    <div className="page page--narrow my-page">
      <h1>{t.title}</h1>
      {page && stale && (
        <p className="my-page__updated">
          {t.lastUpdated(formatDateTime(new Date(page.fetchedAt)))}
        </p>
      )}
      {!online && page && (
        <p className="my-page__offline" role="status">
          {t.offline}
        </p>
      )}
      {page === null ? (
        loading ? (
          <p role="status">{t.loading}</p>
        ) : failed ? (
          <AlertBanner kind="error">
            <p>{t.failed}</p>
            <button type="button" className="btn btn--secondary" onClick={retry}>
              {t.tryAgain}
            </button>
          </AlertBanner>
        ) : (
          <p role="status">{t.notStored}</p>
        )
      ) : (
        <>
          {page.user.isFlagged && <AlertBanner kind="error">{t.flagged}</AlertBanner>}
          <ProfileDetails user={page.user} online={online} />
          <LoanCard userId={page.user.id} />
          <ChildrenSection members={page.members} online={online} />
          <LoansSection loans={page.loans} />
          <MyReservationsSection online={online} />
          <HutsSection huts={page.attached_companies} online={online} />
          <AccountSection email={page.user.email} online={online} />
          <RetentionSection online={online} />
          <DataSection online={online} />
        </>
      )}
    </div>
  );
}
