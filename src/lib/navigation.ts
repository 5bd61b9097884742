/**
 * Lets non-React code (the logout flow, the API layer) navigate without importing the router,
 * which would create an import cycle (router → pages → api → router).
 */
export interface Navigator {
  navigate(to: string, options?: { replace?: boolean }): void;
}

let registered: Navigator | null = null;

export function registerNavigator(navigator: Navigator): void {
  registered = navigator;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (registered) registered.navigate(to, options);
  else if (typeof window !== 'undefined') window.location.assign(to);
}

/**
 * Current path + search + fragment, the path decoded (e.g. "/lånekurv"): the address bar, not the
 * rendered screen. While the next screen's code loads, the router keeps the previous screen
 * committed, but the person has already gone on (a logout then must remember where they went, not
 * where they were). The fragment is kept: an invitation's link carries its token there.
 */
export function currentPath(): string {
  if (typeof window === 'undefined') return '/';
  return safeDecodePath(window.location.pathname) + window.location.search + window.location.hash;
}

/** decodeURI that keeps the input when it is not valid percent-encoding. */
export function safeDecodePath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
