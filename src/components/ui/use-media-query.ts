import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, kept live (e.g. the phone layout, max-width 640px). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** SPEC §2: the mobile layout at 640 px or below. */
export const PHONE_LAYOUT = '(max-width: 640px)';
