import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  attachedUsersResponseSchema,
  loansResponseSchema,
  userDataResponseSchema,
  type StaffLoan,
  type StaffUser,
} from '../../src/shared/contracts';
import { describeFindings, runAxe, seriousFindings } from '../support/e2e-axe';
import { setupE2e } from '../support/e2e-harness';
import { ActivatePage, idRequiredText, invalidIdText } from './pages/activate-page';
import { AppShell } from './pages/app-shell';
import { demoPassword, LoginPage } from './pages/auth-pages';
import { activatedText, DashboardPage } from './pages/dashboard-page';
import { LoansPage } from './pages/loans-page';

const e2e = setupE2e();
const poll = { timeout: 15_000, interval: 100 };
const staff = 'ansatt@utstyrsbod.no';

/** Today where the hut is (the browser runs in Europe/Oslo too). */
const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Oslo' }).format(new Date());
const dotted = (iso: string) => iso.split('-').reverse().join('.');
const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

async function signIn(page: Page): Promise<{ companyId: number; name: string }> {
  const login = new LoginPage(page);
  await login.goto();
  await login.login(staff, demoPassword);
  await new AppShell(page).userMenu(staff).waitFor();
  const res = await page.request.get('/api/userdata');
  const { user } = userDataResponseSchema.parse(await res.json());
  if (user.company_id === null) throw new Error('the demo staff member has no hut');
  return { companyId: user.company_id, name: user.name };
}

async function serverLoans(page: Page): Promise<StaffLoan[]> {
  const res = await page.request.get('/api/loan');
  expect(res.status()).toBe(200);
  return loansResponseSchema.parse(await res.json()).loans;
}

async function serverUsers(page: Page, companyId: number): Promise<StaffUser[]> {
  const res = await page.request.get(`/api/company/${companyId}/users`);
  expect(res.status()).toBe(200);
  return attachedUsersResponseSchema.parse(await res.json()).attached_users;
}

async function expectAxeClean(page: Page): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => {
      document.documentElement.dataset.theme = t;
    }, theme);
    const serious = seriousFindings(await runAxe(page));
    expect(serious, `${theme}:\n${describeFindings(serious)}`).toEqual([]);
  }
  await page.evaluate(() => {
    document.documentElement.dataset.theme = 'light';
  });
}

describe('dashboard', () => {
  it('shows today’s loans, overdue loans, users awaiting activation and counts from the device', async () => {
    const { page } = await e2e.open({ bypassCSP: true });
    const { companyId, name } = await signIn(page);
    const ui = new DashboardPage(page);
    await ui.goto();
    expect(await ui.greeting.innerText()).toBe(`Hei, ${name}!`);
    expect(await ui.registerLoan.getAttribute('href')).toBe('/lagerbeholdning');
    expect(await ui.registerReturn.getAttribute('href')).toBe('/utlansoversikt');

    const loans = await serverLoans(page);
    const open = loans.filter((l) => l.status === 'open');
    const label = (l: StaffLoan) => `Lån ${l.number}: ${l.customer.name}`;
    const dueToday = open.filter((l) => l.expected_return_date === today).map(label);
    const overdue = open.filter((l) => l.expected_return_date < today).map(label);
    expect(dueToday.length).toBeGreaterThan(0);
    expect(overdue.length).toBeGreaterThan(0);
    await expect.poll(() => ui.links(ui.dueToday).allInnerTexts(), poll).toEqual(dueToday);
    expect((await ui.links(ui.overdue).allInnerTexts()).sort()).toEqual(overdue.sort());
    expect(await ui.stat('Åpne lån')).toBe(open.length);

    // Users awaiting activation: clipped after 5, a toggle, and two columns above 5.
    const awaiting = (await serverUsers(page, companyId)).filter((u) => !u.isVerified);
    expect(awaiting.length).toBeGreaterThan(5);
    await expect.poll(() => ui.links(ui.awaiting).count(), poll).toBe(5);
    const toggle = ui.awaitingToggle();
    expect(await toggle.innerText()).toBe(`Vis alle (${awaiting.length})`);
    await toggle.click();
    expect((await ui.links(ui.awaiting).allInnerTexts()).sort()).toEqual(
      awaiting.map((u) => u.name).sort(),
    );
    expect(await toggle.innerText()).toBe('Vis færre');
    const columns = await ui.awaiting
      .getByRole('list')
      .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(2);

    expect(await ui.helpToggle.getAttribute('aria-expanded')).toBe('false');
    await ui.helpToggle.click();
    expect(await ui.helpToggle.innerText()).toBe('Skjul hjelp');
    await ui.main.getByRole('heading', { name: 'Hjelp', exact: true }).waitFor();
    await expectAxeClean(page);
  });
});

