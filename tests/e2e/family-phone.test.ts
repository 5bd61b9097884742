import type { Kysely } from 'kysely';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/schema';
import { saveHutSettings } from '../../src/server/services/reservations';
import { DEFAULT_RESERVATION_SETTINGS } from '../../src/shared/domain/reservations';
import { REFRESH_MIN_GAP_MS } from '../../src/sync/page/catalogue-scheduler';
import { describeFindings, runAxe, seriousFindings } from '../support/e2e-axe';
import { setupE2e } from '../support/e2e-harness';
import { borrowersWithoutCart, freeUnits } from '../support/e2e-hut-data';
import { AllProductsPage } from './pages/all-products-page';
import { CounterTablet } from './pages/counter-tablet';
import {
  focusedDescription,
  holdsFocus,
  inSight,
  overlap,
  phoneViewport,
  placementOf,
} from './pages/family-phone';
import { MyPage } from './pages/my-page';
import { PublicProductPage } from './pages/public-product-page';
import { ReservePanel } from './pages/reservation-pages';
import { signedIn } from './pages/sign-in';

/**
 * Families' phones (issue 30, points 8–11): an answer to a form shows where the person looks, the
 * booking starts at a hut that takes bookings, an open product page follows the counter, and the
 * home page, the page turn and the child form are laid out for a 390×844 screen.
 */
const e2e = setupE2e();
const db = () => e2e.server.database.db;
const poll = { timeout: 10_000, interval: 100 };
const phone = { viewport: phoneViewport };

