import type { CompanyRole } from '../shared/contracts/common';
import { STAFF_ROLES } from './services/companies';

/** Where a hut-scoped route finds its hut. */
export type HutSource =
  /** The session's chosen hut (409 when none is chosen). */
  | 'session'
  /** The `:id` parameter of the URL. */
  | 'params'
  /** `company_id` of the body when given, else the session's hut. */
  | 'bodyOrSession';

export interface AccessRule {
  /** Without a session: 401, before the input is validated. */
  session: boolean;
  /** Only the network admin: 403 for everyone else, before the input is validated. */
  networkAdmin: boolean;
  /** The hut whose membership is checked after validation (404 unknown hut, 403 no role). */
  hut: HutSource | null;
  /** Roles at that hut that pass; network admins pass every hut. */
  roles: readonly CompanyRole[];
  /** For the API reference. */
  text: string;
}

const ADMIN_ONLY: readonly CompanyRole[] = ['admin'];

/**
 * Who may call a route: every route names one of these in its options (routes/README.md), and
 * the access plugin (plugins/access.ts) enforces it. There is no other access check in a route.
 */
export const accessLevels = {
  public: {
    session: false,
    networkAdmin: false,
    hut: null,
    roles: [],
    text: 'Anyone, signed in or not.',
  },
  signedIn: {
    session: true,
    networkAdmin: false,
    hut: null,
    roles: [],
    text: 'Any signed-in user.',
  },
  staffOfSessionHut: {
    session: true,
    networkAdmin: false,
    hut: 'session',
    roles: STAFF_ROLES,
    text: 'Admin or staff of the hut chosen for the session (or the network admin).',
  },
  staffOfHut: {
    session: true,
    networkAdmin: false,
    hut: 'params',
    roles: STAFF_ROLES,
    text: 'Admin or staff of the hut in the URL (or the network admin).',
  },
  staffOfNamedOrSessionHut: {
    session: true,
    networkAdmin: false,
    hut: 'bodyOrSession',
    roles: STAFF_ROLES,
    text: 'Admin or staff of the hut named by company_id in the body, else of the session’s hut (or the network admin).',
  },
  hutAdmin: {
    session: true,
    networkAdmin: false,
    hut: 'params',
    roles: ADMIN_ONLY,
    text: 'Admin of the hut in the URL (or the network admin).',
  },
  networkAdmin: {
    session: true,
    networkAdmin: true,
    hut: null,
    roles: [],
    text: 'The network admin only.',
  },
} as const satisfies Record<string, AccessRule>;

export type Access = keyof typeof accessLevels;

export const isAccess = (value: unknown): value is Access =>
  typeof value === 'string' && Object.hasOwn(accessLevels, value);

/** The levels whose handlers get a checked hut (`hut` in the route context). */
export type HutAccess = {
  [A in Access]: (typeof accessLevels)[A]['hut'] extends null ? never : A;
}[Access];

/** The levels whose handlers get a signed-in user and session. */
export type SessionAccess = {
  [A in Access]: (typeof accessLevels)[A]['session'] extends true ? A : never;
}[Access];
