import { useEffect, type RefObject } from 'react';

/**
 * The sticky header grows by the sync bar in the admin area (about 240 px on a phone): keeps
 * `--sticky-header-height` on the page in step with it, so the browser scrolls a focused field
 * or an anchor clear of the header (scroll-padding-top in sync-status.css).
 */
export function useStickyHeaderOffset(
  inside: RefObject<HTMLElement | null>,
  /** The element is rendered (the bar shows once the sync status is read). */
  shown: boolean,
): void {
  useEffect(() => {
    const header = inside.current?.closest('header');
    if (!header || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty('--sticky-header-height', `${header.offsetHeight}px`);
    });
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--sticky-header-height');
    };
  }, [inside, shown]);
}
