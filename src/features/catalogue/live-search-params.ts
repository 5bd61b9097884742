/**
 * The query string as it is now. React Router's setSearchParams builds on the params of the last
 * render, so two quick filter changes (category, then hut) would lose the first; the address bar
 * is always current.
 */
export function liveSearchParams(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}
