import { useEffect, useRef } from 'react';

/**
 * After the user turns the page (not after a filter change, not on first render), brings the
 * results heading into view and focuses it, so keyboard and screen-reader users land on the
 * new page instead of staying at the bottom bar.
 */
export function usePageTurnFocus<T extends HTMLElement>(page: number | undefined) {
  const ref = useRef<T>(null);
  const turned = useRef(false);
  useEffect(() => {
    if (!turned.current || page === undefined) return;
    turned.current = false;
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView({ block: 'start' });
  }, [page]);
  const markTurn = () => {
    turned.current = true;
  };
  return { ref, markTurn };
}
