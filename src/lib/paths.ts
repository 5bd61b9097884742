import { inviteLink } from '../shared/contracts/invite-link';
import { registrationLink } from '../shared/contracts/registration-link';
import { passwordLinkPath } from '../shared/contracts/password-link-path';
import type { ContactSubject } from '../shared/domain/statuses';

/**
 * Every path of the app (SPEC §2), written once. Screens link with these; the router builds its
 * table from them (app/routes). Norwegian path names are as the SPEC writes them.
 */
export const paths = {
  root: '/',
  home: '/hjem',
  allProducts: '/alleprodukter',
  huts: '/utstyrsboder',
  contact: '/kontakt',
  auth: '/auth',
  login: '/login',
  register: '/register',
  /** /bekreft-registrering#…: the emailed link that makes the account of a registration. */
  confirmRegistration: registrationLink.path,
  /** /sett-passord#…: the one-time link the admin CLI prints, to set an account's password. */
  setPassword: passwordLinkPath.path,
  notYet: '/notyet',
  settings: '/innstillinger',
  terms: '/vilkar',
  chooseCompany: '/velgfirma',
  myPage: '/minside',
  cart: '/lånekurv',
  dashboard: '/dashboard',
  stock: '/lagerbeholdning',
  loans: '/utlansoversikt',
  avvik: '/avvik',
  users: '/brukeroversikt',
  statistics: '/statistikk',
  /** The hut's booking rules (booking ahead). */
  reservations: '/reservasjoner',
  addProduct: '/leggtilprodukt',
  editProduct: '/endreprodukt',
  categoryRequest: '/beomkategori',
  /** QR labels for the hut's units (of one product with ?produkt=ID), to print on A4 sheets. */
  labels: '/etiketter',
  /** The network admin's screens: the huts, and the inbox of contact messages. */
  network: '/nettverk',
  networkInbox: '/nettverk/innboks',
  networkStatistics: '/nettverk/statistikk',
  /** /activate/{loanerId}: outside the main layout (SPEC §2). */
  activate: '/activate',
  /** /produkt/{id}: a product's public page (photo, parts, 'Ledig' per hut and size). */
  product: '/produkt',
  /** /invitasjon#token=…: the emailed link of a staff invitation, to see and accept it. */
  invite: inviteLink.path,
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** /activate/12 */
export function activatePath(loanerId: number | string): string {
  return `${paths.activate}/${encodeURIComponent(String(loanerId))}`;
}

/** The contact form's subject in its link (/kontakt?emne=bli-utstyrsbod): Norwegian words. */
export const contactSubjectParam = {
  name: 'emne',
  values: { general: 'sporsmal', become_hut: 'bli-utstyrsbod' },
} as const satisfies { name: string; values: Record<ContactSubject, string> };

/** /produkt/12, or /produkt/12?bod=3 to show the chosen hut first. */
export function productPath(productId: number, hutId: number | null = null): string {
  const path = `${paths.product}/${productId}`;
  return hutId === null ? path : `${path}?bod=${hutId}`;
}

/** A path with a query string; empty values are left out. */
export function withQuery(
  path: AppPath,
  query: Record<string, string | number | null | undefined>,
) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Pages a signed-in user is sent away from (SPEC §4: Login or Register while logged in). */
export const guestPaths: ReadonlySet<string> = new Set([paths.login, paths.register, paths.auth]);

/** Where to go after a successful login: the remembered route unless it is a guest page. */
export function afterLoginPath(lastVisited: string | null): string {
  if (!lastVisited || !lastVisited.startsWith('/') || lastVisited.startsWith('//')) {
    return paths.root;
  }
  const path = lastVisited.split(/[?#]/)[0] ?? '';
  return guestPaths.has(path) ? paths.root : lastVisited;
}
