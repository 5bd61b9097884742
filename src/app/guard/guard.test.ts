import { describe, expect, it } from 'vitest';
import { decideNavigation, type GuardInput } from './guard';

const base: GuardInput = {
  access: 'public',
  loggedIn: false,
  hasCompany: false,
  isNetworkAdmin: false,
  target: '/x',
};

describe('decideNavigation', () => {
  it('always allows public routes', () => {
    expect(decideNavigation(base)).toEqual({ kind: 'allow' });
    expect(decideNavigation({ ...base, loggedIn: true })).toEqual({ kind: 'allow' });
  });

  it('sends anonymous users from protected routes to login and remembers the target', () => {
    for (const access of ['auth', 'company', 'network'] as const) {
      expect(decideNavigation({ ...base, access, target: '/lånekurv?x=1' })).toEqual({
        kind: 'redirect',
        to: '/login',
        rememberTarget: '/lånekurv?x=1',
      });
    }
  });

  it('sends a logged-in user without company from company routes to Min side', () => {
    expect(decideNavigation({ ...base, access: 'company', loggedIn: true })).toEqual({
      kind: 'redirect',
      to: '/minside',
      rememberTarget: null,
    });
  });

  it('allows company routes with a company and auth routes when logged in', () => {
    const company = { ...base, access: 'company' as const, loggedIn: true, hasCompany: true };
    expect(decideNavigation(company)).toEqual({ kind: 'allow' });
    expect(decideNavigation({ ...base, access: 'auth', loggedIn: true })).toEqual({
      kind: 'allow',
    });
  });

  it('lets only the network admin into the network screens', () => {
    const network = { ...base, access: 'network' as const, loggedIn: true };
    expect(decideNavigation({ ...network, isNetworkAdmin: true })).toEqual({ kind: 'allow' });
    // Staff of a hut, with the hut chosen, are still not the network admin.
    expect(decideNavigation({ ...network, hasCompany: true })).toEqual({
      kind: 'redirect',
      to: '/minside',
      rememberTarget: null,
    });
    // A stale flag without a loaded user counts as signed out.
    expect(
      decideNavigation({ ...network, loggedIn: false, isNetworkAdmin: true, target: '/nettverk' }),
    ).toEqual({ kind: 'redirect', to: '/login', rememberTarget: '/nettverk' });
  });

  it('moves logged-in users away from login and register', () => {
    const guest = { ...base, access: 'guest' as const, loggedIn: true };
    expect(decideNavigation({ ...guest, hasCompany: true })).toMatchObject({ to: '/dashboard' });
    expect(decideNavigation(guest)).toMatchObject({ to: '/minside' });
    expect(decideNavigation({ ...guest, loggedIn: false })).toEqual({ kind: 'allow' });
  });
});
