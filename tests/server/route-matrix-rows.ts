import { requestRegistration } from '../../src/server/services/account/registration';
import { registerRequestSchema } from '../../src/shared/contracts/auth-requests';
import { newId, today } from './sync-fixtures';
import { registerDeviceKey } from '../../src/server/services/queue-file';
import { newDeviceKey, signedQueueFile, uploadBody } from './support/queue-file-signing';
import { registrationToken } from './support/registration';
import { newAdminWithLink } from './support/password-links';
import { APP_ORIGIN } from './support/test-app';
import type { MatrixWorld, OwnAccount, Role } from './route-matrix-world';

/**
 * The authorization matrix: for every route of the app, the status each role gets when it sends
 * a valid request aimed at hut A (the hut of `staff`; `hutAdmin` is admin there, `otherStaff` is
 * staff of hut B only, the borrower has no hut chosen). Keyed by `METHOD path` as Fastify
 * registered it; a GET's automatic HEAD twin is held to the GET's row.
 */
type Row = Readonly<Record<Role, number>>;

const row = (
  anonymous: number,
  borrower: number,
  staff: number,
  otherStaff: number,
  hutAdmin: number,
  networkAdmin: number,
): Row => ({ anonymous, borrower, staff, otherStaff, hutAdmin, networkAdmin });

const EVERYONE = (status: number) => row(status, status, status, status, status, status);
const SIGNED_IN = row(401, 200, 200, 200, 200, 200);
/** The hut of the URL is hut A. */
const STAFF_OF_HUT_A = row(401, 403, 200, 403, 200, 200);
/** The session's hut; the rows named are hut A's, so staff of hut B do not find them. */
const STAFF_OF_SESSION_HUT = row(401, 409, 200, 404, 200, 200);
/** Reads of the session's hut: staff of hut B read their own. */
const SESSION_HUT_READ = row(401, 409, 200, 200, 200, 200);
/** Admins of hut A (and the network admin): staff may not change roles. */
const ADMIN_OF_HUT_A = row(401, 403, 403, 403, 200, 200);
/** The network admin's routes: nobody else, whatever their role at a hut. */
const NETWORK_ADMIN = (status: number) => row(401, 403, 403, 403, 403, status);

