import { Link, useSearchParams } from 'react-router-dom';
import { AlertBanner } from '../../components/ui/alert-banner';
import { useAppSelector } from '../../state/hooks';
import { selectUser } from '../../state/session/selectors';
import { dashboardSummary } from '../../db/hut/loan-dashboard';
import { useHutQuery } from '../../db/hooks/use-hut-query';
import { AwaitingCard } from './awaiting-card';
import { PickupsCard } from './pickups-card';
import { todaysPickups } from '../../db/hut/pickups';
import { comingPickups } from '../../db/hut/reservation-holds';
import { ComingPickupsCard } from './coming-pickups-card';
import { HelpPanel } from './help-panel';
import { LoanListCard } from './loan-list-card';
import { StatsCards } from './stats-cards';
import { SeasonCards } from '../statistics';
import { dashboardTexts as t } from '../../i18n/nb/dashboard';
import './dashboard.css';
import { paths } from '../../lib/paths';

/** The dashboard's shortcut links, in order; their labels are in the text catalogue. */
const shortcuts = [
  ['stock', paths.stock],
  ['loans', paths.loans],
  ['users', paths.users],
  ['statistics', paths.statistics],
  ['avvik', paths.avvik],
  ['addProduct', paths.addProduct],
  ['editProduct', paths.editProduct],
] as const;

/** /dashboard: today's work at the hut, read from the local tables (works offline). */
export function DashboardPage() {
  const user = useAppSelector(selectUser);
  const summary = useHutQuery(dashboardSummary);
  const pickups = useHutQuery(todaysPickups);
  const coming = useHutQuery(comingPickups);
  const [params, setParams] = useSearchParams();
  const activated = params.get('activated') === 'true';

  const dismissActivated = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('activated');
        return next;
      },
      { replace: true },
    );

  return (
    <div className="page dashboard">
      <h1>{user ? t.greeting(user.name) : t.greetingAnonymous}</h1>
      {activated && (
        <AlertBanner kind="success" onClose={dismissActivated}>
          {t.activated}
        </AlertBanner>
      )}
      <p>{t.intro}</p>
      <div className="button-row dashboard-actions">
        <Link to={paths.stock} className="btn btn--primary">
          {t.registerLoan}
        </Link>
        <Link to={paths.loans} className="btn btn--secondary">
          {t.registerReturn}
        </Link>
      </div>
      <HelpPanel />
      {summary.state === 'loading' && <p role="status">{t.loading}</p>}
      {summary.state === 'unbound' && <p role="status">{t.notReady}</p>}
      {summary.state === 'ready' && (
        <>
          {!summary.pulled && <p role="status">{t.notReady}</p>}
          <div className="dashboard-cards">
            {pickups.state === 'ready' && <PickupsCard pickups={pickups.data} />}
            {coming.state === 'ready' && <ComingPickupsCard pickups={coming.data} />}
            <LoanListCard
              tone="due"
              heading={t.dueTodayHeading}
              empty={t.noneDueToday}
              loans={summary.data.dueToday}
            />
            <LoanListCard
              tone="overdue"
              heading={t.overdueHeading}
              empty={t.noneOverdue}
              loans={summary.data.overdue}
            />
            <AwaitingCard users={summary.data.awaitingActivation} />
          </div>
          <StatsCards stats={summary.data.stats} />
          <SeasonCards />
        </>
      )}
      <nav className="dashboard-shortcuts" aria-labelledby="dashboard-shortcuts-heading">
        <h2 id="dashboard-shortcuts-heading">{t.shortcutsHeading}</h2>
        <ul>
          {shortcuts.map(([key, to]) => (
            <li key={key}>
              <Link to={to}>{t.shortcuts[key]}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
