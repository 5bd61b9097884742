import { shellTexts } from '../../i18n/nb/shell';
import { useAppSelector } from '../../state/hooks';
import { selectHasCompany, selectIsLoggedIn } from '../../state/session/selectors';
import { CollapsibleNav } from './collapsible-nav';
import { publicNavItems } from './nav-items';
import { useSeasonLinks } from './use-season-links';

/**
 * Hjem, Alt utstyr, one item per season from the app data, Utstyrsboder, Kontakt oss. In the
 * admin area on a tablet it folds into its menu button beside the admin navigation, so the
 * counter's screens start higher up (a 1024 × 768 tablet shows stock rows without scrolling).
 */
export function PublicNav() {
  const items = publicNavItems(useSeasonLinks());
  const staff = useAppSelector((s) => selectIsLoggedIn(s) && selectHasCompany(s));
  return (
    <CollapsibleNav
      label={shellTexts.nav.label}
      menuLabel={shellTexts.nav.menu}
      items={items}
      variant="public"
      foldOnTablet={staff}
    />
  );
}
