import { Outlet } from 'react-router-dom';
import { DebugBar } from './debug-bar';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollTopButton } from './scroll-top-button';
import { SkipLink } from './skip-link';

/** SPEC §2 layout around every screen except /activate/:loanerId. */
export function AppLayout() {
  return (
    <div className="app">
      <SkipLink />
      <Header />
      <main id="main" className="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ScrollTopButton />
      <DebugBar />
    </div>
  );
}
