import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loansResponseSchema, type StaffLoan } from '../../src/shared/contracts';
import { describeFindings, runAxe, seriousFindings } from '../support/e2e-axe';
import { setupE2e } from '../support/e2e-harness';
import { waitForServiceWorker } from '../support/e2e-pwa';
import { AppShell } from './pages/app-shell';
import { demoPassword, LoginPage } from './pages/auth-pages';
import { CartPage, noBorrowerAlertText } from './pages/cart-page';
import { flaggedHelpText, noBorrowerFoundText, StockPage } from './pages/stock-page';

const e2e = setupE2e();
const poll = { timeout: 10_000, interval: 100 };
const staff = 'ansatt@utstyrsbod.no';

async function signIn(page: Page): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.login(staff, demoPassword);
  await new AppShell(page).userMenu(staff).waitFor();
}

/** The server's loans of the hut, through the page's own session. */
async function serverLoans(page: Page): Promise<StaffLoan[]> {
  const body: unknown = await page.evaluate(async () => {
    const res = await fetch('/api/loan', { credentials: 'same-origin' });
    return res.json();
  });
  return loansResponseSchema.parse(body).loans;
}

/** yyyy-MM-dd on the page's clock (Europe/Oslo), days from today. */
function pageDate(page: Page, days: number): Promise<string> {
  return page.evaluate((d) => {
    const date = new Date();
    date.setDate(date.getDate() + d);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  }, days);
}

async function expectAxeClean(page: Page): Promise<void> {
  const serious = seriousFindings(await runAxe(page));
  expect(serious, describeFindings(serious)).toEqual([]);
}

