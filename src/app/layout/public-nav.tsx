import { usePublicDataQuery } from '../../api/public-data-api';
import { t } from '../i18n/nb';
import { CollapsibleNav } from './collapsible-nav';
import { publicNavItems, seasonsFrom } from './nav-items';

/** Hjem, Alt utstyr, one item per season from the app data, Utstyrsboder, Kontakt oss. */
export function PublicNav() {
  // Creating the public navigation loads the app data (SPEC §4).
  const { data } = usePublicDataQuery();
  const items = publicNavItems(seasonsFrom(data?.categories));
  return (
    <CollapsibleNav label={t.nav.label} menuLabel={t.nav.menu} items={items} variant="public" />
  );
}
