import { describe, expect, it } from 'vitest';
import { describeFindings, runAxe, seriousFindings } from '../support/e2e-axe';
import { setupE2e } from '../support/e2e-harness';
import { borrowersWithoutCart, freeUnits } from '../support/e2e-hut-data';
import { CounterTablet } from './pages/counter-tablet';
import { waitingEntries } from './pages/device-state';
import { LoansPage } from './pages/loans-page';
import { isFullyShown, overlaps, tabOrderBoxes, TabletChrome } from './pages/tablet-chrome';

/**
 * Issue 30, point 4: the chrome on a staff tablet (1024 × 768) leaves the counter its screen.
 * Header, navigation and sync bar together at most 120 px, online and offline; the admin
 * navigation one row; "Lånekurv (n)" in view while lending; toasts below the chrome; the
 * buttons of 'Motta alle' and its question never cut off by the dialog's edge.
 */
const e2e = setupE2e();
const poll = { timeout: 20_000, interval: 100 };
const staff = 'ansatt@utstyrsbod.no';
const tablet = { width: 1024, height: 768 };
const phone = { width: 390, height: 844 };
const maxTabletChrome = 120;

function db() {
  return e2e.server.database.db;
}

async function openCounter(viewport: { width: number; height: number }, dark = false) {
  const counter = await CounterTablet.open(e2e, staff, {
    viewport,
    colorScheme: dark ? 'dark' : 'light',
    bypassCSP: true,
  });
  const chrome = new TabletChrome(counter.page);
  await chrome.syncBar.waitFor();
  return { counter, chrome };
}

