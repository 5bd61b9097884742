import { matchRoutes, type Location, type RouteObject } from 'react-router-dom';
import type { RouteAccess } from '../guard/guard';
import { shellTexts } from '../../i18n/nb/shell';

/** Per-route metadata in `handle.meta`: access for the guard, title and description. */
export interface RouteMeta {
  access: RouteAccess;
  /** Page title before " – Utstyrsbod"; a function gets the decoded route params. */
  title?: string | ((params: Readonly<Record<string, string | undefined>>) => string);
  description?: string;
  /** On a path that only forwards (/ → /hjem): the gate redirects, nothing renders. */
  redirect?: string;
}

export interface RouteHandle {
  meta: RouteMeta;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    'meta' in handle &&
    typeof handle.meta === 'object' &&
    handle.meta !== null &&
    'access' in handle.meta
  );
}

/** The deepest meta of a match list (route handles from the root down). */
export function deepestMeta(handles: readonly unknown[]): RouteMeta | null {
  for (let i = handles.length - 1; i >= 0; i--) {
    const handle = handles[i];
    if (isRouteHandle(handle)) return handle.meta;
  }
  return null;
}

/** The deepest meta and the decoded params of the routes matching a location. */
export function matchRouteMeta(
  routes: RouteObject[],
  location: Pick<Location, 'pathname'>,
): { meta: RouteMeta | null; params: Readonly<Record<string, string | undefined>> } {
  const matches = matchRoutes(routes, location) ?? [];
  return {
    meta: deepestMeta(matches.map((m) => m.route.handle)),
    params: matches[matches.length - 1]?.params ?? {},
  };
}

export function documentTitle(
  meta: RouteMeta | null,
  params: Readonly<Record<string, string | undefined>>,
): string {
  const title = typeof meta?.title === 'function' ? meta.title(params) : meta?.title;
  return title ? `${title} – ${shellTexts.appName}` : shellTexts.appName;
}

/** "helårs" → "Helårs" for titles built from URL slugs. */
export function capitalize(slug: string): string {
  const words = slug.replace(/-/g, ' ');
  return words.charAt(0).toLocaleUpperCase('nb') + words.slice(1);
}
