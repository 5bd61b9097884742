import { useEffect, useRef } from 'react';

/** Room left between the sticky header and the heading brought into view. */
const GAP_PX = 8;

/**
 * After the user turns the page (not after a filter change, not on first render), brings the
 * results heading into view and focuses it, so keyboard and screen-reader users land on the
 * new page instead of staying at the bottom bar. The heading lands below the sticky header
 * (113 px on a phone, more in the admin area), which it otherwise sat under.
 */
export function usePageTurnFocus<T extends HTMLElement>(page: number | undefined) {
  const ref = useRef<T>(null);
  const turned = useRef(false);
  useEffect(() => {
    const heading = ref.current;
    if (!turned.current || page === undefined || !heading) return;
    turned.current = false;
    heading.focus({ preventScroll: true });
    // The first <header> is the site's sticky one; measured, as its height varies by screen.
    const covered = document.querySelector('header')?.offsetHeight ?? 0;
    heading.style.scrollMarginTop = `${covered + GAP_PX}px`;
    heading.scrollIntoView({ block: 'start' });
  }, [page]);
  const markTurn = () => {
    turned.current = true;
  };
  return { ref, markTurn };
}
