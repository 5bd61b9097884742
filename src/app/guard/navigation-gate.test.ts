import { describe, expect, it } from 'vitest';
import type { BootstrapResult } from '../session/bootstrap';
import type { RouteAccess } from './guard';
import { createNavigationGate, type GateDeps, type GateLocation } from './navigation-gate';

const access: Record<string, RouteAccess> = {
  '/hjem': 'public',
  '/login': 'guest',
  '/minside': 'auth',
  '/dashboard': 'company',
};

function setup(opts: { loggedIn?: boolean; startup?: BootstrapResult } = {}) {
  let now = 0;
  const deps: GateDeps = {
    accessOf: (l) => access[l.pathname] ?? 'public',
    forwardOf: (l) => (l.pathname === '/' ? '/hjem' : null),
    session: () => ({
      loggedIn: opts.loggedIn ?? false,
      hasCompany: false,
      isNetworkAdmin: false,
    }),
    startup: () => opts.startup ?? 'anonymous',
    target: (l) => l.pathname + l.search,
    now: () => now,
  };
  let n = 0;
  const at = (pathname: string, search = ''): GateLocation => ({
    key: `k${String(n++)}`,
    pathname,
    search,
  });
  return { gate: createNavigationGate(deps), at, tick: (ms: number) => (now += ms) };
}

describe('navigation gate', () => {
  it('decides like the guard and remembers the protected target', () => {
    const { gate, at } = setup();
    expect(gate.enter(at('/hjem'))).toEqual({ kind: 'allow' });
    expect(gate.enter(at('/minside', '?a=1'))).toEqual({
      kind: 'redirect',
      to: '/login',
      rememberTarget: '/minside?a=1',
    });
    expect(gate.enter(at('/dashboard'))).toMatchObject({ kind: 'redirect', to: '/login' });
  });

  it('forwards / to /hjem after the guard allowed it', () => {
    const { gate, at } = setup();
    expect(gate.enter(at('/'))).toEqual({ kind: 'redirect', to: '/hjem', rememberTarget: null });
  });

  it('answers a repeated render of the same entry without counting it again', () => {
    const { gate, at } = setup();
    const first = at('/hjem');
    for (let i = 0; i < 20; i++) expect(gate.enter(first)).toEqual({ kind: 'allow' });
    expect(gate.enter(at('/hjem'))).toEqual({ kind: 'allow' });
  });

  it('delays the 11th navigation within 5 s by 1 s, then decides', () => {
    const { gate, at, tick } = setup();
    for (let i = 0; i < 10; i++) {
      expect(gate.enter(at('/hjem'))).toEqual({ kind: 'allow' });
      tick(100);
    }
    const eleventh = at('/minside');
    expect(gate.enter(eleventh)).toEqual({ kind: 'wait', ms: 1000 });
    expect(gate.afterWait(eleventh)).toMatchObject({ kind: 'redirect', to: '/login' });
    tick(6000);
    expect(gate.enter(at('/hjem'))).toEqual({ kind: 'allow' });
  });

  it('sends the first navigation after an expired startup to Login, once', () => {
    const { gate, at } = setup({ startup: 'expired' });
    expect(gate.enter(at('/hjem'))).toEqual({
      kind: 'redirect',
      to: '/login',
      rememberTarget: '/hjem',
    });
    expect(gate.enter(at('/hjem'))).toEqual({ kind: 'allow' });
  });

  it('lets an expired startup on a guest page stay there', () => {
    const { gate, at } = setup({ startup: 'expired' });
    expect(gate.enter(at('/login'))).toEqual({ kind: 'allow' });
    expect(gate.enter(at('/hjem'))).toEqual({ kind: 'allow' });
  });

  it('moves a signed-in user away from guest pages', () => {
    const { gate, at } = setup({ loggedIn: true });
    expect(gate.enter(at('/login'))).toEqual({
      kind: 'redirect',
      to: '/minside',
      rememberTarget: null,
    });
  });
});
