import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AppLoading } from './app-loading';
import { DebugBar } from './debug-bar';
import { Footer } from './footer';
import { Header } from './header';
import { RouteErrorBoundary } from './route-error';
import { ScrollTopButton } from './scroll-top-button';
import { SkipLink } from './skip-link';
import { useDebugBar } from './use-debug-bar';
import './app-layout.css';

/** SPEC §2 layout around every screen except /activate/:loanerId. */
export function AppLayout() {
  const { key } = useLocation();
  const debugBar = useDebugBar();
  return (
    <div className="app">
      <SkipLink />
      <Header />
      <main id="main" className="main" tabIndex={-1}>
        {/* A failing or still loading screen keeps the header and footer around it. */}
        <RouteErrorBoundary resetKey={key}>
          <Suspense fallback={<AppLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
      <ScrollTopButton />
      {debugBar && <DebugBar />}
    </div>
  );
}
