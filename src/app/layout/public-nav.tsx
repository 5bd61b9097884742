import { shellTexts } from '../../i18n/nb/shell';
import { useAppSelector } from '../../state/hooks';
import { selectHasCompany, selectIsLoggedIn } from '../../state/session/selectors';
import { CollapsibleNav } from './collapsible-nav';
import { publicNavItems } from './nav-items';
import { useSeasonLinks } from './use-season-links';

/**
 * Hjem, Alle produkter, one item per season from the app data, Utstyrsboder, Kontakt oss. In the
 * admin area it folds into its menu button in the header's first row at every width, so the
 * counter's screens start higher up (issue 30: at most 120 px of chrome on a 1024 × 768 tablet).
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
      alwaysFolded={staff}
    />
  );
}
