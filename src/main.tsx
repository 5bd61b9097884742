import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { registerNavigator, safeDecodePath } from './app/navigation';
import { router } from './app/router';
import { store } from './app/store';
import { applyTheme } from './app/ui/dark-mode';
import { registerServiceWorker } from './features/pwa';
import './styles/global.css';

// Before the first paint, so a stored dark preference never flashes light.
applyTheme(store.getState().ui.darkMode);

registerNavigator({
  navigate: (to, options) => void router.navigate(to, options),
  currentPath: () => {
    const { pathname, search } = router.state.location;
    return safeDecodePath(pathname) + search;
  },
});

registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('Fant ikke #root i index.html');

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
