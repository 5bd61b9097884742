import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAppSelector } from '../hooks';
import { t } from '../i18n/nb';
import { safeDecodePath } from '../navigation';
import { selectHasCompany, selectIsLoggedIn } from '../session/selectors';
import { MenuIcon } from './icons';
import { adminNavItems, isNavItemActive, type NavItem } from './nav-items';
import { useDisclosure } from './use-disclosure';

// The open count reads Dexie: loaded with the admin area, never on a public first visit.
const OpenCountBadge = lazy(async () => ({
  default: (await import('../../features/avvik/open-count-badge')).OpenCountBadge,
}));

const avvikItem: NavItem = { key: 'avvik', label: 'Avvik', to: '/avvik' };

/**
 * Shown only when a hut is selected (SPEC §2). Same markup as the public bar (CollapsibleNav),
 * plus the exception inbox with its open count inside the link, so the count is part of the
 * link's accessible name.
 */
export function AdminNav() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const hasCompany = useAppSelector(selectHasCompany);
  const { open, toggle, buttonRef, rootRef, panelId } = useDisclosure();
  const pathname = safeDecodePath(useLocation().pathname);
  if (!loggedIn || !hasCompany) return null;

  return (
    <nav aria-label={t.adminNav.label} className="site-nav site-nav--admin" data-open={open}>
      <div className="site-nav__inner" ref={rootRef}>
        <button
          ref={buttonRef}
          type="button"
          className="site-nav__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={toggle}
        >
          <MenuIcon size={20} />
          {t.adminNav.menu}
        </button>
        <ul id={panelId} className="site-nav__list">
          {[...adminNavItems, avvikItem].map((item) => (
            <li key={item.key}>
              <Link
                to={item.to}
                className="site-nav__link"
                aria-current={isNavItemActive(item, pathname) ? 'page' : undefined}
              >
                {item.label}
                {item === avvikItem && (
                  <Suspense fallback={null}>
                    <OpenCountBadge />
                  </Suspense>
                )}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
