import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RouteAccess } from './guard/guard';
import { AppLayout } from './layout/app-layout';
import { capitalize, type RouteHandle, type RouteMeta } from './route-meta';
import { paths } from '../lib/paths';

type CataloguePage = 'HomePage' | 'AllProductsPage' | 'CategoryPage' | 'HutsPage';

// Every screen is its own chunk, loaded when first shown; navigations run in a transition, so
// the previous screen stays until the next one is ready.
const cataloguePage = (name: CataloguePage) =>
  lazy(async () => ({ default: (await import('../features/catalogue'))[name] }));

const HomePage = cataloguePage('HomePage');
const AllProductsPage = cataloguePage('AllProductsPage');
const CategoryPage = cataloguePage('CategoryPage');
const HutsPage = cataloguePage('HutsPage');
const ContactPage = lazy(async () => ({
  default: (await import('../features/contact/contact-page')).ContactPage,
}));
const LoginPage = lazy(async () => ({
  default: (await import('../features/auth/login-page')).LoginPage,
}));
const RegisterPage = lazy(async () => ({
  default: (await import('../features/auth/register-page')).RegisterPage,
}));
const NotYetPage = lazy(async () => ({
  default: (await import('../features/misc/not-yet-page')).NotYetPage,
}));
const ChooseCompanyPage = lazy(async () => ({
  default: (await import('../features/misc/choose-company-page')).ChooseCompanyPage,
}));
const MyPage = lazy(async () => ({ default: (await import('../features/misc/my-page')).MyPage }));
const ComingSoonPage = lazy(async () => ({
  default: (await import('../features/misc/coming-soon-page')).ComingSoonPage,
}));
const ActivatePage = lazy(async () => ({
  default: (await import('../features/activation/activate-page')).ActivatePage,
}));
const DashboardPage = lazy(async () => ({
  default: (await import('../features/dashboard/dashboard-page')).DashboardPage,
}));
const StockPage = lazy(async () => ({
  default: (await import('../features/stock/stock-page')).StockPage,
}));
const CartPage = lazy(async () => ({
  default: (await import('../features/cart/cart-page')).CartPage,
}));
const LoansPage = lazy(async () => ({
  default: (await import('../features/loans/loans-page')).LoansPage,
}));
const AvvikPage = lazy(async () => ({
  default: (await import('../features/avvik/avvik-page')).AvvikPage,
}));
const NotFoundPage = lazy(async () => ({
  default: (await import('../features/misc/not-found-page')).NotFoundPage,
}));

function handle(access: RouteAccess, title?: RouteMeta['title'], description?: string) {
  return { meta: { access, title, description } } satisfies RouteHandle;
}

function page(
  path: string,
  Screen: ComponentType,
  access: RouteAccess,
  title?: RouteMeta['title'],
  description?: string,
): RouteObject {
  return { path, handle: handle(access, title, description), element: <Screen /> };
}

/** A path that only forwards elsewhere; the navigation gate redirects before rendering. */
function forward(route: { index: true } | { path: string }, to: string): RouteObject {
  const meta = { access: 'public', redirect: to } satisfies RouteMeta;
  return { ...route, handle: { meta } satisfies RouteHandle, element: null };
}

function staffRoute(path: string, title: string): RouteObject {
  return { path, handle: handle('company', title), element: <ComingSoonPage title={title} /> };
}

const layoutRoutes: RouteObject[] = [
  forward({ index: true }, paths.home),
  forward({ path: 'auth' }, paths.login),
  page(
    'hjem',
    HomePage,
    'public',
    undefined,
    'Finn en utstyrsbod, finn utstyr og lån det gratis. Registrer deg og lever når du er ferdig.',
  ),
  page(
    'alleprodukter',
    AllProductsPage,
    'public',
    'Alle produkter',
    'Alt utstyr i alle utstyrsboder, med hva som er ledig.',
  ),
  page(
    'utstyrsboder',
    HutsPage,
    'public',
    'Utstyrsboder',
    'Finn en utstyrsbod etter fylke, kommune og sted.',
  ),
  page(
    'kontakt',
    ContactPage,
    'public',
    'Kontakt oss',
    'Spørsmål, eller vil dere registrere en utstyrsbod?',
  ),
  page('login', LoginPage, 'guest', 'Logg inn', 'Logg inn på Utstyrsbod.'),
  page(
    'register',
    RegisterPage,
    'guest',
    'Registrer deg gratis',
    'Registrer deg gratis og lån utstyr.',
  ),
  page('notyet', NotYetPage, 'public', 'Kommer snart'),
  page('velgfirma', ChooseCompanyPage, 'auth', 'Velg utstyrsbod'),
  page('minside', MyPage, 'auth', 'Min side'),
  page('lånekurv', CartPage, 'auth', 'Lånekurv'),
  page('dashboard', DashboardPage, 'company', 'Dashboard'),
  page('lagerbeholdning', StockPage, 'company', 'Lagerbeholdning'),
  page('utlansoversikt', LoansPage, 'company', 'Utlånsoversikt'),
  page('avvik', AvvikPage, 'company', 'Avvik'),
  staffRoute('brukeroversikt', 'Brukeroversikt'),
  staffRoute('statistikk', 'Statistikk'),
  staffRoute('leggtilprodukt', 'Legg til produkt'),
  staffRoute('endreprodukt', 'Endre produkt'),
  staffRoute('beomkategori', 'Be om ny kategori'),
  // Static paths rank above this one whatever the order; params arrive decoded (/helårs).
  page(':season/:category?/:subcategory?', CategoryPage, 'public', (params) =>
    [params.subcategory, params.category, params.season]
      .filter((p): p is string => Boolean(p))
      .map(capitalize)
      .join(' – '),
  ),
  page('*', NotFoundPage, 'public', 'Fant ikke siden'),
];

/** The route table: screens, and per route the guard's access and the title/description. */
export const routes: RouteObject[] = [
  { element: <AppLayout />, children: layoutRoutes },
  // SPEC §2: outside the main layout.
  page('activate/:loanerId', ActivatePage, 'company', 'Aktiver bruker'),
];
