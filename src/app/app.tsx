import { Suspense, useSyncExternalStore } from 'react';
import { useLocation, useRoutes } from 'react-router-dom';
import { createNavigationGate } from './guard/navigation-gate';
import { useGuardedLocation } from './guard/use-guarded-location';
import { AppLoading } from './layout/app-loading';
import { RootShell } from './layout/root-shell';
import { RouteErrorBoundary } from './layout/route-error';
import { safeDecodePath } from '../lib/navigation';
import { matchRouteMeta } from './routes/route-meta';
import { routes } from './routes/route-table';
import { getBootstrapResult, subscribeBootstrap } from './session/bootstrap';
import {
  selectHasCompany,
  selectIsLoggedIn,
  selectIsNetworkAdmin,
} from '../state/session/selectors';
import { store } from './store';

const gate = createNavigationGate({
  accessOf: (location) => matchRouteMeta(routes, location).meta?.access ?? 'public',
  forwardOf: (location) => matchRouteMeta(routes, location).meta?.redirect ?? null,
  session: () => {
    const state = store.getState();
    return {
      loggedIn: selectIsLoggedIn(state),
      hasCompany: selectHasCompany(state),
      isNetworkAdmin: selectIsNetworkAdmin(state),
    };
  },
  startup: getBootstrapResult,
  target: (location) => safeDecodePath(location.pathname) + location.search,
});

/** Waits for the startup user data (only with the stored login flag), then the guarded routes. */
export function App() {
  const startup = useSyncExternalStore(subscribeBootstrap, getBootstrapResult);
  return startup === null ? <AppLoading /> : <GuardedRoutes />;
}

function GuardedRoutes() {
  const location = useLocation();
  const shown = useGuardedLocation(gate);
  // While the guard holds the previous screen, render that location instead of the new one.
  const element = useRoutes(routes, shown && shown !== location ? shown : undefined);
  if (!shown) return <AppLoading />;
  const { meta, params } = matchRouteMeta(routes, shown);
  return (
    <RouteErrorBoundary resetKey={shown.key}>
      <RootShell location={shown} meta={meta} params={params}>
        <Suspense fallback={<AppLoading />}>{element}</Suspense>
      </RootShell>
    </RouteErrorBoundary>
  );
}
