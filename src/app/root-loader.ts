import { matchRoutes, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { ensureBootstrapped } from './session/bootstrap';
import { selectHasCompany, selectIsLoggedIn } from './session/selectors';
import { storageKeys, writeStored } from './session/storage';
import { decideNavigation, loginPath, type RouteAccess } from './guard/guard';
import { createLoopGuard } from './guard/loop-guard';
import { safeDecodePath } from './navigation';
import { isRouteHandle } from './route-meta';
import type { AppStore } from './store';

function accessOf(routes: RouteObject[], pathname: string): RouteAccess {
  const matches = matchRoutes(routes, pathname) ?? [];
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle: unknown = matches[i]?.route.handle;
    if (isRouteHandle(handle)) return handle.meta.access;
  }
  return 'public';
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs before every navigation (the root route revalidates always): startup user data, the
 * loop guard, then the SPEC §4 guard decision.
 */
export function createRootLoader(store: AppStore, routes: () => RouteObject[]) {
  const loopGuard = createLoopGuard();
  let expiryHandled = false;

  return async function rootLoader({ request }: LoaderFunctionArgs): Promise<Response | null> {
    const startup = await ensureBootstrapped(store.dispatch);
    const wait = loopGuard.record(Date.now());
    if (wait > 0) await delay(wait);

    const url = new URL(request.url);
    const target = safeDecodePath(url.pathname) + url.search;
    const access = accessOf(routes(), url.pathname);

    // SPEC §8: a 401 on the initial user data logs the user out, which ends on Login.
    if (startup === 'expired' && !expiryHandled) {
      expiryHandled = true;
      if (access !== 'guest') {
        writeStored(storageKeys.lastVisitedRoute, target);
        return redirect(loginPath);
      }
    }

    const state = store.getState();
    const decision = decideNavigation({
      access,
      loggedIn: selectIsLoggedIn(state),
      hasCompany: selectHasCompany(state),
      target,
    });
    if (decision.kind === 'allow') return null;
    if (decision.rememberTarget) writeStored(storageKeys.lastVisitedRoute, decision.rememberTarget);
    return redirect(decision.to);
  };
}
