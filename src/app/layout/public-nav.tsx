import { shellTexts } from '../../i18n/nb/shell';
import { CollapsibleNav } from './collapsible-nav';
import { publicNavItems } from './nav-items';
import { useSeasonLinks } from './use-season-links';

/** Hjem, Alt utstyr, one item per season from the app data, Utstyrsboder, Kontakt oss. */
export function PublicNav() {
  const items = publicNavItems(useSeasonLinks());
  return (
    <CollapsibleNav
      label={shellTexts.nav.label}
      menuLabel={shellTexts.nav.menu}
      items={items}
      variant="public"
    />
  );
}
