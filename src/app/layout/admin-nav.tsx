import { useAppSelector } from '../hooks';
import { t } from '../i18n/nb';
import { selectHasCompany, selectIsLoggedIn } from '../session/selectors';
import { CollapsibleNav } from './collapsible-nav';
import { adminNavItems } from './nav-items';

/** Shown only when a hut is selected (SPEC §2). */
export function AdminNav() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const hasCompany = useAppSelector(selectHasCompany);
  if (!loggedIn || !hasCompany) return null;
  return (
    <CollapsibleNav
      label={t.adminNav.label}
      menuLabel={t.adminNav.menu}
      items={adminNavItems}
      variant="admin"
    />
  );
}
