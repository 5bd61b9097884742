import {
  configureStore,
  createDynamicMiddleware,
  type Middleware,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { render, type RenderResult } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { StrictMode, useEffect, type ReactElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { provideStoreHookup } from '../state/api-hookup';
import type { AppDispatch } from '../state/hooks';
import { rootReducer } from '../state/root-reducer';

/**
 * Render helpers of the component tests (`*.test.tsx`, run in jsdom by the `components` project
 * of vitest.config.ts). Components render as in src/main.tsx: in StrictMode, and for screens
 * with the app's Redux store (the real root reducer, a fresh store per render) and a router.
 */

// As app/store.ts: the RTK Query api plugs its middleware in when its module first loads. One
// dynamic middleware serves every store made here; the api dispatches into the current one.
const dynamicMiddleware = createDynamicMiddleware();

function makeStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(dynamicMiddleware.middleware),
  });
}

export type TestStore = ReturnType<typeof makeStore>;

let current: TestStore = makeStore();

provideStoreHookup({
  addMiddleware: (middleware: Middleware) => dynamicMiddleware.addMiddleware(middleware),
  dispatch: ((action: UnknownAction) => current.dispatch(action)) as AppDispatch,
});

/** Queries go through `screen`, as Testing Library advises. */
export interface Rendered extends Pick<RenderResult, 'container' | 'rerender' | 'unmount'> {
  /** user-event, set up before the render as its docs advise. */
  user: UserEvent;
}

/** A shared UI component, alone (in StrictMode). */
export function renderUi(ui: ReactElement): Rendered {
  const user = userEvent.setup();
  const { container, rerender, unmount } = render(ui, { wrapper: StrictMode });
  return { container, rerender, unmount, user };
}

export interface RenderedScreen extends Rendered {
  store: TestStore;
  /** The router's path now (after a navigate). */
  path: () => string;
}

/** A feature's component with a fresh store and a router at `route`, as the app renders it. */
export function renderScreen(
  ui: ReactElement,
  { route = '/' }: { route?: string } = {},
): RenderedScreen {
  const store = makeStore();
  current = store;
  let path = route;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StrictMode>
      <Provider store={store}>
        <MemoryRouter initialEntries={[route]}>
          <PathProbe onPath={(next) => (path = next)} />
          {children}
        </MemoryRouter>
      </Provider>
    </StrictMode>
  );
  const user = userEvent.setup();
  const { container, rerender, unmount } = render(ui, { wrapper });
  return { container, rerender, unmount, user, store, path: () => path };
}

function PathProbe({ onPath }: { onPath: (path: string) => void }) {
  const { pathname } = useLocation();
  useEffect(() => {
    onPath(pathname);
  }, [pathname, onPath]);
  return null;
}

/** The texts of the toasts shown (the app's toast list, newest last). */
export function toastTexts(store: TestStore): string[] {
  return store.getState().ui.toasts.map((toast) => toast.text);
}
