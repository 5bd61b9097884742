import { paths } from '../../lib/paths';

/**
 * SPEC §4 navigation guard as a pure decision, so it can be tested without a router.
 * - public: always allowed
 * - guest (/login, /register): a logged-in user goes to /dashboard with a company, else /minside
 * - auth: needs a logged-in user, else the target is remembered and the user goes to /login
 * - company: needs a logged-in user with a selected company, else /login or /minside
 * - network: the network admin only, else /login (remembered) or /minside
 */
export type RouteAccess = 'public' | 'guest' | 'auth' | 'company' | 'network';

export interface GuardInput {
  access: RouteAccess;
  /** Local login flag AND the user record loaded (SPEC: only then is the user logged in). */
  loggedIn: boolean;
  hasCompany: boolean;
  /** users.is_network_admin of the loaded user. */
  isNetworkAdmin: boolean;
  /** Path + search of the target, stored as last visited route when sent to login. */
  target: string;
}

export type GuardDecision =
  { kind: 'allow' } | { kind: 'redirect'; to: string; rememberTarget: string | null };

export function decideNavigation(input: GuardInput): GuardDecision {
  const { access, loggedIn, hasCompany, isNetworkAdmin, target } = input;
  switch (access) {
    case 'public':
      return { kind: 'allow' };
    case 'guest':
      return loggedIn
        ? {
            kind: 'redirect',
            to: hasCompany ? paths.dashboard : paths.myPage,
            rememberTarget: null,
          }
        : { kind: 'allow' };
    case 'auth':
      return loggedIn ? { kind: 'allow' } : toLogin(target);
    case 'company':
      if (!loggedIn) return toLogin(target);
      return hasCompany
        ? { kind: 'allow' }
        : { kind: 'redirect', to: paths.myPage, rememberTarget: null };
    case 'network':
      if (!loggedIn) return toLogin(target);
      return isNetworkAdmin
        ? { kind: 'allow' }
        : { kind: 'redirect', to: paths.myPage, rememberTarget: null };
  }
}

function toLogin(target: string): GuardDecision {
  return { kind: 'redirect', to: paths.login, rememberTarget: target };
}