describe('loan overview', () => {
  it('filters, opens the Lån modal, receives one unit and extends the loan; the server gets both', async () => {
    const { page } = await e2e.open({ bypassCSP: true });
    await signIn(page);
    const ui = new LoansPage(page);
    await ui.goto();

    expect(await ui.tipsToggle.innerText()).toBe('Vis TIPS OG HJELP');
    await ui.tipsToggle.click();
    expect(await ui.tipsToggle.innerText()).toBe('Skjul TIPS OG HJELP');
    await ui.tipsPanel.waitFor();
    for (const date of await ui.column(4)) expect(date).toMatch(/^\d{2}\/\d{2}\/\d{2}$/);

    const loans = await serverLoans(page);
    await expect.poll(() => ui.rows.count(), poll).toBe(loans.length);
    await ui.statusBox('Forfalt').check();
    const overdue = loans.filter((l) => l.status === 'open' && l.expected_return_date < today);
    expect(await ui.column(2)).toEqual(overdue.map(() => 'Forfalt'));
    await ui.statusBox('Forfalt').uncheck();

    // An open loan with two units of different products, one to receive and one left out.
    const loan = loans.find(
      (l) =>
        l.status === 'open' &&
        l.expected_return_date >= today &&
        new Set(l.items.filter((i) => i.pivot.status === 'lent').map((i) => i.name)).size >= 2,
    );
    if (!loan) throw new Error('the demo seed has no open loan with two units out');
    await ui.search.fill(loan.customer.name);
    await expect
      .poll(() => ui.column(1), poll)
      .toEqual(expect.arrayContaining([loan.customer.name]));
    expect(new Set(await ui.column(1))).toEqual(new Set([loan.customer.name]));

    // Opens from the row's button; Escape closes and gives focus back; Enter opens again.
    const button = ui.openButton(loan.number);
    await button.click();
    const modal = ui.modal;
    await modal.dialog.waitFor();
    await expectAxeClean(page);
    await page.keyboard.press('Escape');
    await modal.dialog.waitFor({ state: 'hidden' });
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await modal.dialog.waitFor();

    const [first, second] = loan.items.filter((i) => i.pivot.status === 'lent');
    if (!first || !second) throw new Error('unreachable');
    await modal.receive(first.name, first.id).click();
    await expect.poll(() => modal.itemStatus(first.name, first.id), poll).toMatch(/^Levert/);
    expect(await modal.receive(first.name, first.id).isDisabled()).toBe(true);
    expect(await modal.itemStatus(second.name, second.id)).toBe('Utlånt');
    expect(await modal.receive(second.name, second.id).isEnabled()).toBe(true);
    // Focus moves on to a unit still out, not to the page behind the dialog.
    await expect
      .poll(() =>
        modal.dialog.evaluate((dialog) => {
          const active = document.activeElement;
          return (
            active instanceof HTMLButtonElement &&
            dialog.contains(active) &&
            active.matches('[data-receive]:not([disabled])')
          );
        }),
      )
      .toBe(true);

    const due = loan.expected_return_date;
    await modal.extendTo(due);
    expect(await modal.dateError()).toBe(
      `Ny returdato må være etter nåværende returdato (${dotted(due)}).`,
    );
    const before = await modal.extensions.count();
    const newDate = addDays(due, 10);
    await modal.extendTo(newDate);
    await expect.poll(() => modal.dueDate.innerText(), poll).toBe(dotted(newDate));
    expect(await modal.extensions.count()).toBe(before + 1);
    expect(await modal.dateError()).toBeNull();
    await modal.close.click();
    await modal.dialog.waitFor({ state: 'hidden' });

    // The outbox reaches the server: the unit is back and the loan has its new date.
    await expect
      .poll(async () => {
        const now = (await serverLoans(page)).find((l) => l.id === loan.id);
        const line = now?.items.find((i) => i.pivot.id === first.pivot.id);
        return [now?.expected_return_date, line?.pivot.status];
      }, poll)
      .toEqual([newDate, 'returned']);
  });

  it('says a linked loan does not exist (SPEC §8) instead of opening an empty dialog', async () => {
    const { page } = await e2e.open();
    await signIn(page);
    const ui = new LoansPage(page);
    await page.goto('/utlansoversikt?lan=0190a000-0000-7000-8000-000000000bad');
    await ui.modal.dialog.getByRole('alert').waitFor(poll);
    expect(await ui.modal.dialog.getByRole('alert').innerText()).toBe(
      'FEIL: Lån eksisterer ikke! ID',
    );
  });

  it('opens the cart for a draft row', async () => {
    const { page } = await e2e.open();
    await signIn(page);
    const ui = new LoansPage(page);
    await ui.goto();
    const draft = (await serverLoans(page)).find((l) => l.status === 'draft');
    if (!draft) throw new Error('the demo seed has no draft at this hut');
    await ui
      .row(draft.number)
      .getByRole('cell', { name: draft.customer.name, exact: true })
      .click();
    await new AppShell(page).waitForPath('/lånekurv');
  });
});

