import { createBrowserRouter, Navigate, redirect, type RouteObject } from 'react-router-dom';
import type { RouteAccess } from './guard/guard';
import { AppLayout } from './layout/app-layout';
import { AppLoading } from './layout/app-loading';
import { RootShell } from './layout/root-shell';
import { RouteError } from './layout/route-error';
import { createRootLoader } from './root-loader';
import { capitalize, type RouteHandle, type RouteMeta } from './route-meta';
import { store } from './store';

type CataloguePage = 'HomePage' | 'AllProductsPage' | 'CategoryPage' | 'HutsPage';

// Every screen is its own chunk; the router loads it before it commits the navigation.
const catalogue = (name: CataloguePage) => async () => {
  const pages = await import('../features/catalogue');
  return { Component: pages[name] };
};
const comingSoon = async () => ({
  Component: (await import('../features/misc/coming-soon-page')).ComingSoonPage,
});

function handle(access: RouteAccess, title?: RouteMeta['title'], description?: string) {
  return { meta: { access, title, description } } satisfies RouteHandle;
}

function staffRoute(path: string, title: string): RouteObject {
  return { path, handle: handle('company', title), lazy: comingSoon };
}

const layoutRoutes: RouteObject[] = [
  // The loaders redirect before anything renders; the components cover a client-side match.
  { index: true, loader: () => redirect('/hjem'), element: <Navigate to="/hjem" replace /> },
  { path: 'auth', loader: () => redirect('/login'), element: <Navigate to="/login" replace /> },
  {
    path: 'hjem',
    handle: handle(
      'public',
      undefined,
      'Finn en utstyrsbod, finn utstyr og lån det gratis. Registrer deg og lever når du er ferdig.',
    ),
    lazy: catalogue('HomePage'),
  },
  {
    path: 'alleprodukter',
    handle: handle(
      'public',
      'Alle produkter',
      'Alt utstyr i alle utstyrsboder, med hva som er ledig.',
    ),
    lazy: catalogue('AllProductsPage'),
  },
  {
    path: 'utstyrsboder',
    handle: handle('public', 'Utstyrsboder', 'Finn en utstyrsbod etter fylke, kommune og sted.'),
    lazy: catalogue('HutsPage'),
  },
  {
    path: 'kontakt',
    handle: handle('public', 'Kontakt oss', 'Spørsmål, eller vil dere registrere en utstyrsbod?'),
    lazy: async () => ({
      Component: (await import('../features/contact/contact-page')).ContactPage,
    }),
  },
  {
    path: 'login',
    handle: handle('guest', 'Logg inn', 'Logg inn på Utstyrsbod.'),
    lazy: async () => ({ Component: (await import('../features/auth/login-page')).LoginPage }),
  },
  {
    path: 'register',
    handle: handle('guest', 'Registrer deg gratis', 'Registrer deg gratis og lån utstyr.'),
    lazy: async () => ({
      Component: (await import('../features/auth/register-page')).RegisterPage,
    }),
  },
  {
    path: 'notyet',
    handle: handle('public', 'Kommer snart'),
    lazy: async () => ({ Component: (await import('../features/misc/not-yet-page')).NotYetPage }),
  },
  {
    path: 'velgfirma',
    handle: handle('auth', 'Velg utstyrsbod'),
    lazy: async () => ({
      Component: (await import('../features/misc/choose-company-page')).ChooseCompanyPage,
    }),
  },
  {
    path: 'minside',
    handle: handle('auth', 'Min side'),
    lazy: async () => ({ Component: (await import('../features/misc/my-page')).MyPage }),
  },
  { path: 'lånekurv', handle: handle('auth', 'Lånekurv'), lazy: comingSoon },
  staffRoute('dashboard', 'Dashboard'),
  staffRoute('lagerbeholdning', 'Lagerbeholdning'),
  staffRoute('utlansoversikt', 'Utlånsoversikt'),
  staffRoute('brukeroversikt', 'Brukeroversikt'),
  staffRoute('statistikk', 'Statistikk'),
  staffRoute('leggtilprodukt', 'Legg til produkt'),
  staffRoute('endreprodukt', 'Endre produkt'),
  staffRoute('beomkategori', 'Be om ny kategori'),
  // Last, so the static paths above win; params arrive decoded (/helårs).
  {
    path: ':season/:category?/:subcategory?',
    handle: handle('public', (params) =>
      [params.subcategory, params.category, params.season]
        .filter((p): p is string => Boolean(p))
        .map(capitalize)
        .join(' – '),
    ),
    lazy: catalogue('CategoryPage'),
  },
  {
    path: '*',
    handle: handle('public', 'Fant ikke siden'),
    lazy: async () => ({
      Component: (await import('../features/misc/not-found-page')).NotFoundPage,
    }),
  },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootShell,
    HydrateFallback: AppLoading,
    ErrorBoundary: RouteError,
    loader: createRootLoader(store, () => routes),
    // The guard must see every navigation, not only the first.
    shouldRevalidate: () => true,
    children: [
      {
        Component: AppLayout,
        // A failing screen keeps the header and footer around it.
        children: [{ ErrorBoundary: RouteError, children: layoutRoutes }],
      },
      {
        // SPEC §2: outside the main layout.
        path: 'activate/:loanerId',
        handle: handle('company', 'Aktiver bruker'),
        lazy: async () => ({
          Component: (await import('../features/misc/activate-page')).ActivatePage,
        }),
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
