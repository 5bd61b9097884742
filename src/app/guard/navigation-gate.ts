import type { BootstrapResult } from '../session/bootstrap';
import { paths } from '../../lib/paths';
import { decideNavigation, type GuardDecision, type RouteAccess } from './guard';
import { createLoopGuard, type LoopGuard } from './loop-guard';

/** A navigation the router committed to history; `key` is unique per history entry. */
export interface GateLocation {
  key: string;
  pathname: string;
  search: string;
}

export type GateDecision = GuardDecision | { kind: 'wait'; ms: number };

export interface GateDeps {
  accessOf(location: GateLocation): RouteAccess;
  /** Where a forwarding route (/ → /hjem) sends the user, if it is one. */
  forwardOf(location: GateLocation): string | null;
  session(): { loggedIn: boolean; hasCompany: boolean; isNetworkAdmin: boolean };
  startup(): BootstrapResult | null;
  /** Path + search as stored for "back after login" (decoded). */
  target(location: GateLocation): string;
  now?: () => number;
  loopGuard?: LoopGuard;
}

export interface NavigationGate {
  /**
   * The decision for a navigation: the loop guard first (a 'wait' means decide again with
   * `afterWait`), then the SPEC §4 guard. Asking again for the same entry returns the same
   * answer, so a repeated render never counts twice.
   */
  enter(location: GateLocation): GateDecision;
  afterWait(location: GateLocation): GuardDecision;
}

/**
 * Runs once per navigation, like a router loader did: the loop guard, the startup expiry rule
 * (SPEC §8: a 401 on the initial user data ends on Login), the guard decision, then the
 * forwarding routes.
 */
export function createNavigationGate(deps: GateDeps): NavigationGate {
  const loopGuard = deps.loopGuard ?? createLoopGuard();
  const now = deps.now ?? Date.now;
  let expiryHandled = false;
  let last: { key: string; decision: GateDecision } | null = null;

  function decide(location: GateLocation): GuardDecision {
    const access = deps.accessOf(location);
    const target = deps.target(location);
    if (deps.startup() === 'expired' && !expiryHandled) {
      expiryHandled = true;
      if (access !== 'guest') return { kind: 'redirect', to: paths.login, rememberTarget: target };
    }
    const decision = decideNavigation({ access, ...deps.session(), target });
    const forward = decision.kind === 'allow' ? deps.forwardOf(location) : null;
    return forward ? { kind: 'redirect', to: forward, rememberTarget: null } : decision;
  }

  return {
    enter(location) {
      if (last?.key === location.key) return last.decision;
      const wait = loopGuard.record(now());
      const decision: GateDecision = wait > 0 ? { kind: 'wait', ms: wait } : decide(location);
      last = { key: location.key, decision };
      return decision;
    },
    afterWait(location) {
      const decision = decide(location);
      last = { key: location.key, decision };
      return decision;
    },
  };
}
