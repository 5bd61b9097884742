import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { osloInstant, setFixedNow } from '../../src/server/db/clock';
import {
  dayAvailability,
  runPickupReminders,
  runWaitlistOffers,
  saveHutSettings,
} from '../../src/server/services/reservations';
import { reservationSchema, waitlistEntrySchema } from '../../src/shared/contracts/reservations';
import { reservationMessages as m } from '../../src/shared/texts/reservations';
import { testDialects } from '../support/test-databases';
import { device, newId, only, push, staff } from './sync-fixtures';
import { staffWorld, type StaffWorld } from './staff-world';
import { Browser, openTestApp, type TestApp } from './support/test-app';

/**
 * The waiting list and the pickup reminder (issue: booking ahead), on both databases: a fully
 * booked day takes a place in line (with the booking's rules and Norwegian refusals); units that
 * free are offered to the first in line, held for them (nobody else may book them) and told in
 * the bell and by email at once; the offer is claimed by booking, or lapses at its deadline.
 * The day before pickup each reservation is reminded once. Today is Wednesday 2 December 2026.
 */
const TODAY = '2026-12-02';
const MONDAY = '2026-12-07';

describe.each(testDialects)('waiting list and pickup reminder on %s', (dialect) => {
  let t: TestApp;
  let w: StaffWorld;
  let product = 0;
  let size = '';
  let all = 0;
  let browsers: Record<string, Browser> = {};
  const as = async (email: string) => {
    const existing = browsers[email];
    if (existing) return existing;
    const browser = new Browser(t.app);
    expect((await browser.login(email)).statusCode).toBe(200);
    browsers[email] = browser;
    return browser;
  };
  const at = (date: string, hour: number) => {
    setFixedNow(osloInstant(date, hour));
    browsers = {};
  };
  const body = (extra: Record<string, unknown> = {}) => ({
    companyId: w.hutA,
    productId: product,
    size,
    quantity: 1,
    pickupDate: MONDAY,
    ...extra,
  });
  const entry = (id: string) =>
    t.database.db
      .selectFrom('reservation_waitlist')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const free = async () =>
    (await dayAvailability(t.database.db, w.hutA, product, MONDAY)).sizes.find(
      (s) => s.size === size,
    )?.free;
  const mailsTo = (email: string, kind: string) =>
    t.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', email)
      .where('kind', '=', kind as 'waitlist_offer')
      .execute();

  beforeAll(async () => {
    t = await openTestApp(dialect);
    w = await staffWorld(t.database.db);
    await saveHutSettings(t.database.db, w.hutA, {
      enabled: true,
      windowFromDays: 14,
      windowToDays: 2,
      pickupWeekdays: [1, 2, 3, 4, 5],
      loanDays: 7,
      maxUnits: 20,
    });
    at(TODAY, 10);
    // A size of a product with 2 to 20 units free on Monday.
    const products = await t.database.db
      .selectFrom('units')
      .select('product_id')
      .distinct()
      .where('company_id', '=', w.hutA)
      .where('size', 'is not', null)
      .orderBy('product_id')
      .execute();
    for (const p of products) {
      const day = await dayAvailability(t.database.db, w.hutA, p.product_id, MONDAY);
      const fit = day.sizes.find((s) => s.size !== null && s.free >= 2 && s.free <= 20);
      if (fit?.size) {
        product = p.product_id;
        size = fit.size;
        all = fit.free;
        break;
      }
    }
    expect(all).toBeGreaterThan(1);
  });
  afterAll(async () => {
    setFixedNow(null);
    await t.close();
  });
  afterEach(() => setFixedNow(null));

  it('takes a place in line only for a full day, with the booking rules', async () => {
    at(TODAY, 10);
    const lise = await as('lise.hansen@eksempel.no');
    const jonas = await as('jonas.johansen@eksempel.no');
    // While units are free, book instead.
    const early = await jonas.post('/api/reservations/waitlist', body());
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: m.stillFree });
    expect((await lise.post('/api/reservations', body({ quantity: all }))).statusCode).toBe(201);
    expect(await free()).toBe(0);

    const refused = await jonas.post('/api/reservations', body());
    expect(refused.json()).toMatchObject({ fields: { quantity: [m.notEnough(0)] } });
    const badDay = await jonas.post(
      '/api/reservations/waitlist',
      body({ pickupDate: '2026-12-03' }),
    );
    expect(badDay.statusCode).toBe(422);
    const notActive = await (
      await as('ny@utstyrsbod.no')
    ).post('/api/reservations/waitlist', body());
    expect(notActive.statusCode).toBe(403);

    const joined = await jonas.post('/api/reservations/waitlist', body({ quantity: all }));
    expect(joined.statusCode, joined.body).toBe(201);
    expect(waitlistEntrySchema.parse(joined.json())).toMatchObject({
      status: 'waiting',
      quantity: all,
      offeredUntil: null,
    });
    const twice = await jonas.post('/api/reservations/waitlist', body({ quantity: all }));
    expect(twice.json()).toMatchObject({ message: m.alreadyWaiting });
    const familie = await (
      await as('familie@utstyrsbod.no')
    ).post('/api/reservations/waitlist', body());
    expect(familie.statusCode).toBe(201);
  });

  it('offers freed units to the first in line, holds them, and lets them claim it', async () => {
    at(TODAY, 22);
    const lise = await as('lise.hansen@eksempel.no');
    const jonas = await as('jonas.johansen@eksempel.no');
    const [held] = (await (await lise.get('/api/me/reservations')).json()).reservations as {
      id: string;
    }[];
    if (!held) throw new Error('the booking of the first test');
    expect((await lise.request('DELETE', `/api/me/reservations/${held.id}`)).statusCode).toBe(200);

    // Jonas was first: all the units are his until tomorrow evening; the family still waits.
    const line = (await (await jonas.get('/api/me/waitlist')).json()).entries as { id: string }[];
    const offer = await entry(line[0]?.id ?? '');
    expect(offer.status).toBe('offered');
    expect(offer.offered_until).toBe(
      new Date(osloInstant(TODAY, 22).getTime() + 86_400_000).toISOString(),
    );
    expect(await free()).toBe(0);
    const family = await as('familie@utstyrsbod.no');
    expect((await family.post('/api/reservations', body())).statusCode).toBe(422);
    // Told at once, even at 22:00: the offer runs out.
    const [mail] = await mailsTo('jonas.johansen@eksempel.no', 'waitlist_offer');
    expect(mail?.not_before).toBe(osloInstant(TODAY, 22).toISOString());
    expect(mail?.body).toContain('og du er først i køen');
    const notices = await t.database.db
      .selectFrom('notifications')
      .select('message')
      .where('user_id', '=', offer.user_id)
      .where('kind', '=', 'waitlist_offer')
      .execute();
    expect(notices).toHaveLength(1);

    // He books it: the offer is claimed, the units are his reservation.
    const claimed = await jonas.post('/api/reservations', body({ quantity: all }));
    expect(claimed.statusCode, claimed.body).toBe(201);
    expect(reservationSchema.parse(claimed.json()).quantity).toBe(all);
    expect((await entry(offer.id)).status).toBe('claimed');
  });

  it('offers units freed again to the next in line, and lets an offer not taken lapse', async () => {
    at(TODAY, 12);
    const jonas = await as('jonas.johansen@eksempel.no');
    const mine = (await (await jonas.get('/api/me/reservations')).json()).reservations as {
      id: string;
      status: string;
    }[];
    const active = mine.find((r) => r.status === 'active');
    expect(
      (await jonas.request('DELETE', `/api/me/reservations/${active?.id ?? ''}`)).statusCode,
    ).toBe(200);
    const family = await t.database.db
      .selectFrom('reservation_waitlist as w')
      .innerJoin('users as u', 'u.id', 'w.user_id')
      .select(['w.id', 'w.status'])
      .where('u.email', '=', 'familie@utstyrsbod.no')
      .executeTakeFirstOrThrow();
    expect(family.status).toBe('offered');
    expect(await free()).toBe(all - 1);

    // A day and an hour later, not taken: it lapses and frees the unit.
    at('2026-12-03', 13);
    await runWaitlistOffers(t.database.db);
    expect((await entry(family.id)).status).toBe('lapsed');
    expect(await free()).toBe(all);
    const lapsed = await (await as('familie@utstyrsbod.no')).post('/api/reservations', body());
    expect(lapsed.statusCode).toBe(201);
  });

  it('reminds of a pickup the day before, once', async () => {
    at('2026-12-06', 9);
    expect(await runPickupReminders(t.database.db, '2026-12-06')).toBe(1);
    expect(await runPickupReminders(t.database.db, '2026-12-06')).toBe(0);
    const [mail] = await mailsTo('familie@utstyrsbod.no', 'pickup_reminder');
    expect(mail?.subject).toBe('Husk å hente utstyret i morgen');
    expect(mail?.body).toContain('I morgen, mandag 07.12.2026, kan du hente dette hos');
  });

  it('closes the place in line of someone who books the day directly', async () => {
    at(TODAY, 10);
    const lise = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'lise.hansen@eksempel.no')
      .executeTakeFirstOrThrow();
    const id = newId();
    const stamp = new Date().toISOString();
    await t.database.db
      .insertInto('reservation_waitlist')
      .values({
        id,
        company_id: w.hutA,
        product_id: product,
        size,
        quantity: 1,
        pickup_date: MONDAY,
        user_id: lise.id,
        status: 'waiting',
        offered_until: null,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    const booked = await (await as('lise.hansen@eksempel.no')).post('/api/reservations', body());
    expect(booked.statusCode, booked.body).toBe(201);
    // No offer (and no second hold) will come for a day already booked.
    expect((await entry(id)).status).toBe('claimed');
  });

  it('takes no flagged person in line, and offers nothing to one flagged while waiting', async () => {
    at(TODAY, 10);
    const tuesday = '2026-12-08';
    const lise = await as('lise.hansen@eksempel.no');
    const jonas = await as('jonas.johansen@eksempel.no');
    const made = await lise.post('/api/reservations', body({ quantity: all, pickupDate: tuesday }));
    expect(made.statusCode, made.body).toBe(201);
    // The day is full: Per Olsen (flagged at the hut) may not wait for it; Jonas may.
    const flagged = await (
      await as('flagget@utstyrsbod.no')
    ).post('/api/reservations/waitlist', body({ pickupDate: tuesday }));
    expect(flagged.statusCode).toBe(403);
    expect(flagged.json()).toMatchObject({ message: m.flagged });
    const joined = await jonas.post('/api/reservations/waitlist', body({ pickupDate: tuesday }));
    expect(joined.statusCode, joined.body).toBe(201);
    const place = waitlistEntrySchema.parse(joined.json());

    // The hut flags Jonas; units freed are not held for someone who may not book them.
    const counter = device(w.hutA, w.users.ansatt);
    const flag = (type: 'user.flag' | 'user.unflag') =>
      push(t.database.db, staff(w.users.ansatt), [
        counter(
          type === 'user.flag'
            ? { type, payload: { userId: w.users.jonas, reason: 'Skadet utstyr uten å si fra.' } }
            : { type, payload: { userId: w.users.jonas } },
        ),
      ]);
    only(await flag('user.flag'), 'applied');
    const booked = reservationSchema.parse(made.json());
    expect((await lise.request('DELETE', `/api/me/reservations/${booked.id}`)).statusCode).toBe(
      200,
    );
    expect((await entry(place.id)).status).toBe('waiting');
    const refused = await jonas.post('/api/reservations', body({ pickupDate: tuesday }));
    expect(refused.statusCode).toBe(403);

    // Lifted: the next round offers them to him.
    only(await flag('user.unflag'), 'applied');
    await runWaitlistOffers(t.database.db);
    expect((await entry(place.id)).status).toBe('offered');
  });
});
