import { useEffect, type RefObject } from 'react';

/**
 * Keeps `--sticky-header-height` on the page equal to the sticky header's height (it changes
 * with the width, the sync status and the logout banner), so the browser scrolls a focused field
 * or an anchor clear of it (scroll-padding-top in header.css) and the toasts start below it
 * instead of covering the navigation or the sync status (toast-region.css).
 */
export function useHeaderHeight(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty('--sticky-header-height', `${element.offsetHeight}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--sticky-header-height');
    };
  }, [header]);
}
