import { format, parseISO } from 'date-fns';
import { nb } from 'date-fns/locale';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDaysIso, todayIso } from '../../src/server/db/clock';
import {
  createReservation,
  dayAvailability,
  saveHutSettings,
} from '../../src/server/services/reservations';
import { unitSizeName } from '../../src/shared/domain/reservations';
import { describeFindings, runAxe, seriousFindings } from '../support/e2e-axe';
import { setupE2e } from '../support/e2e-harness';
import { CartPage } from './pages/cart-page';
import { CounterTablet } from './pages/counter-tablet';
import { waitingEntries } from './pages/device-state';
import { cartClash, comingPickupsCard, reservationWarning, statusOf } from './pages/reserved-units';

/**
 * Issue 30, point 1: a family reserved every free unit of a size for a day later in the week;
 * on an offline tablet staff see the units marked "Reservert dd.MM" and the coming pickup on the
 * dashboard, are warned when adding one to another borrower's cart (the pickup falls inside the
 * default loan), and shorten the loan to end the day before: the hand-out breaks nothing, and
 * the server raises no Avvik.
 */
const e2e = setupE2e();
const poll = { timeout: 20_000, interval: 100 };
const db = () => e2e.server.database.db;
const family = { email: 'familie@utstyrsbod.no', name: 'Kari Nordmann' };
const borrower = { email: 'lise.hansen@eksempel.no', name: 'Lise Hansen' };
const dayMonth = (iso: string) => format(parseISO(iso), 'dd.MM');
const weekdayDayMonth = (iso: string) => format(parseISO(iso), 'EEEE dd.MM', { locale: nb });

describe('reserved units at the counter', () => {
  it('marks them, lists the coming pickup, warns, and lets staff shorten the loan', async () => {
    const hut = (
      await db().selectFrom('hut_settings').select('company_id').executeTakeFirstOrThrow()
    ).company_id;
    await saveHutSettings(db(), hut, {
      enabled: true,
      windowFromDays: 14,
      windowToDays: 0,
      pickupWeekdays: [1, 2, 3, 4, 5, 6, 7],
      loanDays: 7,
      maxUnits: 20,
    });
    // Three days ahead: inside the default 7-day loan, and a loan can end before it.
    const pickup = addDaysIso(todayIso(), 3);
    const wanted = await sizeFreeOn(hut, pickup);
    const familyId = await userId(family.email);
    const booked = await createReservation(
      db(),
      familyId,
      {
        companyId: hut,
        productId: wanted.productId,
        size: wanted.size,
        quantity: wanted.free,
        pickupDate: pickup,
      },
      todayIso(),
    );

    const tablet = await CounterTablet.open(e2e, 'ansatt@utstyrsbod.no', {
      viewport: { width: 1024, height: 768 },
      bypassCSP: true,
    });
    const { stock, page } = tablet;
    // Everything from here on works from the tablet's own tables.
    await tablet.context.setOffline(true);
    await page.goto('/dashboard');
    const coming = comingPickupsCard(page);
    const line = coming
      .getByRole('listitem')
      .filter({ hasText: family.name })
      .filter({ hasText: `${wanted.free} ×` });
    await line.waitFor(poll);
    await coming
      .getByRole('heading', { name: format(parseISO(pickup), 'EEEE d. MMMM', { locale: nb }) })
      .waitFor();
    await noSeriousFindings(page);

    await stock.goto();
    const shelf = await shelfUnits(stock, wanted.unitIds);
    expect(shelf.length).toBe(wanted.free);
    for (const id of shelf)
      await expect
        .poll(() => statusOf(stock.row(id)).innerText(), poll)
        .toBe(`Reservert ${dayMonth(pickup)}`);
    await noSeriousFindings(page);

    await tablet.clearBorrower();
    await stock.pickBorrower(borrower.email, borrower.name);
    const chosen = shelf[0] ?? -1;
    await stock.rowButton(chosen).click();
    const warning = reservationWarning(page);
    await warning
      .getByText(`${wanted.free} av ${wanted.free} er reservert til ${weekdayDayMonth(pickup)}.`)
      .waitFor();
    await warning
      .getByText(new RegExp(`^${family.name} har reservert .* til ${weekdayDayMonth(pickup)}`))
      .waitFor();
    await noSeriousFindings(page);
    await warning.getByRole('button', { name: 'Legg i lånekurven likevel' }).click();
    await expect.poll(() => stock.row(chosen).innerText(), poll).toContain('Lagt til');

    await stock.cartButton.click();
    const cart = new CartPage(page);
    const clash = cartClash(page);
    await clash.getByText(new RegExp(`^${family.name} har reservert`)).waitFor(poll);
    await noSeriousFindings(page);
    const dayBefore = addDaysIso(pickup, -1);
    await clash
      .getByRole('button', { name: `Kort ned lånet til ${weekdayDayMonth(dayBefore)}` })
      .click();
    expect(await cart.returnDate.inputValue()).toBe(dayBefore);
    await expect.poll(() => clash.count(), poll).toBe(0);
    await cart.handOut.click();
    await page.waitForURL(/\/utlansoversikt/);

    await tablet.context.setOffline(false);
    await expect.poll(() => waitingEntries(page), poll).toBe(0);
    const loan = await db()
      .selectFrom('loan_items')
      .select(['loan_id', 'expected_return_date'])
      .where('unit_id', '=', chosen)
      .where('status', '=', 'lent')
      .executeTakeFirstOrThrow();
    expect(loan.expected_return_date).toBe(dayBefore);
    const broken = await db()
      .selectFrom('sync_exceptions')
      .select('id')
      .where('kind', '=', 'reservation_broken')
      .execute();
    expect(broken).toEqual([]);
    const still = await db()
      .selectFrom('reservations')
      .select('status')
      .where('id', '=', booked.id)
      .executeTakeFirstOrThrow();
    expect(still.status).toBe('active');
  });
});

/** A product size with units free on `day` (and on the shelf now), at most five. */
async function sizeFreeOn(hut: number, day: string) {
  const units = await db()
    .selectFrom('units')
    .select(['id', 'product_id', 'size', 'max_size', 'unit'])
    .where('company_id', '=', hut)
    .where('status', '=', 'available')
    .where('size', 'is not', null)
    .orderBy('id')
    .execute();
  for (const productId of [...new Set(units.map((u) => u.product_id))]) {
    const onDay = await dayAvailability(db(), hut, productId, day);
    for (const s of onDay.sizes) {
      const unitIds = units
        .filter((u) => u.product_id === productId && unitSizeName(u) === s.size)
        .map((u) => u.id);
      if (s.size !== null && s.free > 0 && s.free <= 3 && s.free === unitIds.length)
        return { productId, size: s.size, free: s.free, unitIds };
    }
  }
  throw new Error('demo data: a size free on the pickup day');
}

/** Of `ids`, the units the stock table offers (free on the shelf now). */
async function shelfUnits(stock: CounterTablet['stock'], ids: number[]): Promise<number[]> {
  const free: number[] = [];
  for (const id of ids) if (await stock.rowButton(id).isEnabled()) free.push(id);
  return free;
}

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
