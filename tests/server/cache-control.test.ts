import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse as Response } from 'fastify';
import { testDialects } from '../support/test-databases';
import { newId } from './sync-fixtures';
import { ROUTES, routeTargets } from './staff-route-cases';
import type { World } from './staff-route-cases';
import { signIn, staffWorld } from './staff-world';
import { Browser, openTestApp } from './support/test-app';
import type { TestApp } from './support/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Call {
  method: Method;
  path: string;
  url(w: World): string;
  body?(w: World): object;
}

/** The routes staff-route-cases.ts does not list, with a call each. */
const OTHER_ROUTES: Call[] = [
  { method: 'GET', path: '/csrf-cookie', url: () => '/csrf-cookie' },
  { method: 'GET', path: '/api/health', url: () => '/api/health' },
  { method: 'GET', path: '/api/ready', url: () => '/api/ready' },
  // Without METRICS_TOKEN a 404, no-store like the scrape itself (metrics.test.ts).
  { method: 'GET', path: '/metrics', url: () => '/metrics' },
  {
    method: 'POST',
    path: '/api/login',
    url: () => '/api/login',
    body: () => ({ email: 'ansatt@utstyrsbod.no', password: 'demo1234' }),
  },
  {
    method: 'POST',
    path: '/api/register',
    url: () => '/api/register',
    body: () => ({
      name: 'Kari',
      email: `kari.${newId().slice(-8)}@eksempel.no`,
      password: 'Fjellvann-og-ski-42',
      password_confirmation: 'Fjellvann-og-ski-42',
      accept_terms: true,
    }),
  },
  {
    method: 'POST',
    path: '/api/register/confirm',
    url: () => '/api/register/confirm',
    // An unknown link: refused (422), which is no-store like every answer.
    body: () => ({ token: 'A'.repeat(43) }),
  },
  { method: 'GET', path: '/api/userdata', url: () => '/api/userdata' },
  {
    method: 'GET',
    path: '/api/company/:id/people',
    url: (w) => `/api/company/${w.hutA}/people?q=familie%40utstyrsbod.no`,
  },
  { method: 'GET', path: '/api/company/current', url: () => '/api/company/current' },
  { method: 'POST', path: '/api/company/:id/set', url: (w) => `/api/company/${w.hutA}/set` },
  {
    method: 'POST',
    path: '/api/contact',
    url: () => '/api/contact',
    body: () => ({ name: 'Per', phone: '+47 912 34 567', email: 'per@x.no', message: 'Hei' }),
  },
  { method: 'GET', path: '/api/public/data', url: () => '/api/public/data' },
  { method: 'GET', path: '/api/public/items', url: () => '/api/public/items?q=ski' },
  { method: 'GET', path: '/api/public/category', url: () => '/api/public/category?season=vinter' },
  { method: 'GET', path: '/api/public/huts', url: () => '/api/public/huts' },
  { method: 'GET', path: '/api/public/catalogue', url: () => '/api/public/catalogue' },
  {
    method: 'POST',
    path: '/api/sync/push',
    url: () => '/api/sync/push',
    body: () => ({ ops: [] }),
  },
  { method: 'GET', path: '/api/sync/pull', url: () => '/api/sync/pull' },
  { method: 'GET', path: '/api/sync/ping', url: () => '/api/sync/ping' },
  // Refused bodies (422) are answers too: no-store like every other.
  {
    method: 'POST',
    path: '/api/sync/device-key',
    url: () => '/api/sync/device-key',
    body: () => ({}),
  },
  {
    method: 'POST',
    path: '/api/company/:id/sync/queue-file',
    url: (w) => `/api/company/${w.hutA}/sync/queue-file`,
    body: () => ({}),
  },
  {
    method: 'POST',
    path: '/api/exceptions/:exceptionId/resolve',
    url: () => `/api/exceptions/${newId()}/resolve`,
    body: () => ({ resolution: 'confirmed' }),
  },
  { method: 'GET', path: '/api/network/huts', url: () => '/api/network/huts' },
  {
    method: 'POST',
    path: '/api/network/huts',
    url: () => '/api/network/huts',
    body: () => ({
      name: 'Ny bod',
      address: 'Vei 1',
      county: 'Oslo',
      municipality: 'Oslo',
      town: 'Oslo',
    }),
  },
  {
    method: 'PUT',
    path: '/api/network/huts/:id',
    url: (w) => `/api/network/huts/${w.hutB}`,
    body: () => ({
      name: 'Ny bod',
      address: 'Vei 1',
      county: 'Oslo',
      municipality: 'Oslo',
      town: 'Oslo',
    }),
  },
  {
    method: 'PUT',
    path: '/api/network/huts/:id/status',
    url: (w) => `/api/network/huts/${w.hutB}/status`,
    body: () => ({ status: 'inactive' }),
  },
  {
    method: 'POST',
    path: '/api/network/huts/:id/admins',
    url: (w) => `/api/network/huts/${w.hutB}/admins`,
    body: () => ({ email: 'familie@utstyrsbod.no' }),
  },
  { method: 'GET', path: '/api/network/messages', url: () => '/api/network/messages' },
  {
    method: 'PUT',
    path: '/api/network/messages/:id/status',
    url: () => '/api/network/messages/1/status',
    body: () => ({ status: 'closed' }),
  },
  // The retention period: read by anyone, set by the network admin (ansatt is refused).
  { method: 'GET', path: '/api/retention', url: () => '/api/retention' },
  {
    method: 'PUT',
    path: '/api/network/retention',
    url: () => '/api/network/retention',
    body: () => ({ months: 36 }),
  },
  { method: 'GET', path: '/api/me/retention', url: () => '/api/me/retention' },
  // Min side, as ansatt; the calls that need the password get a wrong one (422, nothing changes).
  { method: 'GET', path: '/api/me', url: () => '/api/me' },
  {
    method: 'PUT',
    path: '/api/me/profile',
    url: () => '/api/me/profile',
    body: () => ({ name: 'Ingrid Berg', phone: '40000002' }),
  },
  {
    method: 'PUT',
    path: '/api/me/email',
    url: () => '/api/me/email',
    body: () => ({ email: 'ingrid@eksempel.no', password: 'ikke-passordet' }),
  },
  {
    method: 'PUT',
    path: '/api/me/password',
    url: () => '/api/me/password',
    body: () => ({
      current_password: 'ikke-passordet',
      password: 'Fjellvann-og-ski-42',
      password_confirmation: 'Fjellvann-og-ski-42',
    }),
  },
  {
    method: 'POST',
    path: '/api/me/members',
    url: () => '/api/me/members',
    body: () => ({ name: 'Emma' }),
  },
  {
    method: 'PUT',
    path: '/api/me/members/:memberId',
    url: () => `/api/me/members/${newId()}`,
    body: () => ({ name: 'Emma' }),
  },
  {
    method: 'DELETE',
    path: '/api/me/members/:memberId',
    url: () => `/api/me/members/${newId()}`,
  },
  { method: 'PUT', path: '/api/me/huts/:companyId', url: (w) => `/api/me/huts/${w.hutB}` },
  { method: 'DELETE', path: '/api/me/huts/:companyId', url: (w) => `/api/me/huts/${w.hutB}` },
  { method: 'GET', path: '/api/me/sessions', url: () => '/api/me/sessions' },
  { method: 'DELETE', path: '/api/me/sessions/others', url: () => '/api/me/sessions/others' },
  { method: 'GET', path: '/api/me/export', url: () => '/api/me/export' },
  { method: 'GET', path: '/api/notifications', url: () => '/api/notifications' },
  {
    method: 'PUT',
    path: '/api/company/:id/people/:userId/role',
    url: (w) => `/api/company/${w.hutA}/people/999999/role`,
    body: () => ({ role: 'staff' }),
  },
  {
    method: 'DELETE',
    path: '/api/company/:id/people/:userId',
    url: (w) => `/api/company/${w.hutA}/people/999999`,
  },
  { method: 'GET', path: '/api/company/:id/invites', url: (w) => `/api/company/${w.hutA}/invites` },
  {
    method: 'POST',
    path: '/api/company/:id/invites',
    url: (w) => `/api/company/${w.hutA}/invites`,
    body: () => ({ email: 'cache-test@eksempel.no' }),
  },
  {
    method: 'DELETE',
    path: '/api/company/:id/invites/:inviteId',
    url: (w) => `/api/company/${w.hutA}/invites/999999`,
  },
  // A link no invitation has (422): the answers that work are in hut-invites.test.ts.
  {
    method: 'POST',
    path: '/api/invites/preview',
    url: () => '/api/invites/preview',
    body: () => ({ token: 'x'.repeat(43) }),
  },
  {
    method: 'POST',
    path: '/api/invites/accept',
    url: () => '/api/invites/accept',
    body: () => ({ token: 'x'.repeat(43) }),
  },
  // A set-password link no account has (422): the answers that work are in admin-cli.test.ts.
  {
    method: 'POST',
    path: '/api/password-link/preview',
    url: () => '/api/password-link/preview',
    body: () => ({ token: 'x'.repeat(43) }),
  },
  {
    method: 'POST',
    path: '/api/password-link/set',
    url: () => '/api/password-link/set',
    body: () => ({ token: 'x'.repeat(43), password: 'x', password_confirmation: 'x' }),
  },
  // A hut's equipment: refusals and unknown rows here; the answers that work are in equipment.test.ts.
  {
    method: 'POST',
    path: '/api/company/:id/products',
    url: (w) => `/api/company/${w.hutA}/products`,
    body: () => ({}),
  },
  {
    method: 'GET',
    path: '/api/company/:id/products/:productId',
    url: (w) => `/api/company/${w.hutA}/products/999999`,
  },
  {
    method: 'PUT',
    path: '/api/company/:id/products/:productId',
    url: (w) => `/api/company/${w.hutA}/products/999999`,
    body: () => ({}),
  },
  {
    method: 'POST',
    path: '/api/company/:id/products/:productId/units',
    url: (w) => `/api/company/${w.hutA}/products/999999/units`,
    body: () => ({}),
  },
  {
    method: 'PUT',
    path: '/api/company/:id/units/:unitId',
    url: (w) => `/api/company/${w.hutA}/units/999999`,
    body: () => ({}),
  },
  {
    method: 'POST',
    path: '/api/company/:id/units/:unitId/move',
    url: (w) => `/api/company/${w.hutA}/units/999999/move`,
    body: () => ({}),
  },
  {
    method: 'POST',
    path: '/api/company/:id/photos',
    url: (w) => `/api/company/${w.hutA}/photos`,
    body: () => ({}),
  },
  {
    method: 'POST',
    path: '/api/company/:id/category-requests',
    url: (w) => `/api/company/${w.hutA}/category-requests`,
    body: () => ({}),
  },
  {
    method: 'GET',
    path: '/api/company/:id/category-requests',
    url: (w) => `/api/company/${w.hutA}/category-requests`,
  },
  {
    method: 'GET',
    path: '/api/network/category-requests',
    url: () => '/api/network/category-requests',
  },
  {
    method: 'PUT',
    path: '/api/network/category-requests/:requestId',
    url: () => '/api/network/category-requests/999999',
    body: () => ({}),
  },
  {
    method: 'GET',
    path: '/api/network/products/:id/changes',
    url: () => '/api/network/products/1/changes',
  },
  {
    method: 'GET',
    path: '/api/company/:id/statistics',
    url: (w) => `/api/company/${w.hutA}/statistics?from=2026-01-01&to=2026-01-31`,
  },
  {
    method: 'GET',
    path: '/api/network/statistics',
    url: () => '/api/network/statistics?from=2026-01-01&to=2026-01-31',
  },
  {
    method: 'GET',
    path: '/api/huts/:id/products/:productId/availability',
    url: (w) => `/api/huts/${w.hutA}/products/1/availability?date=2026-12-07`,
  },
  {
    method: 'GET',
    path: '/api/huts/:id/reservation-settings',
    url: (w) => `/api/huts/${w.hutA}/reservation-settings`,
  },
  {
    method: 'PUT',
    path: '/api/company/:id/reservation-settings',
    url: (w) => `/api/company/${w.hutA}/reservation-settings`,
    body: () => ({
      enabled: false,
      windowFromDays: 14,
      windowToDays: 2,
      pickupWeekdays: [1, 2, 3, 4, 5],
      loanDays: 7,
      maxUnits: 3,
    }),
  },
  {
    method: 'POST',
    path: '/api/reservations',
    url: () => '/api/reservations',
    body: (w) => ({
      companyId: w.hutA,
      productId: 1,
      size: null,
      quantity: 1,
      pickupDate: '2026-12-07',
    }),
  },
  { method: 'GET', path: '/api/me/reservations', url: () => '/api/me/reservations' },
  {
    method: 'POST',
    path: '/api/reservations/waitlist',
    url: () => '/api/reservations/waitlist',
    body: (w) => ({
      companyId: w.hutA,
      productId: 1,
      size: null,
      quantity: 1,
      pickupDate: '2026-12-07',
    }),
  },
  { method: 'GET', path: '/api/me/waitlist', url: () => '/api/me/waitlist' },
  {
    method: 'DELETE',
    path: '/api/me/waitlist/:entryId',
    url: () => `/api/me/waitlist/${newId()}`,
  },
  {
    method: 'DELETE',
    path: '/api/me/reservations/:reservationId',
    url: () => `/api/me/reservations/${newId()}`,
  },
  { method: 'GET', path: '/api/company/:id/pickups', url: (w) => `/api/company/${w.hutA}/pickups` },
  {
    method: 'GET',
    path: '/api/photos/:file',
    url: () => '/api/photos/0123456789abcdef0123456789abcdef.webp',
  },
  {
    method: 'PUT',
    path: '/api/notifications/:noticeId',
    url: () => '/api/notifications/999999',
    body: () => ({ read: true }),
  },
  {
    method: 'DELETE',
    path: '/api/me',
    url: () => '/api/me',
    body: () => ({ password: 'ikke-passordet' }),
  },
  { method: 'POST', path: '/api/logout', url: () => '/api/logout' },
  // The API reference: public, and the same for everyone.
  { method: 'GET', path: '/api/openapi.json', url: () => '/api/openapi.json' },
  { method: 'GET', path: '/api/docs', url: () => '/api/docs' },
  { method: 'GET', path: '/api/docs/', url: () => '/api/docs/' },
  { method: 'GET', path: '/api/docs/static/index.html', url: () => '/api/docs/static/index.html' },
  {
    method: 'GET',
    path: '/api/docs/static/swagger-initializer.js',
    url: () => '/api/docs/static/swagger-initializer.js',
  },
  { method: 'GET', path: '/api/docs/*', url: () => '/api/docs/swagger-ui.css' },
  {
    method: 'GET',
    path: '/api/docs/static/*',
    url: () => '/api/docs/static/swagger-ui.css',
  },
  { method: 'GET', path: '/api/docs/json', url: () => '/api/docs/json' },
  { method: 'GET', path: '/api/docs/yaml', url: () => '/api/docs/yaml' },
];

