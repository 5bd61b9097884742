import { useEffect, useRef, type ReactNode } from 'react';
import type { Location } from 'react-router-dom';
import { PwaUpdatePrompt } from '../../features/pwa';
import type { RouteMeta } from '../routes/route-meta';
import { ToastRegion } from './toast-region';
import { useDocumentMeta } from './use-document-meta';
import { useScrollRestoration } from './use-scroll-restoration';
import { useTheme } from './use-theme';

interface Props {
  /** The location on screen (the guard may still hold the previous one). */
  location: Location;
  meta: RouteMeta | null;
  params: Readonly<Record<string, string | undefined>>;
  children: ReactNode;
}

/** Route-independent parts: title/meta, theme, toasts, update prompt, scroll and focus. */
export function RootShell({ location, meta, params, children }: Props) {
  useDocumentMeta(meta, params);
  useTheme();
  useFocusOnNavigation(location.pathname);
  useScrollRestoration(location);
  return (
    <>
      {children}
      <ToastRegion />
      <PwaUpdatePrompt />
    </>
  );
}

/**
 * After a route change from outside the content (a nav link), focus <main> so screen readers
 * start at the new content. A change made inside the content (a category dropdown) keeps focus.
 */
function useFocusOnNavigation(pathname: string): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById('main');
    const active = document.activeElement;
    if (!main || (active && active !== main && main.contains(active))) return;
    main.focus({ preventScroll: true });
  }, [pathname]);
}