describe('the chrome on a staff tablet', () => {
  it('online: header, navigation and sync bar take at most 120 px, the admin navigation is one row, every control 44 px, and Tab follows the rows', async () => {
    const { counter, chrome } = await openCounter(tablet);
    await expect.poll(() => chrome.syncBar.innerText(), poll).toMatch(/Alt er sendt/);
    expect(await chrome.chromeHeight()).toBeLessThanOrEqual(maxTabletChrome);
    expect(await chrome.adminRows()).toHaveLength(1);
    expect(await chrome.adminLinks.count()).toBe(7);
    for (const link of await chrome.adminLinks.all()) expect(await isFullyShown(link)).toBe(true);
    expect(await isFullyShown(chrome.publicMenu)).toBe(true);
    expect(await isFullyShown(chrome.syncNow)).toBe(true);

    // Touch targets: every control in the header is at least 44 px tall and wide.
    const small = await chrome.header.evaluate((header) =>
      Array.from(header.querySelectorAll<HTMLElement>('a, button'))
        .filter((el) => el.getClientRects().length > 0 && el.offsetParent !== null)
        .map((el) => ({ name: el.textContent?.trim() ?? '', r: el.getBoundingClientRect() }))
        .filter(({ r }) => r.width > 1 && (r.height < 44 || r.width < 44))
        .map(({ name, r }) => `${name} ${Math.round(r.width)}×${Math.round(r.height)}`),
    );
    expect(small).toEqual([]);

    // The keyboard goes through the chrome as it reads: row by row, left to right.
    const order = await tabOrderBoxes(counter.page, chrome.header, 16);
    expect(order.length).toBeGreaterThan(10);
    for (let i = 1; i < order.length; i += 1) {
      const [a, b] = [order[i - 1]?.box, order[i]?.box];
      if (!a || !b) continue;
      const sameRow = b.top < a.bottom && a.top < b.bottom;
      const label = `${order[i - 1]?.name} → ${order[i]?.name}`;
      if (sameRow) expect(b.left, label).toBeGreaterThanOrEqual(a.left);
      else expect(b.top, label).toBeGreaterThanOrEqual(a.bottom - 1);
    }

    const serious = seriousFindings(await runAxe(counter.page));
    expect(serious, describeFindings(serious)).toEqual([]);
  });

  it('someone who works at two huts sees which one they are in, within the same 120 px', async () => {
    const counter = await CounterTablet.open(e2e, 'demo@utstyrsbod.no', { viewport: tablet });
    const chrome = new TabletChrome(counter.page);
    await chrome.syncBar.waitFor();
    const hut = await db()
      .selectFrom('companies')
      .select('name')
      .where('id', '=', counter.companyId)
      .executeTakeFirstOrThrow();
    const shown = counter.page.locator('.company-button__name');
    const box = await shown.boundingBox();
    // Visible as text, not only as the button's accessible name: at least its first word.
    expect(box?.width ?? 0).toBeGreaterThan(60);
    expect(await isFullyShown(shown)).toBe(true);
    const [firstWord = ''] = hut.name.split(' ');
    expect(await shown.innerText()).toContain(firstWord);
    expect(await chrome.chromeHeight()).toBeLessThanOrEqual(maxTabletChrome);
  });

  it('offline with changes waiting: still at most 120 px, the count stays readable under stacked toasts, and "Lånekurv (n)" stays in view after a search', async () => {
    const { counter, chrome } = await openCounter(tablet);
    const { page, stock } = counter;
    const borrower = (await borrowersWithoutCart(db(), counter.companyId)).find(
      (u) => u.verified && !u.flagged,
    );
    if (!borrower) throw new Error('the demo hut lacks a borrower');
    const units = await freeUnits(db(), counter.companyId, 4);

    await counter.clearBorrower();
    await stock.pickBorrower(borrower.email, borrower.name);
    await counter.context.setOffline(true);
    for (const unit of units) {
      await stock.rowButton(unit).click();
      await expect.poll(() => stock.row(unit).innerText(), poll).toContain('Lagt til');
    }
    const waiting = await waitingEntries(page);
    expect(waiting).toBeGreaterThanOrEqual(4);
    const count = new RegExp(`${waiting} endringer venter`);
    await expect.poll(() => chrome.syncBar.innerText(), poll).toMatch(count);

    // The toasts of the last adds are still up: none of them covers the sync bar or the menus.
    expect(await chrome.toasts.count()).toBeGreaterThan(0);
    const headerBox = await TabletChrome.box(chrome.header);
    for (const toast of await chrome.toastBoxes()) expect(overlaps(toast, headerBox)).toBe(false);
    const summary = chrome.syncBar.getByText(count);
    expect(await isFullyShown(summary)).toBe(true);
    expect(await isFullyShown(chrome.syncNow)).toBe(true);
    expect(await chrome.chromeHeight()).toBeLessThanOrEqual(maxTabletChrome);
    expect(await chrome.adminRows()).toHaveLength(1);

    // A search, and the staff member scrolls down the hits: the cart and its count stay in view.
    await stock.search.fill('e');
    await expect.poll(() => stock.rows().count(), poll).toBeGreaterThan(20);
    await stock.rows().last().scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY), poll).toBeGreaterThan(500);
    expect(await stock.cartButton.innerText()).toMatch(/^Lånekurv\s*\(4\)$/);
    expect(await isFullyShown(stock.cartButton)).toBe(true);
    // And a row focused with the keyboard is not left under the header or the cart.
    const lastButton = stock.rows().last().getByRole('button').last();
    await stock.rows().first().getByRole('button').last().focus();
    await lastButton.focus();
    expect(await isFullyShown(lastButton)).toBe(true);
    await stock.rows().nth(3).getByRole('button').last().focus();
    expect(await isFullyShown(stock.rows().nth(3).getByRole('button').last())).toBe(true);
  });

  it('dark theme: the counter under the chrome passes axe as well', async () => {
    const { counter, chrome } = await openCounter(tablet, true);
    expect(await chrome.chromeHeight()).toBeLessThanOrEqual(maxTabletChrome);
    const serious = seriousFindings(await runAxe(counter.page));
    expect(serious, describeFindings(serious)).toEqual([]);
  });

  it('"Motta alle" and the buttons of its question are in view on a landscape tablet', async () => {
    const { counter } = await openCounter(tablet);
    const loans = new LoansPage(counter.page);
    await loans.goto();
    // The demo loan with the most units still out: the tallest dialog.
    const open = await db()
      .selectFrom('loan_items')
      .innerJoin('loans', 'loans.id', 'loan_items.loan_id')
      .select(['loans.id', 'loans.number'])
      .select((eb) => eb.fn.countAll<number>().as('lines'))
      .where('loans.company_id', '=', counter.companyId)
      .where('loans.status', '=', 'open')
      .where('loan_items.status', '=', 'lent')
      .groupBy(['loans.id', 'loans.number'])
      .orderBy('lines', 'desc')
      .executeTakeFirstOrThrow();
    await loans.openButton(open.number).click();
    const modal = loans.modal;
    await modal.receiveAll.waitFor();
    expect(await isFullyShown(modal.receiveAll)).toBe(true);
    await modal.receiveAll.click();
    await modal.receiveAllYes.waitFor();
    const cancel = modal.dialog.getByRole('button', { name: 'Avbryt', exact: true });
    expect(await isFullyShown(modal.receiveAllYes)).toBe(true);
    expect(await isFullyShown(cancel)).toBe(true);
  });
});

describe('the chrome on a staff phone', () => {
  it('takes less of the screen than before and keeps every control reachable', async () => {
    const { counter, chrome } = await openCounter(phone);
    await expect.poll(() => chrome.syncBar.innerText(), poll).toMatch(/Alt er sendt/);
    expect(await chrome.chromeHeight()).toBeLessThanOrEqual(200);
    const noSideScroll = await counter.page.evaluate(
      () => document.documentElement.scrollWidth <= window.innerWidth,
    );
    expect(noSideScroll).toBe(true);
    const adminMenu = chrome.adminNav.getByRole('button', { name: 'Adminmeny' });
    for (const control of [chrome.publicMenu, adminMenu, chrome.syncNow])
      expect(await isFullyShown(control)).toBe(true);
    await adminMenu.click();
    expect(await isFullyShown(chrome.adminNav.getByRole('link', { name: 'Avvik' }))).toBe(true);
  });
});
