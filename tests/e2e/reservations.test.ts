import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { todayIso } from '../../src/server/db/clock';
import type { Database } from '../../src/server/db/schema';
import {
  cancelMyReservation,
  createReservation,
  dayAvailability,
  saveHutSettings,
} from '../../src/server/services/reservations';
import { unitSizeName } from '../../src/shared/domain/reservations';
import type { Page } from 'playwright-core';
import { describeFindings, runAxe, seriousFindings } from '../support/e2e-axe';
import { setupE2e } from '../support/e2e-harness';
import { AvvikPage } from './pages/avvik-page';
import { Bell } from './pages/bell';
import { CartPage } from './pages/cart-page';
import { CounterTablet } from './pages/counter-tablet';
import { waitingEntries } from './pages/device-state';
import { MyPage } from './pages/my-page';
import { pickupsCard, ReservationSettingsPage, ReservePanel } from './pages/reservation-pages';
import { signedIn } from './pages/sign-in';

/**
 * Booking ahead, as people use it (issue: reservations): the hut admin opens for bookings, a
 * family reserves a size for a day on the product page, staff see the pickup on the dashboard
 * and lend from it (the reservation is picked up with the loan); and a tablet that is offline
 * lends the last reserved units to someone else: the loan stands, and Avvik names the
 * reservation, with whom to call, once the tablet is back online.
 */
const e2e = setupE2e();
const poll = { timeout: 20_000, interval: 100 };
const db = () => e2e.server.database.db;
const family = { email: 'familie@utstyrsbod.no', name: 'Kari Nordmann' };
const borrower = { email: 'lise.hansen@eksempel.no', name: 'Lise Hansen' };

/** The hut that takes reservations in the demo data. */
async function bookingHut(database: Kysely<Database>): Promise<number> {
  const row = await database
    .selectFrom('hut_settings')
    .select('company_id')
    .executeTakeFirstOrThrow();
  return row.company_id;
}

/** Sizes of the hut's products with units free today (skipping `except`), most free first. */
async function freeSizes(database: Kysely<Database>, hut: number, except: number[] = []) {
  const units = await database
    .selectFrom('units')
    .select(['id', 'product_id', 'size', 'max_size', 'unit'])
    .where('company_id', '=', hut)
    .where('status', '=', 'available')
    .where('size', 'is not', null)
    .orderBy('id')
    .execute();
  const found: { productId: number; size: string; free: number; unitIds: number[] }[] = [];
  for (const productId of [...new Set(units.map((u) => u.product_id))]) {
    if (except.includes(productId)) continue;
    const day = await dayAvailability(database, hut, productId, todayIso());
    for (const s of day.sizes)
      if (s.size !== null && s.free > 0 && s.free <= 5)
        found.push({
          productId,
          size: s.size,
          free: s.free,
          unitIds: units
            .filter((u) => u.product_id === productId && unitSizeName(u) === s.size)
            .map((u) => u.id),
        });
  }
  return found.sort((a, b) => b.free - a.free);
}