describe('Lagerbeholdning and Lånekurv', () => {
  it('lends units found by season and size: cart, dates, Utlever, and the server has the loan', async () => {
    const { page } = await e2e.open();
    await signIn(page);
    const stock = new StockPage(page);
    await stock.goto();

    await stock.pickBorrower('lise', 'Lise Hansen');
    expect(await stock.borrowerFact('Status')).toBe('Aktiv');
    // SPEC §4: outstanding loans are counted by status open.
    const openAtServer = (await serverLoans(page)).filter(
      (l) => l.customer.name === 'Lise Hansen' && l.status === 'open',
    ).length;
    expect(openAtServer).toBeGreaterThan(0);
    expect(await stock.borrowerFact('Åpne lån')).toBe(String(openAtServer));
    expect(await stock.cartButton.isDisabled()).toBe(true);

    // Season, then a category below it, then a numeric size search (SPEC §5 size rule).
    await stock.season.selectOption({ label: 'Vinter' });
    await stock.category.selectOption({ label: 'Ski' });
    await stock.search.fill('140');
    await expect.poll(async () => (await stock.rowTexts()).length, poll).toBeGreaterThan(2);
    const rows = await stock.rowTexts();
    for (const [, , size] of rows) {
      const [from, to] = (size ?? '').split('–').map(Number);
      expect(to === undefined ? from === 140 : (from ?? 0) <= 140 && 140 <= to).toBe(true);
    }
    const available = rows.filter((r) => r[3] === 'Ledig').map((r) => Number(r[1]));
    expect(available.length).toBeGreaterThanOrEqual(3);
    const [a, b, c] = available as [number, number, number];

    for (const id of [a, b, c]) await stock.rowButton(id).click();
    await expect.poll(async () => stock.row(c).innerText(), poll).toContain('Lagt til');
    expect(await stock.rowButton(a).innerText()).toBe('Fjern');
    await expect.poll(() => stock.cartButton.innerText(), poll).toContain('(3)');

    await stock.cartButton.click();
    const cart = new CartPage(page);
    await new AppShell(page).waitForPath('/lånekurv');
    expect(await cart.fact('Lånetaker')).toBe('Lise Hansen');
    await expect.poll(() => cart.unitIds(), poll).toHaveLength(3);
    await cart.items
      .getByRole('button', { name: /^Fjern / })
      .last()
      .click();
    await expect.poll(() => cart.unitIds(), poll).toHaveLength(2);
    const kept = await cart.unitIds();

    // Loan date defaults to today, return date to +7 days, and follows the loan date.
    expect(await cart.loanDate.inputValue()).toBe(await pageDate(page, 0));
    expect(await cart.returnDate.inputValue()).toBe(await pageDate(page, 7));
    const loanDate = await pageDate(page, 1);
    await cart.loanDate.fill(loanDate);
    expect(await cart.returnDate.inputValue()).toBe(await pageDate(page, 8));

    // A return date before the loan date is refused with the Norwegian text; nothing happens.
    await cart.returnDate.fill(await pageDate(page, 0));
    await cart.returnDate.blur();
    await expect
      .poll(() => cart.errorOf(cart.returnDate), poll)
      .toBe('Returdatoen kan ikke være før utlånsdatoen.');
    await cart.handOut.click();
    expect(new AppShell(page).path()).toBe('/lånekurv');

    const returnDate = await pageDate(page, 10);
    await cart.returnDate.fill(returnDate);
    await cart.save.click();
    await page.getByText('Lånet er lagret.').waitFor();
    await cart.handOut.click();
    await new AppShell(page).waitForPath('/utlansoversikt');
    await page.getByText('Utstyret er utlevert.').waitFor();

    await expect
      .poll(async () => {
        const loan = (await serverLoans(page)).find(
          (l) => l.customer.name === 'Lise Hansen' && l.items.some((i) => i.id === kept[0]),
        );
        return (
          loan && {
            status: loan.status,
            loanDate: loan.loan_date,
            returnDate: loan.expected_return_date,
            units: loan.items.map((i) => i.id).sort((x, y) => x - y),
          }
        );
      }, poll)
      .toEqual({ status: 'open', loanDate, returnDate, units: [...kept].sort((x, y) => x - y) });
  });

  it('opens the picker when adding without a borrower, blocks a flagged borrower with the remark, and clears', async () => {
    const { page } = await e2e.open();
    await signIn(page);
    const stock = new StockPage(page);
    await stock.goto();

    // SPEC §4: adding without a lender opens the lender picker, the cursor in its search.
    const available = Number((await stock.rowTexts()).find((r) => r[3] === 'Ledig')?.[1]);
    await stock.rowButton(available).click();
    await expect
      .poll(() => stock.borrowerSearch.evaluate((el) => el === document.activeElement), poll)
      .toBe(true);
    await page.keyboard.type('finnes ikke');
    await stock.main.getByText(noBorrowerFoundText, { exact: true }).waitFor();

    await stock.pickBorrower('flagget@', 'Per Olsen');
    await stock.borrowerSection.getByText(flaggedHelpText).waitFor();
    await stock.borrowerSection
      .getByText('Har ikke levert tilbake lånt utstyr etter tre purringer.')
      .waitFor();
    expect(await stock.chooseBorrower.isDisabled()).toBe(true);
    expect(await stock.rowButton(available).isDisabled()).toBe(true);

    await stock.clearBorrower('Per Olsen').click();
    await expect.poll(() => stock.chooseBorrower.isDisabled(), poll).toBe(false);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent), poll)
      .toBe('Velg lånetaker');

    // A user awaiting activation links to the activation page.
    await stock.pickBorrower('ny@utstyrsbod', 'Ola Nordmann');
    expect(await stock.borrowerFact('Status')).toBe('Venter på aktivering');
    const activate = stock.borrowerSection.getByRole('link', { name: 'Aktiver bruker' });
    expect(await activate.getAttribute('href')).toMatch(/^\/activate\/\d+$/);
  });

  it('says the hut data is on its way (with the sync error) before the first pull; no borrower, no cart', async () => {
    const { page } = await e2e.open();
    await page.route('**/api/sync/pull**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await signIn(page);
    const stock = new StockPage(page);
    await page.goto('/lagerbeholdning');
    await stock.loading.waitFor();
    await stock.main.getByText(/^Siste synkronisering feilet: /).waitFor();
    expect(await stock.table.count()).toBe(0);

    const cart = new CartPage(page);
    await cart.goto();
    expect((await cart.alert.innerText()).trim()).toBe(noBorrowerAlertText);
    expect(await cart.stockLink.getAttribute('href')).toBe('/lagerbeholdning');
  });

  it('works offline: a cart made without network has a provisional number until it syncs', async () => {
    const { page, context } = await e2e.open();
    await signIn(page);
    const stock = new StockPage(page);
    await stock.goto();
    // The screens' code must come from the worker's precache once the network is gone.
    await waitForServiceWorker(page);

    await context.setOffline(true);
    await stock.pickBorrower('Jonas', 'Jonas Johansen');
    await stock.search.fill('backgammon');
    const unit = Number((await stock.rowTexts()).find((r) => r[3] === 'Ledig')?.[1]);
    await stock.rowButton(unit).click();
    await expect.poll(() => stock.row(unit).innerText(), poll).toContain('Lagt til');
    await stock.cartButton.click();
    const cart = new CartPage(page);
    await cart.handOut.waitFor();
    expect(await cart.unitIds()).toEqual([unit]);
    expect(await cart.fact('Lånenummer')).toMatch(/^[0-9A-F]{6} \(foreløpig\)$/);

    await context.setOffline(false);
    await expect.poll(() => cart.fact('Lånenummer'), { ...poll, timeout: 20_000 }).toMatch(/^\d+$/);
  });

  it.each(['light', 'dark'] as const)('has no serious axe findings in %s mode', async (mode) => {
    const { page } = await e2e.open({ colorScheme: mode, bypassCSP: true });
    await page.addInitScript(
      (value) => localStorage.setItem('darkMode', value),
      mode === 'dark' ? 'enabled' : 'disabled',
    );
    await signIn(page);
    const stock = new StockPage(page);
    await stock.goto();
    expect(await new AppShell(page).theme()).toBe(mode);
    // A few rows keep axe quick; every row is built the same way.
    await stock.search.fill('alpinski');
    await expect.poll(async () => (await stock.rowTexts()).length, poll).toBeLessThan(20);
    await stock.chooseBorrower.click();
    await stock.borrowerSearch.fill('Kari');
    await expectAxeClean(page);
    await stock.chooseButton('Kari Nordmann').click();
    await stock.borrowerCard('Kari Nordmann').waitFor();
    // The demo borrower has a cart at this hut (seeded draft): the cart button opens it.
    await expect.poll(() => stock.cartButton.isEnabled(), poll).toBe(true);
    // Headless Chromium may keep the disabled look (opacity) for a frame; axe would measure it.
    await expect
      .poll(() => stock.cartButton.evaluate((el) => getComputedStyle(el).opacity), poll)
      .toBe('1');
    await expectAxeClean(page);

    await stock.cartButton.click();
    const cart = new CartPage(page);
    await cart.handOut.waitFor();
    await expectAxeClean(page);
  });
});