export const EXPECTED: Readonly<Record<string, Row>> = {
  'GET /csrf-cookie': EVERYONE(200),
  // For load balancers: no session, no hut (the test app runs no jobs: ready says `jobs: off`).
  'GET /api/health': EVERYONE(200),
  'GET /api/ready': EVERYONE(200),
  // Prometheus's, with METRICS_TOKEN only (metrics.test.ts): the test app has none, so 404.
  'GET /metrics': EVERYONE(404),
  'POST /api/login': EVERYONE(200),
  // Registering answers the same to everyone (an email goes out); the emailed link makes the
  // account and signs it in, whoever was signed in on the device before.
  'POST /api/register': EVERYONE(200),
  'POST /api/register/confirm': EVERYONE(201),
  'GET /api/userdata': SIGNED_IN,
  'POST /api/logout': EVERYONE(200),
  'GET /api/company/current': SIGNED_IN,
  'POST /api/company/:id/set': STAFF_OF_HUT_A,
  'PUT /api/company/:id/people/:userId/role': ADMIN_OF_HUT_A,
  'DELETE /api/company/:id/people/:userId': ADMIN_OF_HUT_A,
  'GET /api/company/:id/invites': ADMIN_OF_HUT_A,
  'POST /api/company/:id/invites': ADMIN_OF_HUT_A,
  'DELETE /api/company/:id/invites/:inviteId': ADMIN_OF_HUT_A,
  // An invitation's link: anyone may see what it offers; the invited account accepts it.
  'POST /api/invites/preview': EVERYONE(200),
  'POST /api/invites/accept': SIGNED_IN,
  // The admin CLI's set-password link: the link is the proof, whoever opens it.
  'POST /api/password-link/preview': EVERYONE(200),
  'POST /api/password-link/set': EVERYONE(200),
  // A hut's own equipment: its staff and admins; moving a unit away is for admins, and so is
  // changing a product's shared fields (the product asked for is hut A's: entered there first).
  'POST /api/company/:id/products': row(401, 403, 201, 403, 201, 201),
  'GET /api/company/:id/products/:productId': STAFF_OF_HUT_A,
  'PUT /api/company/:id/products/:productId': ADMIN_OF_HUT_A,
  'GET /api/network/products/:id/changes': NETWORK_ADMIN(200),
  'POST /api/company/:id/products/:productId/units': STAFF_OF_HUT_A,
  'PUT /api/company/:id/units/:unitId': STAFF_OF_HUT_A,
  'POST /api/company/:id/units/:unitId/move': ADMIN_OF_HUT_A,
  'POST /api/company/:id/photos': row(401, 403, 201, 403, 201, 201),
  'POST /api/company/:id/category-requests': row(401, 403, 201, 403, 201, 201),
  'GET /api/company/:id/category-requests': STAFF_OF_HUT_A,
  'GET /api/network/category-requests': NETWORK_ADMIN(200),
  'GET /api/company/:id/statistics': STAFF_OF_HUT_A,
  'GET /api/network/statistics': NETWORK_ADMIN(200),
  // Booking ahead: what is free and the rules for anyone; booking for anyone signed in and
  // activated; the rules set by the hut's admin; the day's pickups for its staff.
  'GET /api/huts/:id/products/:productId/availability': EVERYONE(200),
  'GET /api/huts/:id/reservation-settings': EVERYONE(200),
  'PUT /api/company/:id/reservation-settings': ADMIN_OF_HUT_A,
  'POST /api/reservations': row(401, 201, 201, 201, 201, 201),
  'GET /api/me/reservations': SIGNED_IN,
  'DELETE /api/me/reservations/:reservationId': SIGNED_IN,
  'POST /api/reservations/waitlist': row(401, 201, 201, 201, 201, 201),
  'GET /api/me/waitlist': SIGNED_IN,
  'DELETE /api/me/waitlist/:entryId': SIGNED_IN,
  'GET /api/company/:id/pickups': STAFF_OF_HUT_A,
  'PUT /api/network/category-requests/:requestId': NETWORK_ADMIN(200),
  'GET /api/photos/:file': EVERYONE(200),
  'GET /api/public/data': EVERYONE(200),
  'GET /api/public/items': EVERYONE(200),
  'GET /api/public/category': EVERYONE(200),
  'GET /api/public/huts': EVERYONE(200),
  'GET /api/public/catalogue': EVERYONE(200),
  'POST /api/contact': EVERYONE(201),
  // Min side: everyone's own account. Staff, admins and the network admin keep theirs.
  'GET /api/me': SIGNED_IN,
  'PUT /api/me/profile': SIGNED_IN,
  'PUT /api/me/email': SIGNED_IN,
  'PUT /api/me/password': SIGNED_IN,
  'POST /api/me/members': row(401, 201, 201, 201, 201, 201),
  'PUT /api/me/members/:memberId': SIGNED_IN,
  'DELETE /api/me/members/:memberId': SIGNED_IN,
  'PUT /api/me/huts/:companyId': SIGNED_IN,
  'DELETE /api/me/huts/:companyId': SIGNED_IN,
  'GET /api/me/sessions': SIGNED_IN,
  'DELETE /api/me/sessions/others': SIGNED_IN,
  'GET /api/me/export': SIGNED_IN,
  'DELETE /api/me': row(401, 200, 422, 422, 422, 422),
  // The bell: a staff notice of hut A is for its staff only (nobody else finds it).
  'GET /api/notifications': SIGNED_IN,
  'PUT /api/notifications/:noticeId': row(401, 404, 200, 404, 200, 404),
  'POST /api/sync/push': SIGNED_IN,
  'GET /api/sync/pull': SESSION_HUT_READ,
  'GET /api/sync/ping': EVERYONE(200),
  // A device's key for the session's user at the session's hut (hut B's staff register at B).
  'POST /api/sync/device-key': SESSION_HUT_READ,
  // A saved queue of hut A (ansatt's, signed by a registered key): for hut A's admins only.
  'POST /api/company/:id/sync/queue-file': ADMIN_OF_HUT_A,
  'GET /api/company/:id/users': STAFF_OF_HUT_A,
  'GET /api/company/:id/show': STAFF_OF_HUT_A,
  'GET /api/company/:id/items': STAFF_OF_HUT_A,
  'GET /api/company/:id/lender/:lenderId': STAFF_OF_HUT_A,
  'GET /api/company/:id/people': STAFF_OF_HUT_A,
  // company_id names hut A, so the borrower and hut B's staff are refused by role, not by hut.
  'POST /api/item-loans': STAFF_OF_HUT_A,
  'DELETE /api/item-loans/:loanItemId': STAFF_OF_SESSION_HUT,
  'PUT /api/loan/:loanId': STAFF_OF_SESSION_HUT,
  'PUT /api/loan-items/:itemLoanId/return': STAFF_OF_SESSION_HUT,
  'GET /api/loan': SESSION_HUT_READ,
  'POST /api/users/:userId/actions': STAFF_OF_SESSION_HUT,
  'POST /api/exceptions/:exceptionId/resolve': STAFF_OF_SESSION_HUT,
  'GET /api/network/huts': NETWORK_ADMIN(200),
  'POST /api/network/huts': NETWORK_ADMIN(201),
  'PUT /api/network/huts/:id': NETWORK_ADMIN(200),
  'PUT /api/network/huts/:id/status': NETWORK_ADMIN(200),
  'POST /api/network/huts/:id/admins': NETWORK_ADMIN(200),
  'GET /api/network/messages': NETWORK_ADMIN(200),
  'PUT /api/network/messages/:id/status': NETWORK_ADMIN(200),
  'PUT /api/network/retention': NETWORK_ADMIN(200),
  'GET /api/retention': EVERYONE(200),
  'GET /api/me/retention': SIGNED_IN,
  'GET /api/openapi.json': EVERYONE(200),
  'GET /api/docs': EVERYONE(200),
  // Fastify registers the trailing-slash twin of the page's HEAD on its own.
  'HEAD /api/docs/': EVERYONE(200),
  'GET /api/docs/static/index.html': EVERYONE(302),
  'GET /api/docs/static/swagger-initializer.js': EVERYONE(200),
  'GET /api/docs/json': EVERYONE(200),
  'GET /api/docs/yaml': EVERYONE(200),
  'GET /api/docs/static/*': EVERYONE(200),
  // The built app's files (the matrix app is given a STATIC_DIR).
  'GET /*': EVERYONE(200),
};

