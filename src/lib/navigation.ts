/**
 * Lets non-React code (the logout flow, the API layer) navigate without importing the router,
 * which would create an import cycle (router → pages → api → router).
 */
export interface Navigator {
  navigate(to: string, options?: { replace?: boolean }): void;
  /** Current path + search, decoded (e.g. "/lånekurv"). */
  currentPath(): string;
}

let registered: Navigator | null = null;

export function registerNavigator(navigator: Navigator): void {
  registered = navigator;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (registered) registered.navigate(to, options);
  else if (typeof window !== 'undefined') window.location.assign(to);
}

export function currentPath(): string {
  if (registered) return registered.currentPath();
  if (typeof window === 'undefined') return '/';
  return safeDecodePath(window.location.pathname) + window.location.search;
}

/** decodeURI that keeps the input when it is not valid percent-encoding. */
export function safeDecodePath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