describe('activation', () => {
  it('refuses a bad id, needs the ID box, activates ny@ and shows it on the dashboard', async () => {
    const { page } = await e2e.open({ bypassCSP: true });
    const { companyId } = await signIn(page);
    const ui = new ActivatePage(page);

    await ui.goto('1e3');
    expect(await ui.alert.innerText()).toBe(invalidIdText);
    expect(await ui.idShown.count()).toBe(0);
    await ui.goto(2_000_000_000);
    await expect.poll(() => ui.alert.innerText(), poll).toMatch(/^Fant ikke brukeren/);

    const ny = (await serverUsers(page, companyId)).find((u) => u.email === 'ny@utstyrsbod.no');
    if (!ny) throw new Error('ny@utstyrsbod.no is not at this hut');
    expect(ny.isVerified).toBe(false);
    await ui.goto(ny.id);
    await ui.idShown.waitFor(poll);
    expect(await ui.fact('Navn').innerText()).toBe(ny.name);
    expect(await ui.fact('Epost').innerText()).toBe(ny.email);
    await ui.activate.click();
    expect(await ui.alert.innerText()).toBe(idRequiredText);
    await expectAxeClean(page);

    await ui.idShown.check();
    await ui.activate.click();
    await page.waitForURL(
      (url) => url.pathname === '/dashboard' && url.search === '?activated=true',
    );
    const dashboard = new DashboardPage(page);
    await dashboard.activated.waitFor();
    expect(await dashboard.activated.innerText()).toContain(activatedText);
    // Six were waiting: with ny@ gone, five are left and nothing is clipped any more.
    await expect
      .poll(() => dashboard.links(dashboard.awaiting).allInnerTexts(), poll)
      .toHaveLength(5);
    expect(await dashboard.links(dashboard.awaiting).allInnerTexts()).not.toContain(ny.name);
    expect(await dashboard.awaitingToggle().count()).toBe(0);

    await expect
      .poll(
        async () => (await serverUsers(page, companyId)).find((u) => u.id === ny.id)?.isVerified,
        poll,
      )
      .toBe(true);
    await ui.goto(ny.id);
    await expect.poll(() => ui.status.innerText(), poll).toBe(`${ny.name} er allerede aktivert.`);
  });
});

describe('offline', () => {
  it('receives a whole loan and activates a user with the network gone; both reach the server later', async () => {
    const { page, context } = await e2e.open();
    const { companyId } = await signIn(page);
    const ui = new LoansPage(page);
    await ui.goto();
    await page.evaluate(() => navigator.serviceWorker.ready);
    const loan = (await serverLoans(page))
      .filter((l) => l.status === 'open' && l.items.some((i) => i.pivot.status === 'lent'))
      .at(-1);
    const user = (await serverUsers(page, companyId)).find((u) => !u.isVerified);
    if (!loan || !user) throw new Error('the demo seed has no open loan or user to activate');

    await context.setOffline(true);
    await page.reload();
    await ui.table.waitFor(poll);
    await ui.openButton(loan.number).click();
    await ui.modal.receiveAll.click();
    // It asks first; 'Avbryt' leaves everything out, 'Ja' receives.
    await ui.modal.dialog.getByRole('button', { name: 'Avbryt' }).click();
    await ui.modal.receiveAll.waitFor();
    await ui.modal.receiveEverything();
    await expect
      .poll(() => ui.modal.dialog.getByText('Levert').first().isVisible(), poll)
      .toBe(true);
    expect(await ui.modal.receiveAll.count()).toBe(0);
    await ui.modal.close.click();
    expect(await ui.row(loan.number).locator('td:nth-child(3)').innerText()).toBe('Levert');

    const activate = new ActivatePage(page);
    await activate.goto(user.id);
    await activate.idShown.check(poll);
    await activate.activate.click();
    await new DashboardPage(page).activated.waitFor(poll);

    await context.setOffline(false);
    await expect
      .poll(async () => {
        const back = (await serverLoans(page)).find((l) => l.id === loan.id);
        const active = (await serverUsers(page, companyId)).find((u) => u.id === user.id);
        return [back?.status, active?.isVerified];
      }, poll)
      .toEqual(['closed', true]);
  });
});