async function hutId(database: Kysely<Database>, name: string): Promise<number> {
  const row = await database
    .selectFrom('companies')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The form's top-level message is on screen, clear of the sticky header, and holds focus. */
async function expectSeenAndFocused(page: Page, message: Locator): Promise<void> {
  await message.waitFor();
  const placement = await placementOf(message);
  expect(inSight(placement), JSON.stringify(placement)).toBe(true);
  expect(await holdsFocus(message), await focusedDescription(page)).toBe(true);
}

describe('an offline answer to a form on a phone', () => {
  it('register: "uten nett" is on screen and takes focus after the button at the bottom', async () => {
    const { page, context } = await e2e.open(phone);
    await page.goto('/register');
    const main = page.getByRole('main');
    await main.getByLabel('Fullt navn').fill('Ola Nordmann');
    await main.getByLabel('Epost').fill('ola.telefon@eksempel.no');
    await main.getByLabel('Passord', { exact: true }).fill('Fjellvann-og-ski-42');
    await main.getByLabel('Gjenta passord').fill('Fjellvann-og-ski-42');
    await main.getByRole('checkbox', { name: /godtar vilkårene/ }).check();
    await context.setOffline(true);
    await main.getByRole('button', { name: 'Registrer', exact: true }).click();
    await expectSeenAndFocused(
      page,
      main
        .getByRole('alert')
        .filter({ hasText: 'Du er uten nett, så registreringen ble ikke sendt.' }),
    );
  });

  it('kontakt: "uten nett" is on screen and takes focus, and the page passes axe', async () => {
    const { page, context } = await e2e.open({ ...phone, bypassCSP: true });
    await page.goto('/kontakt');
    const main = page.getByRole('main');
    await main.getByLabel('Navn', { exact: true }).fill('Kari Nordmann');
    await main.getByLabel('Telefon', { exact: true }).fill('912 34 567');
    await main.getByLabel('Epost', { exact: true }).fill('kari@eksempel.no');
    await main.getByLabel('Melding', { exact: true }).fill('Sendt fra telefonen uten nett.');
    const send = main.getByRole('button', { name: 'Send', exact: true });
    await expect.poll(() => send.isEnabled(), poll).toBe(true);
    await context.setOffline(true);
    await send.click();
    await expectSeenAndFocused(
      page,
      main.getByRole('alert').filter({ hasText: 'Du er uten nett, så meldingen ble ikke sendt.' }),
    );
    const findings = seriousFindings(await runAxe(page));
    expect(findings, describeFindings(findings)).toEqual([]);
  });
});

describe('the booking on the product page', () => {
  /** A product both huts hold, so the booking offers a choice between them. */
  async function sharedProduct(huts: number[]): Promise<number> {
    const rows = await db()
      .selectFrom('units')
      .select(['product_id', 'company_id'])
      .where('company_id', 'in', huts)
      .where('status', '=', 'available')
      .execute();
    const held = new Map<number, Set<number>>();
    for (const r of rows)
      held.set(r.product_id, (held.get(r.product_id) ?? new Set()).add(r.company_id));
    const found = [...held].find(([, at]) => at.size === huts.length);
    if (!found) throw new Error('demo data: a product at both huts');
    return found[0];
  }

  const chosenHut = (panel: ReservePanel) =>
    panel.hut.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text ?? '');

  it('starts at the hut in the address, else the family’s own hut, else the first that takes bookings', async () => {
    const grunerlokka = await hutId(db(), 'Grünerløkka utstyrsbod');
    const bergen = await hutId(db(), 'Bergen sentrum utstyrsbod');
    const product = await sharedProduct([grunerlokka, bergen]);

    // A visitor: Bergen (first by name) takes no bookings, Grünerløkka does.
    const visitor = await e2e.open(phone);
    const panel = new ReservePanel(visitor.page);
    await visitor.page.goto(`/produkt/${product}`);
    await panel.section.waitFor();
    await expect.poll(() => chosenHut(panel), poll).toBe('Grünerløkka utstyrsbod');
    await panel.day.waitFor();

    // The address names Bergen: the person asked for it, and is told it takes no bookings.
    await panel.goto(product, bergen);
    await expect.poll(() => chosenHut(panel), poll).toBe('Bergen sentrum utstyrsbod');
    await panel.section.getByText(/tar ikke imot reservasjoner/).waitFor();

    // Bergen opens for bookings too: a visitor starts there, a family of Grünerløkka at home.
    const family = await db()
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'familie@utstyrsbod.no')
      .executeTakeFirstOrThrow();
    const bergenMembership = await db()
      .selectFrom('company_user')
      .selectAll()
      .where('user_id', '=', family.id)
      .where('company_id', '=', bergen)
      .executeTakeFirstOrThrow();
    await saveHutSettings(db(), bergen, {
      ...DEFAULT_RESERVATION_SETTINGS,
      pickupWeekdays: [1, 2, 3, 4, 5, 6, 7],
      enabled: true,
    });
    await db()
      .deleteFrom('company_user')
      .where('user_id', '=', family.id)
      .where('company_id', '=', bergen)
      .execute();
    try {
      const other = await e2e.open(phone);
      const otherPanel = new ReservePanel(other.page);
      await other.page.goto(`/produkt/${product}`);
      await otherPanel.section.waitFor();
      await expect.poll(() => chosenHut(otherPanel), poll).toBe('Bergen sentrum utstyrsbod');

      const signed = await signedIn(e2e, 'familie@utstyrsbod.no', phone);
      const familyPanel = new ReservePanel(signed.page);
      await signed.page.goto(`/produkt/${product}`);
      await familyPanel.section.waitFor();
      await expect.poll(() => chosenHut(familyPanel), poll).toBe('Grünerløkka utstyrsbod');
      await familyPanel.day.waitFor();
    } finally {
      await db().insertInto('company_user').values(bergenMembership).execute();
      await saveHutSettings(db(), bergen, {
        ...DEFAULT_RESERVATION_SETTINGS,
        pickupWeekdays: [...DEFAULT_RESERVATION_SETTINGS.pickupWeekdays],
        enabled: false,
      });
    }
  });
});