/**
 * Routes that choose their own policy: the public catalogue revalidates by ETag, and the API
 * reference's files (the same for everyone) are revalidated by their static-file server.
 */
const OWN_POLICY: Record<string, string> = {
  'GET /api/public/catalogue': 'no-cache',
  'GET /api/docs/*': 'public, max-age=0',
  'GET /api/docs/static/*': 'public, max-age=0',
};

const CALLS: Call[] = [...ROUTES, ...OTHER_ROUTES];
const SESSION_CHANGING = new Set(['/api/login', '/api/register/confirm', '/api/logout']);

describe.each(testDialects)('Cache-Control of API answers on %s', (dialect) => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await openTestApp(dialect);
    w = await routeTargets(t.database.db, await staffWorld(t.database.db));
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (browser: Browser, call: Call, url = call.url(w)) =>
    browser.request(call.method, url, call.body ? { body: call.body(w) } : {});

  const expectPolicy = (call: Call, response: Response, label: string) => {
    const own = OWN_POLICY[`${call.method} ${call.path}`];
    const expected = own && response.statusCode < 400 ? own : 'no-store';
    expect(response.headers['cache-control'], label).toBe(expected);
  };

  it('the calls below cover every route of the app', () => {
    const covered = new Set(CALLS.map((c) => `${c.method} ${c.path}`));
    const missing = t.app.routeTable
      .filter((r) => r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`)
      .filter((r) => !covered.has(r));
    expect(missing).toEqual([]);
  });

  it('marks every answer to a signed-in staff member no-store (the catalogue: no-cache + ETag)', async () => {
    let browser = (await signIn(t.app, 'ansatt', w.hutA)).browser;
    for (const call of CALLS) {
      const response = await send(browser, call);
      // Login, a registration's link and logout leave another session (or none): start afresh.
      if (SESSION_CHANGING.has(call.path))
        browser = (await signIn(t.app, 'ansatt', w.hutA)).browser;
      const label = `${call.method} ${call.path} → ${response.statusCode}`;
      expect(response.statusCode, label).toBeLessThan(500);
      expectPolicy(call, response, label);
    }
  });

  it('marks answers to visitors and refusals no-store too', async () => {
    for (const call of CALLS) {
      const visitor = new Browser(t.app);
      await visitor.csrf();
      const response = await send(visitor, call);
      expectPolicy(call, response, `${call.method} ${call.path} → ${response.statusCode}`);
    }
    const { browser } = await signIn(t.app, 'ansatt', w.hutA);
    for (const [url, status] of [
      ['/api/finnes-ikke', 404],
      ['/api/company/abc/users', 400],
      [`/api/company/${w.hutB}/users`, 403],
    ] as const) {
      const response = await browser.get(url);
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const refused = await browser.post('/api/login', { email: 'x' });
    expect(refused.statusCode).toBe(422);
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});
