import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { readStored, storageKeys } from '../../lib/local-storage';
import { applyTheme } from '../../state/ui/dark-mode';
import { darkModeSet } from '../../state/ui/ui-slice';

/** Keeps <html data-theme> in step; follows the system while nothing is stored. */
export function useTheme(): void {
  const dark = useAppSelector((s) => s.ui.darkMode);
  const dispatch = useAppDispatch();

  useEffect(() => applyTheme(dark), [dark]);

  useEffect(() => {
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = (event: MediaQueryListEvent) => {
      if (readStored(storageKeys.darkMode) === null) dispatch(darkModeSet(event.matches));
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [dispatch]);
}
