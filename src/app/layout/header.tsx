import { Fragment, lazy, Suspense, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../state/hooks';
import { shellTexts } from '../../i18n/nb/shell';
import { selectHasCompany, selectIsLoggedIn } from '../../state/session/selectors';
import { AdminNav } from './admin-nav';
import { LogoIcon } from '../../components/ui/icons';
import { PHONE_LAYOUT, useMediaQuery } from '../../components/ui/use-media-query';
import { LogoutBanner } from './logout-banner';
import { PublicNav } from './public-nav';
import { ThemeToggle } from './theme-toggle';
import { useHeaderHeight } from './use-header-height';
import { UserArea } from './user-area';
import { paths } from '../../lib/paths';
import './header.css';

// Staff only, and it reads Dexie: never part of a public first visit.
const SyncIndicator = lazy(async () => ({
  default: (await import('../../features/sync-status/sync-indicator')).SyncIndicator,
}));

/**
 * SPEC §2's header. In the admin area (signed in, a hut chosen) it is the counter's chrome and
 * kept to two rows on a 1024 × 768 tablet: the brand, the public menu (folded), the sync status
 * and the user's tools on the first, the admin navigation on the second. A phone has three:
 * brand and tools, the two menus, the sync status. The order in the document is the order on
 * screen, so Tab goes through it row by row.
 */
export function Header() {
  const staff = useAppSelector((s) => selectIsLoggedIn(s) && selectHasCompany(s));
  const phone = useMediaQuery(PHONE_LAYOUT);
  const ref = useRef<HTMLElement>(null);
  useHeaderHeight(ref);
  const brand = (
    <Link to={paths.home} className="brand">
      <LogoIcon />
      <span className="brand__name">{shellTexts.appName}</span>
    </Link>
  );
  const tools = (
    <div className="site-header__tools">
      <ThemeToggle />
      <UserArea />
    </div>
  );
  const sync = (
    <Suspense fallback={null}>
      <SyncIndicator />
    </Suspense>
  );
  // Keyed, so turning a tablet between the two orders moves the parts instead of remounting them.
  const staffParts = phone
    ? [
        <Fragment key="brand">{brand}</Fragment>,
        <Fragment key="tools">{tools}</Fragment>,
        <div key="menus" className="site-header__menus">
          <PublicNav />
          <AdminNav />
        </div>,
        <Fragment key="sync">{sync}</Fragment>,
      ]
    : [
        <Fragment key="brand">{brand}</Fragment>,
        <PublicNav key="public" />,
        <Fragment key="sync">{sync}</Fragment>,
        <Fragment key="tools">{tools}</Fragment>,
        <AdminNav key="admin" />,
      ];
  return (
    <header ref={ref} className="site-header" data-staff={staff}>
      <LogoutBanner />
      {staff ? (
        <div className="site-header__bar">{staffParts}</div>
      ) : (
        <>
          <div className="site-header__bar">
            {brand}
            {tools}
          </div>
          <div className="site-header__navs">
            <PublicNav />
          </div>
        </>
      )}
    </header>
  );
}
