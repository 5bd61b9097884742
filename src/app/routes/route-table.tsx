import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { paths, type AppPath } from '../../lib/paths';
import { routeTexts } from '../../i18n/nb/routes';
import type { RouteAccess } from '../guard/guard';
import { AppLayout } from '../layout/app-layout';
import { lazyScreen } from './lazy-screen';
import { capitalize, type RouteHandle, type RouteMeta } from './route-meta';

const catalogue = () => import('../../features/catalogue');
const network = () => import('../../features/network');
const products = () => import('../../features/products');
const screens = {
  home: lazyScreen(catalogue, 'HomePage'),
  allProducts: lazyScreen(catalogue, 'AllProductsPage'),
  category: lazyScreen(catalogue, 'CategoryPage'),
  huts: lazyScreen(catalogue, 'HutsPage'),
  // Its own chunk: the first visit (/hjem and the lists) does not load it.
  product: lazyScreen(() => import('../../features/catalogue/product-page'), 'ProductPage'),
  contact: lazyScreen(() => import('../../features/contact/contact-page'), 'ContactPage'),
  login: lazyScreen(() => import('../../features/auth/login-page'), 'LoginPage'),
  register: lazyScreen(() => import('../../features/auth/register-page'), 'RegisterPage'),
  confirmRegistration: lazyScreen(
    () => import('../../features/auth/confirm-registration-page'),
    'ConfirmRegistrationPage',
  ),
  setPassword: lazyScreen(() => import('../../features/auth/set-password-page'), 'SetPasswordPage'),
  notYet: lazyScreen(() => import('../../features/misc/not-yet-page'), 'NotYetPage'),
  chooseCompany: lazyScreen(
    () => import('../../features/misc/choose-company-page'),
    'ChooseCompanyPage',
  ),
  myPage: lazyScreen(() => import('../../features/profile/my-page'), 'MyPage'),
  activate: lazyScreen(() => import('../../features/activation/activate-page'), 'ActivatePage'),
  dashboard: lazyScreen(() => import('../../features/dashboard/dashboard-page'), 'DashboardPage'),
  stock: lazyScreen(() => import('../../features/stock/stock-page'), 'StockPage'),
  cart: lazyScreen(() => import('../../features/cart/cart-page'), 'CartPage'),
  loans: lazyScreen(() => import('../../features/loans/loans-page'), 'LoansPage'),
  avvik: lazyScreen(() => import('../../features/avvik/avvik-page'), 'AvvikPage'),
  notFound: lazyScreen(() => import('../../features/misc/not-found-page'), 'NotFoundPage'),
  settings: lazyScreen(() => import('../../features/settings/settings-page'), 'SettingsPage'),
  terms: lazyScreen(() => import('../../features/misc/terms-page'), 'TermsPage'),
  users: lazyScreen(() => import('../../features/users/users-page'), 'UsersPage'),
  network: lazyScreen(network, 'NetworkHutsPage'),
  networkInbox: lazyScreen(network, 'NetworkInboxPage'),
  networkStatistics: lazyScreen(network, 'NetworkStatisticsPage'),
  addProduct: lazyScreen(products, 'AddProductPage'),
  editProduct: lazyScreen(products, 'EditProductPage'),
  labels: lazyScreen(() => import('../../features/labels'), 'LabelsPage'),
  categoryRequest: lazyScreen(products, 'CategoryRequestPage'),
  statistics: lazyScreen(() => import('../../features/statistics'), 'StatisticsPage'),
  reservations: lazyScreen(
    () => import('../../features/reservations/reservation-settings-page'),
    'ReservationSettingsPage',
  ),
  invite: lazyScreen(() => import('../../features/invites/invite-page'), 'InvitePage'),
};

type Screen = keyof typeof screens;
type Texts = { title?: RouteMeta['title']; description?: string };

/** A route's path inside the layout: '/hjem' → 'hjem'. */
const segment = (path: AppPath) => path.slice(1);

function page(path: string, screen: Screen, access: RouteAccess, texts: Texts = {}): RouteObject {
  const Screen = screens[screen];
  return withMeta(path, <Screen />, access, texts);
}

function withMeta(path: string, element: ReactNode, access: RouteAccess, texts: Texts) {
  const meta = { access, title: texts.title, description: texts.description } satisfies RouteMeta;
  return { path, handle: { meta } satisfies RouteHandle, element };
}

/** A page of lib/paths.ts whose texts have the same key in i18n/nb/routes.ts. */
function named(
  key: Screen & keyof typeof paths & keyof typeof routeTexts,
  access: RouteAccess,
): RouteObject {
  return page(segment(paths[key]), key, access, routeTexts[key]);
}

/** A path that only forwards elsewhere; the navigation gate redirects before rendering. */
function forward(route: { index: true } | { path: string }, to: string): RouteObject {
  const meta = { access: 'public', redirect: to } satisfies RouteMeta;
  return { ...route, handle: { meta } satisfies RouteHandle, element: null };
}

const layoutRoutes: RouteObject[] = [
  forward({ index: true }, paths.home),
  forward({ path: segment(paths.auth) }, paths.login),
  named('home', 'public'),
  named('allProducts', 'public'),
  named('huts', 'public'),
  named('contact', 'public'),
  named('login', 'guest'),
  named('register', 'guest'),
  // A registration's emailed link: public, as it may be opened on any device; signed in, the
  // screen asks to sign out first rather than switch accounts.
  named('confirmRegistration', 'public'),
  // The admin CLI's one-time link: public (its token is the proof); signed in, the screen asks to
  // sign out first.
  named('setPassword', 'public'),
  named('notYet', 'public'),
  named('settings', 'public'),
  named('terms', 'public'),
  named('chooseCompany', 'auth'),
  named('myPage', 'auth'),
  named('cart', 'auth'),
  named('dashboard', 'company'),
  named('stock', 'company'),
  named('loans', 'company'),
  named('avvik', 'company'),
  named('users', 'company'),
  named('network', 'network'),
  named('networkInbox', 'network'),
  named('networkStatistics', 'network'),
  named('statistics', 'company'),
  named('reservations', 'company'),
  named('addProduct', 'company'),
  named('editProduct', 'company'),
  named('labels', 'company'),
  named('categoryRequest', 'company'),
  // An invitation's emailed link: shown signed out too; accepting needs the invited account.
  named('invite', 'public'),
  page(`${segment(paths.product)}/:productId`, 'product', 'public', routeTexts.product),
  // Static paths rank above this one whatever the order; params arrive decoded (/helårs).
  page(':season/:category?/:subcategory?', 'category', 'public', {
    title: (params) =>
      [params.subcategory, params.category, params.season]
        .filter((p): p is string => Boolean(p))
        .map(capitalize)
        .join(' – '),
  }),
  page('*', 'notFound', 'public', routeTexts.notFound),
];

/** The route table: screens, and per route the guard's access and the title/description. */
export const routes: RouteObject[] = [
  { element: <AppLayout />, children: layoutRoutes },
  // SPEC §2: outside the main layout.
  page(`${segment(paths.activate)}/:loanerId`, 'activate', 'company', routeTexts.activate),
];