describe('booking ahead', () => {
  it('a family reserves a size for today; staff lend it from the dashboard', async () => {
    const hut = await bookingHut(db());
    const [wanted] = await freeSizes(db(), hut);
    if (!wanted) throw new Error('demo data: a size free today');

    // The hut admin takes bookings up to the day itself, every day of the week.
    const admin = await signedIn(e2e, 'demo@utstyrsbod.no', {
      viewport: { width: 1024, height: 768 },
      bypassCSP: true,
    });
    const rules = new ReservationSettingsPage(admin.page);
    await rules.goto();
    await rules.enabled.check();
    await rules.latest.fill('0');
    for (const day of ['mandag', 'tirsdag', 'onsdag', 'torsdag', 'fredag', 'lørdag', 'søndag'])
      await rules.weekday(day).check();
    await rules.maxUnits.fill('20');
    await rules.save.click();
    await rules.saved.waitFor();
    await noSeriousFindings(admin.page);

    // The family, on a phone: today, the size, one unit.
    const phone = await signedIn(e2e, family.email, {
      viewport: { width: 390, height: 844 },
      bypassCSP: true,
    });
    const reserve = new ReservePanel(phone.page);
    await reserve.goto(wanted.productId, hut);
    await expect.poll(() => reserve.day.inputValue(), poll).toBe(todayIso());
    await reserve.size.selectOption(wanted.size);
    await expect.poll(() => reserve.free.innerText(), poll).toBe(`${wanted.free} ledig den dagen`);
    await noSeriousFindings(phone.page);
    await reserve.submit.click();
    await reserve.done.waitFor();
    const booked = await db()
      .selectFrom('reservations as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select(['r.id', 'r.status', 'r.size', 'r.pickup_date'])
      .where('u.email', '=', family.email)
      .where('r.product_id', '=', wanted.productId)
      .executeTakeFirstOrThrow();
    expect(booked).toMatchObject({ status: 'active', size: wanted.size, pickup_date: todayIso() });
    const mine = new MyPage(phone.page);
    await mine.goto();
    await mine.reservations.getByText('Reservert', { exact: true }).waitFor();
    await noSeriousFindings(phone.page);

    // The counter: Dagens hentinger → the cart → Utlever.
    const tablet = await CounterTablet.open(e2e, 'ansatt@utstyrsbod.no', {
      viewport: { width: 1024, height: 768 },
      bypassCSP: true,
    });
    expect(tablet.companyId).toBe(hut);
    await tablet.page.goto('/dashboard');
    const card = pickupsCard(tablet.page);
    await card.getByText(family.name).waitFor(poll);
    await noSeriousFindings(tablet.page);
    await card
      .getByRole('button', { name: new RegExp(`^Legg i lånekurven: .* for ${family.name}$`) })
      .click();
    const cart = new CartPage(tablet.page);
    await cart.handOut.waitFor();
    const [unitId] = await cart.unitIds();
    expect(wanted.unitIds).toContain(unitId);
    await cart.handOut.click();
    await tablet.page.waitForURL(/\/utlansoversikt/);
    await expect.poll(() => waitingEntries(tablet.page), poll).toBe(0);
    const picked = await db()
      .selectFrom('reservations')
      .select(['status', 'loan_id'])
      .where('id', '=', booked.id)
      .executeTakeFirstOrThrow();
    expect(picked.status).toBe('picked_up');
    const loan = await db()
      .selectFrom('loan_items')
      .select('loan_id')
      .where('unit_id', '=', unitId ?? -1)
      .where('status', '=', 'lent')
      .executeTakeFirstOrThrow();
    expect(picked.loan_id).toBe(loan.loan_id);
    await mine.goto();
    await mine.reservations.getByText('Hentet', { exact: true }).waitFor(poll);
  });

  it('an offline tablet lends reserved units to someone else; Avvik names the reservation', async () => {
    const hut = await bookingHut(db());
    const [wanted] = await freeSizes(db(), hut);
    if (!wanted) throw new Error('demo data: a size free today');
    await openForToday(hut);
    // The family has every free unit of the size for today.
    const familyId = await userId(family.email);
    await createReservation(
      db(),
      familyId,
      {
        companyId: hut,
        productId: wanted.productId,
        size: wanted.size,
        quantity: wanted.free,
        pickupDate: todayIso(),
      },
      todayIso(),
    );

    const tablet = await CounterTablet.open(e2e, 'ansatt@utstyrsbod.no', {
      viewport: { width: 1024, height: 768 },
      bypassCSP: true,
    });
    await tablet.page.goto('/dashboard');
    await pickupsCard(tablet.page)
      .getByRole('listitem')
      .filter({ hasText: family.name })
      .filter({ hasText: `${wanted.free} ×` })
      .waitFor(poll);

    await tablet.context.setOffline(true);
    const { stock } = tablet;
    await stock.goto();
    await tablet.clearBorrower();
    await stock.pickBorrower(borrower.email, borrower.name);
    let chosen: number | undefined;
    for (const id of wanted.unitIds)
      if (await stock.rowButton(id).isEnabled()) {
        chosen = id;
        break;
      }
    if (chosen === undefined) throw new Error(`no free unit of ${wanted.size}`);
    await stock.rowButton(chosen).click();
    const warning = tablet.page.getByRole('dialog', { name: 'Utstyret er reservert' });
    await warning.getByText(`${wanted.free} av ${wanted.free} er reservert i dag.`).waitFor();
    await warning.getByText(new RegExp(`^${family.name} har reservert`)).waitFor();
    await noSeriousFindings(tablet.page);
    await warning.getByRole('button', { name: 'Legg i lånekurven likevel' }).click();
    const added = chosen;
    await expect.poll(() => stock.row(added).innerText(), poll).toContain('Lagt til');
    await stock.cartButton.click();
    const cart = new CartPage(tablet.page);
    await cart.handOut.click();
    await tablet.page.waitForURL(/\/utlansoversikt/);

    await tablet.context.setOffline(false);
    await expect.poll(() => waitingEntries(tablet.page), poll).toBe(0);
    const avvik = new AvvikPage(tablet.page);
    await avvik.goto();
    const item = avvik.item('Reservert utstyr lånt ut');
    await item.waitFor(poll);
    expect(await item.innerText()).toContain(`${family.name} har reservert ${wanted.free} ×`);
    expect(await item.innerText()).toContain('40000003');
  });

  it('a family on the waiting list is told when a unit frees, and books it', async () => {
    const hut = await bookingHut(db());
    const [wanted] = await freeSizes(db(), hut);
    if (!wanted) throw new Error('demo data: a size free today');
    await openForToday(hut);
    // Lise has every free unit of the size for today.
    const lise = await userId(borrower.email);
    const held = await createReservation(
      db(),
      lise,
      {
        companyId: hut,
        productId: wanted.productId,
        size: wanted.size,
        quantity: wanted.free,
        pickupDate: todayIso(),
      },
      todayIso(),
    );

    const phone = await signedIn(e2e, family.email, {
      viewport: { width: 390, height: 844 },
      bypassCSP: true,
    });
    const reserve = new ReservePanel(phone.page);
    await reserve.goto(wanted.productId, hut);
    await reserve.size.selectOption(wanted.size);
    await expect.poll(() => reserve.free.innerText(), poll).toBe('Ingenting ledig den dagen');
    await reserve.section.getByRole('button', { name: 'Sett meg på venteliste' }).click();
    await reserve.section.getByText(/^Du står på venteliste for 1 ×/).waitFor();
    await noSeriousFindings(phone.page);

    // Lise cancels: the unit is offered to the family, in the bell and on Min side.
    await cancelMyReservation(db(), lise, held.id);
    const bell = new Bell(phone.page);
    await phone.page.reload();
    await bell.open();
    await expect
      .poll(async () => (await bell.messages()).some((m) => m.includes(' er ledig hos ')), poll)
      .toBe(true);
    const mine = new MyPage(phone.page);
    await mine.goto();
    await mine.reservations.getByText('Ledig for deg', { exact: true }).waitFor(poll);
    await noSeriousFindings(phone.page);
    await mine.reservations.getByRole('button', { name: /^Reserver nå: 1 ×/ }).click();
    await mine.reservations.getByText('Reservert. Du får en bekreftelse.').waitFor();
    const booked = await db()
      .selectFrom('reservations')
      .select(['status', 'quantity'])
      .where('user_id', '=', await userId(family.email))
      .where('product_id', '=', wanted.productId)
      .where('pickup_date', '=', todayIso())
      .where('status', '=', 'active')
      .execute();
    expect(booked).toEqual([{ status: 'active', quantity: 1 }]);
  });
});

/** Bookings from today on, every day (the second and third tests do not depend on the first). */
async function openForToday(hut: number): Promise<void> {
  await saveHutSettings(db(), hut, {
    enabled: true,
    windowFromDays: 14,
    windowToDays: 0,
    pickupWeekdays: [1, 2, 3, 4, 5, 6, 7],
    loanDays: 7,
    maxUnits: 20,
  });
}

/** axe: no serious or critical findings on the page as it is now. */
async function noSeriousFindings(page: Page): Promise<void> {
  const serious = seriousFindings(await runAxe(page));
  expect(serious, describeFindings(serious)).toEqual([]);
}

async function userId(email: string): Promise<number> {
  const row = await db()
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}