describe('an open product page follows the counter', () => {
  it('shows a loan within seconds, and the next one on coming back to the page', async () => {
    const tablet = await CounterTablet.open(e2e, 'ansatt@utstyrsbod.no');
    const hut = tablet.companyId;
    const hutName = (
      await db()
        .selectFrom('companies')
        .select('name')
        .where('id', '=', hut)
        .executeTakeFirstOrThrow()
    ).name;
    const borrower = (await borrowersWithoutCart(db(), hut)).find((u) => u.verified && !u.flagged);
    if (!borrower) throw new Error('demo data: a borrower without a cart');
    const free = await freeUnits(db(), hut, 200);
    const units = await db()
      .selectFrom('units')
      .select(['id', 'product_id'])
      .where('id', 'in', free)
      .execute();
    const byProduct = new Map<number, number[]>();
    for (const u of units)
      byProduct.set(u.product_id, [...(byProduct.get(u.product_id) ?? []), u.id]);
    const [product, [first, second] = []] = [...byProduct].find(([, ids]) => ids.length >= 3) ?? [
      0,
      [],
    ];
    if (!first || !second) throw new Error('demo data: a product with three free units');

    const { page } = await e2e.open(phone);
    let lastPull = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/public/catalogue')) lastPull = Date.now();
    });
    const productPage = new PublicProductPage(page);
    await productPage.goto(product, hut);
    const ledig = productPage.hut(hutName).locator('.product-card__availability');
    const before = (await ledig.innerText()).trim();
    const [, freeBefore, total] = /^Ledig (\d+)\/(\d+)$/.exec(before) ?? [];
    expect(freeBefore, before).toBeDefined();

    await tablet.lend(borrower, [first]);
    await expect
      .poll(async () => (await ledig.innerText()).trim(), { timeout: 20_000, interval: 200 })
      .toBe(`Ledig ${Number(freeBefore) - 1}/${total}`);

    // Away on another page of the app, then back: the page shows the next loan at once.
    await page.getByRole('main').locator('a[href^="/alleprodukter"]').last().click();
    await new AllProductsPage(page).heading.waitFor();
    await tablet.lend(borrower, [second]);
    // The loan is on the server (the tablet's outbox has sent it) before the family comes back.
    await expect
      .poll(async () => {
        const line = await db()
          .selectFrom('loan_items')
          .select('status')
          .where('unit_id', '=', second)
          .where('status', '=', 'lent')
          .executeTakeFirst();
        return line?.status;
      }, poll)
      .toBe('lent');
    // A page change within a second of the last pull counts that pull as its own.
    await page.waitForTimeout(Math.max(0, lastPull + REFRESH_MIN_GAP_MS + 100 - Date.now()));
    await page.goBack();
    await expect
      .poll(async () => (await ledig.innerText()).trim(), { timeout: 4_000, interval: 100 })
      .toBe(`Ledig ${Number(freeBefore) - 2}/${total}`);
  });
});

describe('laid out for a phone', () => {
  it('/hjem: the hut search is on the first screen', async () => {
    const { page } = await e2e.open(phone);
    await page.goto('/hjem');
    const search = page.getByRole('searchbox', { name: 'Søk etter utstyrsbod' });
    await search.waitFor();
    const top = await search.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    expect(top).toBeLessThan(phoneViewport.height);
  });

  it('"Neste side" brings the results heading into sight below the sticky header, with focus', async () => {
    const { page } = await e2e.open(phone);
    const all = new AllProductsPage(page);
    await page.goto('/alleprodukter');
    await expect.poll(() => all.grid.count(), poll).toBe(10);
    await all.pagination.next.click();
    await expect.poll(() => all.pagination.current(), poll).toBe(2);
    const heading = page.locator('#all-products-results');
    await expect.poll(() => holdsFocus(heading), poll).toBe(true);
    const placement = await placementOf(heading);
    expect(inSight(placement), JSON.stringify(placement)).toBe(true);
  });

  it('Min side: "Til toppen" never covers the child form’s buttons', async () => {
    const { page } = await signedIn(e2e, 'familie@utstyrsbod.no', phone);
    const my = new MyPage(page);
    await my.goto();
    await my.children.getByRole('button', { name: 'Legg til barn' }).click();
    const form = my.children.getByRole('form', { name: 'Nytt barn' });
    const cancel = form.getByRole('button', { name: 'Ikke lagre' });
    const save = form.getByRole('button', { name: 'Lagre barnet' });
    // The buttons at the bottom of the screen, where a thumb reaches them.
    await cancel.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await page.mouse.wheel(0, 1);
    await page.waitForTimeout(200);
    const toTop = page.getByRole('button', { name: 'Til toppen' });
    expect(await overlap(toTop, cancel)).toBe(false);
    expect(await overlap(toTop, save)).toBe(false);
    await cancel.click({ trial: true });
  });
});
