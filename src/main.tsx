import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { App } from './app/app';
import { registerNavigator } from './lib/navigation';
import { ensureBootstrapped } from './app/session/bootstrap';
import { store } from './app/store';
import { applyTheme } from './state/ui/dark-mode';
import { registerServiceWorker } from './features/pwa';
import { askPersistenceWhenUseful } from './lib/storage-persistence';
import { startCatalogueSync } from './sync/page/catalogue-scheduler';
import './styles/global.css';

// Before the first paint, so a stored dark preference never flashes light.
applyTheme(store.getState().ui.darkMode);

// With the stored login flag the user data loads now; without it this settles at once.
void ensureBootstrapped(store.dispatch);

registerServiceWorker();
// The installed app asks the browser to keep its data for good (once); a browser tab does not.
void askPersistenceWhenUseful(false);

// Every page shows the public navigation, which keeps the offline catalogue fresh (SPEC §4).
// Started here rather than by the navigation's chunk, a first visit's catalogue request no
// longer waits for that chunk: with a slow phone and connection emulated, the home page's
// categories showed about 0.2 s sooner (issue 12).
startCatalogueSync();

/** Lets non-React code (logout, the API layer) navigate with the router (see navigation.ts). */
function RouterNavigator() {
  const navigate = useNavigate();
  useEffect(() => {
    registerNavigator({
      navigate: (to, options) => void navigate(to, options),
    });
  }, [navigate]);
  return null;
}

const container = document.getElementById('root');
if (!container) throw new Error('Fant ikke #root i index.html');

/**
 * The first render on React DOM, as a transition: React renders it in its own tasks after the
 * modules' evaluation and yields to the browser every few milliseconds while it works, so a slow
 * phone is never blocked by one long task of evaluation plus render (Lighthouse's total blocking
 * time: docs/architecture.md, "The first visit"). The theme is already applied above, so the
 * frames before it are not a flash.
 */
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter>
          <RouterNavigator />
          <App />
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
});
