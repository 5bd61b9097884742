import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Location } from 'react-router-dom';

// The same session storage entry the router's own scroll restoration used.
const storageKey = 'react-router-scroll-positions';

let positions: Record<string, number> | null = null;

function savedPositions(): Record<string, number> {
  if (positions) return positions;
  positions = {};
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? '{}');
    if (typeof stored === 'object' && stored !== null) {
      for (const [key, y] of Object.entries(stored)) if (typeof y === 'number') positions[key] = y;
    }
  } catch {
    // Unreadable or unavailable storage: start without saved positions.
  }
  return positions;
}

/**
 * Scroll per history entry: back/forward (and a reload) return to where the entry was left,
 * a new entry starts at its #hash element or the top.
 */
export function useScrollRestoration(location: Location): void {
  const keyRef = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onScroll = () => {
      savedPositions()[keyRef.current] = window.scrollY;
    };
    const onPageHide = () => {
      onScroll();
      try {
        sessionStorage.setItem(storageKey, JSON.stringify(savedPositions()));
      } catch {
        // Without storage a reload simply starts at the top.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    keyRef.current = location.key;
    const saved = savedPositions()[location.key];
    if (typeof saved === 'number') {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      try {
        const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
        if (target) {
          target.scrollIntoView();
          return;
        }
      } catch {
        // Not a decodable id: scroll to the top instead.
      }
    }
    window.scrollTo(0, 0);
  }, [location]);
}
