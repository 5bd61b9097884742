import { useEffect, useMemo, useState } from 'react';
import { seasonsFrom, type CategoryLike, type SeasonLink } from './nav-items';

/**
 * Season items of the public navigation from the offline catalogue (Dexie), so they also work
 * offline. Until it answers, the built-in seasons are shown.
 */
export function useSeasonLinks(): readonly SeasonLink[] {
  const [categories, setCategories] = useState<readonly CategoryLike[] | undefined>(undefined);
  useEffect(() => {
    let active = true;
    let unsubscribe: (() => void) | null = null;
    import('../../features/catalogue/season-source')
      .then(({ subscribeSeasons }) => {
        if (active) unsubscribe = subscribeSeasons(setCategories);
      })
      .catch(() => {
        // Without the module (offline before the worker cached it) the built-in seasons stay.
      });
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, []);
  return useMemo(() => seasonsFrom(categories), [categories]);
}