export interface Call {
  url: string;
  body?: object;
  /** For a body that is not JSON (an uploaded photo). */
  contentType?: string;
}

export type CellRequest =
  | (Call & {
      /** The call changes the session itself (signs in or out): the cell gets a session of its own. */
      ownSession?: boolean;
    })
  | {
      /**
       * The call changes the account (password, email, children, huts, deletes it): the cell
       * signs in to an account of its own, a copy of the role's (null for the anonymous caller).
       */
      ownAccount: (account: OwnAccount | null) => Promise<Call>;
    };

let registrations = 0;
let scratchHuts = 0;
let products = 0;

/** A hut of its own for a cell that changes one (hut A and B stay as every other cell needs). */
const hutInput = () => {
  const n = ++scratchHuts;
  return {
    name: `Matrisebod ${n}`,
    address: `Matriseveien ${n}, 0001 Oslo`,
    county: 'Oslo',
    municipality: 'Oslo',
    town: 'Matrise',
    opening_hours: 'Lørdag 10–14',
  };
};
async function scratchHut(m: MatrixWorld): Promise<number> {
  const { opening_hours: _hours, ...hut } = hutInput();
  const row = await m.db
    .insertInto('companies')
    .values({ ...hut, status: 'active', created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
async function contactMessage(m: MatrixWorld): Promise<number> {
  const row = await m.db
    .insertInto('contact_messages')
    .values({
      name: 'Kari',
      phone: '40000003',
      email: 'kari@eksempel.no',
      message: 'Hei!',
      created_at: new Date().toISOString(),
      handled_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Hut A takes bookings every day, 2 to 14 days ahead, up to 3 units at a time. */
const BOOKING_RULES = {
  enabled: true,
  windowFromDays: 14,
  windowToDays: 2,
  pickupWeekdays: [1, 2, 3, 4, 5, 6, 7],
  loanDays: 7,
  maxUnits: 3,
};
const bookables = new WeakMap<MatrixWorld, Promise<{ productId: number; date: string }>>();

/** A product of hut A with units enough for every cell, and a pickup day inside the window. */
function bookable(m: MatrixWorld): Promise<{ productId: number; date: string }> {
  const known = bookables.get(m);
  if (known) return known;
  const made = (async () => {
    await m.db
      .insertInto('hut_settings')
      .values({
        company_id: m.w.hutA,
        reservations_enabled: 1,
        pickup_weekdays: '1,2,3,4,5,6,7',
        updated_at: new Date().toISOString(),
      })
      .onConflict((oc) =>
        oc
          .column('company_id')
          .doUpdateSet({ reservations_enabled: 1, pickup_weekdays: '1,2,3,4,5,6,7' }),
      )
      .execute();
    const top = await m.db
      .selectFrom('units')
      .select(['product_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('company_id', '=', m.w.hutA)
      .where('status', '=', 'available')
      .groupBy('product_id')
      .orderBy('n', 'desc')
      .orderBy('product_id')
      .executeTakeFirstOrThrow();
    const date = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    return { productId: top.product_id, date };
  })();
  bookables.set(m, made);
  return made;
}

/** A reservation of the cell's own account (a random id for the anonymous caller). */
async function ownReservation(m: MatrixWorld, a: OwnAccount | null): Promise<string> {
  const id = newId();
  if (!a) return id;
  const b = await bookable(m);
  const at = new Date().toISOString();
  await m.db
    .insertInto('reservations')
    .values({
      id,
      company_id: m.w.hutA,
      product_id: b.productId,
      size: null,
      quantity: 1,
      pickup_date: b.date,
      user_id: a.userId,
      status: 'active',
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
}

const fullDays = new WeakMap<MatrixWorld, Promise<{ productId: number; date: string }>>();

/**
 * The bookable product on the day after: held entirely by one reservation (a waiting list), of a
 * person who calls no cell (the most a person may book a day counts their own reservations).
 */
function fullDay(m: MatrixWorld): Promise<{ productId: number; date: string }> {
  const known = fullDays.get(m);
  if (known) return known;
  const made = (async () => {
    const b = await bookable(m);
    const date = new Date(Date.parse(b.date) + 86_400_000).toISOString().slice(0, 10);
    const at = new Date().toISOString();
    await m.db
      .insertInto('reservations')
      .values({
        id: newId(),
        company_id: m.w.hutA,
        product_id: b.productId,
        size: null,
        quantity: 10_000,
        pickup_date: date,
        user_id: m.w.users.jonas,
        status: 'active',
        created_at: at,
        updated_at: at,
      })
      .execute();
    return { productId: b.productId, date };
  })();
  fullDays.set(m, made);
  return made;
}

/** A place in a waiting list of the cell's own account (a random id for the anonymous caller). */
async function ownWaitlistEntry(m: MatrixWorld, a: OwnAccount | null): Promise<string> {
  const id = newId();
  if (!a) return id;
  const full = await fullDay(m);
  const at = new Date().toISOString();
  await m.db
    .insertInto('reservation_waitlist')
    .values({
      id,
      company_id: m.w.hutA,
      product_id: full.productId,
      size: null,
      quantity: 1,
      pickup_date: full.date,
      user_id: a.userId,
      status: 'waiting',
      offered_until: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
}

/** A registration form for a new address. */
const newRegistration = (email: string) => ({
  name: 'Matrise Test',
  email,
  password: 'hemmelig-passord',
  password_confirmation: 'hemmelig-passord',
  accept_terms: true,
});

/** How to call each route with valid input; a fixture is made per cell, so cells are independent. */
export const REQUESTS: Readonly<Record<string, (m: MatrixWorld) => Promise<CellRequest>>> = {
  'GET /csrf-cookie': async () => ({ url: '/csrf-cookie' }),
  'GET /api/health': async () => ({ url: '/api/health' }),
  'GET /api/ready': async () => ({ url: '/api/ready' }),
  'GET /metrics': async () => ({ url: '/metrics' }),
  'POST /api/login': async () => ({
    url: '/api/login',
    body: { email: 'familie@utstyrsbod.no', password: 'demo1234' },
    ownSession: true,
  }),
  'POST /api/register': async () => ({
    url: '/api/register',
    body: newRegistration(`matrise-${++registrations}-${Date.now()}@eksempel.no`),
  }),
  'POST /api/register/confirm': async (m) => {
    const email = `matrise-lenke-${++registrations}-${Date.now()}@eksempel.no`;
    await requestRegistration(
      m.db,
      registerRequestSchema.parse(newRegistration(email)),
      APP_ORIGIN,
    );
    return {
      url: '/api/register/confirm',
      body: { token: await registrationToken(m.db, email) },
      ownSession: true,
    };
  },
  'GET /api/userdata': async () => ({ url: '/api/userdata' }),
  'POST /api/logout': async () => ({ url: '/api/logout', ownSession: true }),
  'GET /api/company/current': async () => ({ url: '/api/company/current' }),
  'POST /api/company/:id/set': async (m) => ({ url: `/api/company/${m.w.hutA}/set` }),
  'PUT /api/company/:id/people/:userId/role': async (m) => ({
    url: `/api/company/${m.w.hutA}/people/${await m.hutPerson()}/role`,
    // A borrower stays one (raising a borrower takes an invitation: hut-people.test.ts).
    body: { role: 'borrower' },
  }),
  'DELETE /api/company/:id/people/:userId': async (m) => ({
    url: `/api/company/${m.w.hutA}/people/${await m.hutPerson()}`,
  }),
  'GET /api/company/:id/invites': async (m) => ({ url: `/api/company/${m.w.hutA}/invites` }),
  'POST /api/company/:id/invites': async (m) => ({
    url: `/api/company/${m.w.hutA}/invites`,
    body: { email: `ny-ansatt-${Date.now()}-${Math.random().toString(36).slice(2)}@eksempel.no` },
  }),
  'DELETE /api/company/:id/invites/:inviteId': async (m) => ({
    url: `/api/company/${m.w.hutA}/invites/${(await m.invite()).id}`,
  }),
  'POST /api/invites/preview': async (m) => ({
    url: '/api/invites/preview',
    body: { token: (await m.invite()).token },
  }),
  'POST /api/password-link/preview': async (m) => ({
    url: '/api/password-link/preview',
    body: { token: (await newAdminWithLink(m.db)).token },
  }),
  'POST /api/password-link/set': async (m) => ({
    url: '/api/password-link/set',
    body: {
      token: (await newAdminWithLink(m.db)).token,
      password: 'kort-tur-7-fjell',
      password_confirmation: 'kort-tur-7-fjell',
    },
  }),
  // Accepting raises the caller's role at hut A: an account of the cell's own, invited by address.
  'POST /api/invites/accept': async (m) => ({
    ownAccount: async (a) => ({
      url: '/api/invites/accept',
      body: { token: (await m.invite(a?.email)).token },
    }),
  }),
  'GET /api/me': async () => ({ url: '/api/me' }),
  'GET /api/notifications': async () => ({ url: '/api/notifications' }),
  'PUT /api/notifications/:noticeId': async (m) => ({
    url: `/api/notifications/${await m.hutNotice()}`,
    body: { read: true },
  }),
  'PUT /api/me/profile': async () => ({
    ownAccount: async () => ({
      url: '/api/me/profile',
      body: { name: 'Egen Konto', phone: '40000042' },
    }),
  }),
  'PUT /api/me/email': async () => ({
    ownAccount: async (a) => ({
      url: '/api/me/email',
      body: { email: `ny-${a?.userId ?? 0}@eksempel.no`, password: 'demo1234' },
    }),
  }),
  'PUT /api/me/password': async () => ({
    ownAccount: async () => ({
      url: '/api/me/password',
      body: {
        current_password: 'demo1234',
        password: 'Fjellvann-og-ski-42',
        password_confirmation: 'Fjellvann-og-ski-42',
      },
    }),
  }),
  'POST /api/me/members': async () => ({
    ownAccount: async () => ({ url: '/api/me/members', body: { name: 'Emma', height: 120 } }),
  }),
  'PUT /api/me/members/:memberId': async (m) => ({
    ownAccount: async (a) => ({
      url: `/api/me/members/${await m.member(a)}`,
      body: { name: 'Emma', shoeSize: 31.5 },
    }),
  }),
  'DELETE /api/me/members/:memberId': async (m) => ({
    ownAccount: async (a) => ({ url: `/api/me/members/${await m.member(a)}` }),
  }),
  'PUT /api/me/huts/:companyId': async (m) => ({
    ownAccount: async () => ({ url: `/api/me/huts/${m.hutC}` }),
  }),
  'DELETE /api/me/huts/:companyId': async (m) => ({
    ownAccount: async (a) => {
      if (a) await m.attach(a.userId, m.hutC);
      return { url: `/api/me/huts/${m.hutC}` };
    },
  }),
  'GET /api/me/sessions': async () => ({ url: '/api/me/sessions' }),
  'DELETE /api/me/sessions/others': async () => ({
    ownAccount: async () => ({ url: '/api/me/sessions/others' }),
  }),
  'GET /api/me/export': async () => ({ url: '/api/me/export' }),
  'DELETE /api/me': async () => ({
    ownAccount: async () => ({ url: '/api/me', body: { password: 'demo1234' } }),
  }),
  'POST /api/company/:id/products': async (m) => ({
    url: `/api/company/${m.w.hutA}/products`,
    body: {
      categoryId: (await m.hutProduct()).categoryId,
      productId: null,
      name: `Matriseski ${++products}`,
      unit: 'cm',
      size: '120',
      maxSize: null,
      quantity: 1,
      notes: [],
    },
  }),
  'GET /api/company/:id/products/:productId': async (m) => ({
    url: `/api/company/${m.w.hutA}/products/${(await m.hutProduct()).id}`,
  }),
  'PUT /api/company/:id/products/:productId': async (m) => {
    const product = await m.hutProduct();
    return {
      url: `/api/company/${m.w.hutA}/products/${product.id}`,
      body: {
        categoryId: product.categoryId,
        name: product.name,
        description: null,
        parts: [],
        image: product.image,
      },
    };
  },
  'GET /api/network/products/:id/changes': async (m) => ({
    url: `/api/network/products/${(await m.hutProduct()).id}/changes`,
  }),
  'POST /api/company/:id/products/:productId/units': async (m) => ({
    url: `/api/company/${m.w.hutA}/products/${(await m.hutProduct()).id}/units`,
    body: { unit: null, size: null, maxSize: null, quantity: 1, notes: [] },
  }),
  'PUT /api/company/:id/units/:unitId': async (m) => ({
    url: `/api/company/${m.w.hutA}/units/${await m.freeUnit()}`,
    body: { unit: 'cm', size: '130', maxSize: null },
  }),
  'POST /api/company/:id/units/:unitId/move': async (m) => ({
    url: `/api/company/${m.w.hutA}/units/${await m.freeUnit()}/move`,
    body: { companyId: m.w.hutB },
  }),
  'POST /api/company/:id/photos': async (m) => ({
    url: `/api/company/${m.w.hutA}/photos`,
    body: await m.photoBytes(),
    contentType: 'image/jpeg',
  }),
  'GET /api/photos/:file': async (m) => ({ url: await m.photo() }),
  'POST /api/company/:id/category-requests': async (m) => ({
    url: `/api/company/${m.w.hutA}/category-requests`,
    body: {
      categoryName: 'Matrisekategori',
      parentId: await m.season(),
      productName: '',
      productLocation: '',
    },
  }),
  'GET /api/company/:id/category-requests': async (m) => ({
    url: `/api/company/${m.w.hutA}/category-requests`,
  }),
  'GET /api/network/category-requests': async () => ({ url: '/api/network/category-requests' }),
  'GET /api/company/:id/statistics': async (m) => ({
    url: `/api/company/${m.w.hutA}/statistics?from=2026-01-01&to=2026-12-31`,
  }),
  'GET /api/network/statistics': async () => ({
    url: '/api/network/statistics?from=2026-01-01&to=2026-12-31',
  }),
  'GET /api/huts/:id/products/:productId/availability': async (m) => {
    const b = await bookable(m);
    return { url: `/api/huts/${m.w.hutA}/products/${b.productId}/availability?date=${b.date}` };
  },
  'GET /api/huts/:id/reservation-settings': async (m) => ({
    url: `/api/huts/${m.w.hutA}/reservation-settings`,
  }),
  'PUT /api/company/:id/reservation-settings': async (m) => ({
    url: `/api/company/${m.w.hutA}/reservation-settings`,
    body: { ...BOOKING_RULES, enabled: true },
  }),
  'POST /api/reservations': async (m) => {
    const b = await bookable(m);
    return {
      url: '/api/reservations',
      body: {
        companyId: m.w.hutA,
        productId: b.productId,
        size: null,
        quantity: 1,
        pickupDate: b.date,
      },
    };
  },
  'GET /api/me/reservations': async () => ({ url: '/api/me/reservations' }),
  'DELETE /api/me/reservations/:reservationId': async (m) => ({
    ownAccount: async (a) => ({ url: `/api/me/reservations/${await ownReservation(m, a)}` }),
  }),
  'GET /api/company/:id/pickups': async (m) => ({ url: `/api/company/${m.w.hutA}/pickups` }),
  'POST /api/reservations/waitlist': async (m) => {
    const full = await fullDay(m);
    return {
      url: '/api/reservations/waitlist',
      body: {
        companyId: m.w.hutA,
        productId: full.productId,
        size: null,
        quantity: 1,
        pickupDate: full.date,
      },
    };
  },
  'GET /api/me/waitlist': async () => ({ url: '/api/me/waitlist' }),
  'DELETE /api/me/waitlist/:entryId': async (m) => ({
    ownAccount: async (a) => ({ url: `/api/me/waitlist/${await ownWaitlistEntry(m, a)}` }),
  }),
  'PUT /api/network/category-requests/:requestId': async (m) => ({
    url: `/api/network/category-requests/${await m.categoryRequest()}`,
    body: { status: 'declined', answer: 'Vi har nok kategorier nå.' },
  }),
  'GET /api/public/data': async () => ({ url: '/api/public/data' }),
  'GET /api/public/items': async (m) => ({ url: `/api/public/items?page=1&companyId=${m.w.hutA}` }),
  'GET /api/public/category': async () => ({ url: '/api/public/category?season=sommer' }),
  'GET /api/public/huts': async () => ({ url: '/api/public/huts' }),
  'GET /api/public/catalogue': async () => ({ url: '/api/public/catalogue' }),
  'POST /api/contact': async () => ({
    url: '/api/contact',
    body: { name: 'Kari', phone: '40000003', email: 'kari@eksempel.no', message: 'Hei!' },
  }),
  'POST /api/sync/push': async () => ({ url: '/api/sync/push', body: { ops: [] } }),
  'GET /api/sync/pull': async () => ({ url: '/api/sync/pull' }),
  'GET /api/sync/ping': async () => ({ url: '/api/sync/ping' }),
  'POST /api/sync/device-key': async () => {
    const key = await newDeviceKey(`matrix-${newId()}`);
    return {
      url: '/api/sync/device-key',
      body: { deviceId: key.deviceId, publicKey: key.publicKey },
    };
  },
  'POST /api/company/:id/sync/queue-file': async (m) => {
    const key = await newDeviceKey(`matrix-${newId()}`);
    await registerDeviceKey(
      m.db,
      { userId: m.w.users.ansatt, companyId: m.w.hutA },
      { deviceId: key.deviceId, publicKey: key.publicKey },
    );
    const file = await signedQueueFile(key, { userId: m.w.users.ansatt, companyId: m.w.hutA }, []);
    return { url: `/api/company/${m.w.hutA}/sync/queue-file`, body: uploadBody(file) };
  },
  'GET /api/company/:id/users': async (m) => ({ url: `/api/company/${m.w.hutA}/users` }),
  'GET /api/company/:id/show': async (m) => ({ url: `/api/company/${m.w.hutA}/show` }),
  'GET /api/company/:id/items': async (m) => ({ url: `/api/company/${m.w.hutA}/items` }),
  'GET /api/company/:id/lender/:lenderId': async (m) => ({
    url: `/api/company/${m.w.hutA}/lender/${m.w.users.familie}`,
  }),
  'GET /api/company/:id/people': async (m) => ({
    url: `/api/company/${m.w.hutA}/people?q=${encodeURIComponent('familie@utstyrsbod.no')}`,
  }),
  'POST /api/item-loans': async (m) => ({
    url: '/api/item-loans',
    body: { item: await m.freeUnit(), lender: m.w.users.familie, company_id: m.w.hutA },
  }),
  'DELETE /api/item-loans/:loanItemId': async (m) => {
    const { loan, line, unit } = await m.loan();
    return { url: `/api/item-loans/${line}?item=${unit}&loan=${loan}` };
  },
  'PUT /api/loan/:loanId': async (m) => {
    const { loan, unit } = await m.loan();
    const date = today();
    return {
      url: `/api/loan/${loan}`,
      body: { status: 'draft', items: [unit], loanDate: date, returnDate: date },
    };
  },
  'PUT /api/loan-items/:itemLoanId/return': async (m) => {
    const { loan, line, unit } = await m.loan(true);
    return {
      url: `/api/loan-items/${line}/return`,
      body: { item: unit, itemLoanId: line, loan },
    };
  },
  'GET /api/loan': async () => ({ url: '/api/loan' }),
  'POST /api/users/:userId/actions': async (m) => {
    const userId = await m.unverifiedBorrower();
    return {
      url: `/api/users/${userId}/actions`,
      body: { action_type: 'verify', reason: 'legitimasjon', userId },
    };
  },
  'POST /api/exceptions/:exceptionId/resolve': async (m) => ({
    url: `/api/exceptions/${await m.exception()}/resolve`,
    body: { resolution: 'unit_checked' },
  }),
  'GET /api/network/huts': async () => ({ url: '/api/network/huts' }),
  'POST /api/network/huts': async () => ({ url: '/api/network/huts', body: hutInput() }),
  'PUT /api/network/huts/:id': async (m) => ({
    url: `/api/network/huts/${await scratchHut(m)}`,
    body: hutInput(),
  }),
  'PUT /api/network/huts/:id/status': async (m) => ({
    url: `/api/network/huts/${await scratchHut(m)}/status`,
    body: { status: 'inactive' },
  }),
  'POST /api/network/huts/:id/admins': async (m) => ({
    url: `/api/network/huts/${await scratchHut(m)}/admins`,
    body: { email: 'lise.hansen@eksempel.no' },
  }),
  'GET /api/network/messages': async () => ({ url: '/api/network/messages?status=new' }),
  'PUT /api/network/messages/:id/status': async (m) => ({
    url: `/api/network/messages/${await contactMessage(m)}/status`,
    body: { status: 'answered' },
  }),
  'PUT /api/network/retention': async () => ({
    url: '/api/network/retention',
    body: { months: 24 },
  }),
  'GET /api/retention': async () => ({ url: '/api/retention' }),
  'GET /api/me/retention': async () => ({ url: '/api/me/retention' }),
  'GET /api/openapi.json': async () => ({ url: '/api/openapi.json' }),
  'GET /api/docs': async () => ({ url: '/api/docs' }),
  'HEAD /api/docs/': async () => ({ url: '/api/docs/' }),
  'GET /api/docs/static/index.html': async () => ({ url: '/api/docs/static/index.html' }),
  'GET /api/docs/static/swagger-initializer.js': async () => ({
    url: '/api/docs/static/swagger-initializer.js',
  }),
  'GET /api/docs/json': async () => ({ url: '/api/docs/json' }),
  'GET /api/docs/yaml': async () => ({ url: '/api/docs/yaml' }),
  'GET /api/docs/static/*': async () => ({ url: '/api/docs/static/swagger-ui.css' }),
  'GET /*': async () => ({ url: '/index.html' }),
};
