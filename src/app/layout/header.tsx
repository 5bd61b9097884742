import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../state/hooks';
import { shellTexts } from '../../i18n/nb/shell';
import { selectHasCompany, selectIsLoggedIn } from '../../state/session/selectors';
import { AdminNav } from './admin-nav';
import { LogoIcon } from '../../components/ui/icons';
import { LogoutBanner } from './logout-banner';
import { PublicNav } from './public-nav';
import { ThemeToggle } from './theme-toggle';
import { UserArea } from './user-area';
import { paths } from '../../lib/paths';
import './header.css';

// Staff only, and it reads Dexie: never part of a public first visit.
const SyncIndicator = lazy(async () => ({
  default: (await import('../../features/sync-status/sync-indicator')).SyncIndicator,
}));

/** The sync indicator, everywhere in the admin area (a hut is selected). */
function AdminSyncIndicator() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const hasCompany = useAppSelector(selectHasCompany);
  if (!loggedIn || !hasCompany) return null;
  return (
    <Suspense fallback={null}>
      <SyncIndicator />
    </Suspense>
  );
}

export function Header() {
  return (
    <header className="site-header">
      <LogoutBanner />
      <div className="site-header__bar">
        <Link to={paths.home} className="brand">
          <LogoIcon />
          <span className="brand__name">{shellTexts.appName}</span>
        </Link>
        <div className="site-header__tools">
          <ThemeToggle />
          <UserArea />
        </div>
      </div>
      <div className="site-header__navs">
        <PublicNav />
        <AdminNav />
      </div>
      <AdminSyncIndicator />
    </header>
  );
}
