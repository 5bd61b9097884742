import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { PwaUpdatePrompt } from '../../features/pwa';
import { ToastRegion } from './toast-region';
import { useDocumentMeta } from './use-document-meta';
import { useTheme } from './use-theme';

/** Route-independent parts: title/meta, theme, toasts, update prompt, scroll and focus. */
export function RootShell() {
  useDocumentMeta();
  useTheme();
  useFocusOnNavigation();
  return (
    <>
      <Outlet />
      <ToastRegion />
      <PwaUpdatePrompt />
      <ScrollRestoration />
    </>
  );
}

/**
 * After a route change from outside the content (a nav link), focus <main> so screen readers
 * start at the new content. A change made inside the content (a category dropdown) keeps focus.
 */
function useFocusOnNavigation(): void {
  const { pathname } = useLocation();
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
