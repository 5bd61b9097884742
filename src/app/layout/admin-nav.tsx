import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../state/hooks';
import { shellTexts } from '../../i18n/nb/shell';
import { selectHasCompany, selectIsLoggedIn } from '../../state/session/selectors';
import { CollapsibleNav } from './collapsible-nav';
import { adminNavItems, type NavItem } from './nav-items';
import { paths } from '../../lib/paths';

// The open count reads Dexie: loaded with the admin area, never on a public first visit.
const OpenCountBadge = lazy(async () => ({
  default: (await import('../../features/avvik/open-count-badge')).OpenCountBadge,
}));

const avvikItem: NavItem = { key: 'avvik', label: shellTexts.adminNav.avvik, to: paths.avvik };
const items = [...adminNavItems, avvikItem];

/** Shown only when a hut is selected (SPEC §2), with the exception inbox and its open count. */
export function AdminNav() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const hasCompany = useAppSelector(selectHasCompany);
  if (!loggedIn || !hasCompany) return null;
  return (
    <CollapsibleNav
      label={shellTexts.adminNav.label}
      menuLabel={shellTexts.adminNav.menu}
      items={items}
      variant="admin"
      extra={(item) =>
        item === avvikItem && (
          <Suspense fallback={null}>
            <OpenCountBadge />
          </Suspense>
        )
      }
    />
  );
}
