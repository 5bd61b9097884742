import { startTransition, useEffect, useRef, useState } from 'react';
import {
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigationType,
} from 'react-router-dom';
import { storageKeys, writeStored } from '../../lib/local-storage';
import type { GateDecision, NavigationGate } from './navigation-gate';

interface GateState {
  location: Location;
  /** How the location was reached; a redirect replaces the entry only after a replace. */
  type: NavigationType;
  decision: GateDecision;
  /** The last location the guard allowed: what is on screen. */
  shown: Location | null;
}

function settle(
  location: Location,
  type: NavigationType,
  decision: GateDecision,
  shown: Location | null,
): GateState {
  return { location, type, decision, shown: decision.kind === 'allow' ? location : shown };
}

/**
 * Puts the navigation gate in front of the routes and returns the location to render. While a
 * redirect or a loop-guard delay is pending, the previous screen stays (nothing on the very
 * first navigation, so nothing protected ever renders). A redirect adds a history entry, or
 * replaces one after a replacing navigation, as a router loader's redirect does.
 */
export function useGuardedLocation(gate: NavigationGate): Location | null {
  const location = useLocation();
  const type = useNavigationType();
  const navigate = useNavigate();
  const [state, setState] = useState(() => settle(location, type, gate.enter(location), null));

  // A new history entry: decide during render, so an allowed screen renders in the same pass.
  let current = state;
  if (state.location.key !== location.key) {
    current = settle(location, type, gate.enter(location), state.shown);
    setState(current);
  }

  const redirected = useRef<GateState | null>(null);
  useEffect(() => {
    const { decision, location: at } = state;
    if (decision.kind === 'redirect') {
      // Once per decision, also when development mode runs effects twice.
      if (redirected.current === state) return;
      redirected.current = state;
      if (decision.rememberTarget) {
        writeStored(storageKeys.lastVisitedRoute, decision.rememberTarget);
      }
      void navigate(decision.to, { replace: state.type === 'REPLACE' });
      return;
    }
    if (decision.kind !== 'wait') return;
    const timer = setTimeout(() => {
      const next = gate.afterWait(at);
      // A transition, so the previous screen stays while the next one's code loads.
      startTransition(() =>
        setState((s) => (s.location.key === at.key ? settle(at, s.type, next, s.shown) : s)),
      );
    }, decision.ms);
    return () => clearTimeout(timer);
  }, [state, gate, navigate]);

  return current.shown;
}
