/** URL path without the query string. */
export function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

/** Requests the API layer owns (origin check, sessions, JSON 404s); everything else is the app. */
export function isApiPath(url: string): boolean {
  const path = pathOf(url);
  return (
    path === '/api' ||
    path.startsWith('/api/') ||
    path === '/csrf-cookie' ||
    path.startsWith('/csrf-cookie/')
  );
}
