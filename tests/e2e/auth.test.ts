import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { userDataResponseSchema, type UserDataResponse } from '../../src/shared/contracts';
import { setupE2e } from '../support/e2e-harness';
import { AppShell, isReddish } from './pages/app-shell';
import {
  demoPassword,
  finishRegistration,
  LoginPage,
  mailSentText,
  RegisterPage,
  registeredText,
  wrongCredentials,
} from './pages/auth-pages';

const e2e = setupE2e();
const db = () => e2e.server.database.db;
const poll = { timeout: 10_000, interval: 50 };
let counter = 0;
const uniqueEmail = () => `e2e-${Date.now()}-${++counter}@eksempel.no`;

/** The signed-in user as the server sees it, through the page's own cookies. */
async function userData(page: Page): Promise<UserDataResponse> {
  const res = await page.request.get('/api/userdata');
  expect(res.status()).toBe(200);
  return userDataResponseSchema.parse(await res.json());
}

async function loginAs(page: Page, email: string): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.login(email, demoPassword);
  await new AppShell(page).userMenu(email).waitFor();
}

describe('register', () => {
  it('shows field errors only after blur, keeps invalid input from being sent, then registers', async () => {
    const { page } = await e2e.open();
    const ui = new RegisterPage(page);
    const shell = new AppShell(page);
    await ui.goto();
    expect(await ui.loginLink.getAttribute('href')).toBe('/login');

    // Nothing is shown before a field has been left.
    await ui.name.focus();
    expect(await ui.errorOf(ui.name)).toBeNull();
    await ui.email.focus();
    await expect.poll(() => ui.errorOf(ui.name), poll).toBe('Navn er påkrevd.');

    await ui.email.fill('ikke-en-epost');
    await ui.password.focus();
    await expect
      .poll(() => ui.errorOf(ui.email), poll)
      .toBe('Vennligst oppgi en gyldig epostadresse.');
    await ui.password.fill('kort');
    await ui.repeat.focus();
    await expect.poll(() => ui.errorOf(ui.password), poll).toBe('Passord må ha minst 8 tegn.');

    // Submitting invalid input stays on the page and sends nothing.
    const registerCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/register')) registerCalls.push(r.method());
    });
    await ui.submit.click();
    await expect.poll(() => ui.errorOf(ui.repeat), poll).not.toBeNull();
    expect(shell.path()).toBe('/register');
    expect(registerCalls).toEqual([]);

    const email = uniqueEmail();
    await ui.name.fill('Ola Testesen');
    await ui.email.fill(email);
    await ui.password.fill('langt-passord-1');
    await ui.repeat.fill('noe-helt-annet');
    await ui.repeat.blur();
    await expect.poll(() => ui.errorOf(ui.repeat), poll).toBe('Passordene er ikke like.');
    expect(await ui.errorOf(ui.name)).toBeNull();
    expect(await ui.errorOf(ui.email)).toBeNull();
    expect(await ui.errorOf(ui.password)).toBeNull();

    await ui.repeat.fill('langt-passord-1');
    await ui.submit.click();
    // The terms must be accepted first, said in Norwegian next to the box.
    await page
      .getByText('Du må godta vilkårene og personvernerklæringen for å registrere deg.')
      .waitFor();
    expect(registerCalls).toEqual([]);
    await ui.terms.check();
    await ui.submit.click();
    // No account before the emailed link is opened: the form says an email is on its way.
    await page.getByRole('main').getByText(mailSentText, { exact: true }).waitFor();
    expect((await page.request.get('/api/userdata')).status()).toBe(401);
    await finishRegistration(page, db(), email);
    await page.getByText(registeredText, { exact: true }).waitFor();
    // SPEC: on to Dashboard; a new user has no hut, so the guard sends them on to Min side.
    await shell.waitForPath(/^\/(dashboard|minside)$/);
    await shell.waitForPath('/minside');
    await shell.userMenu(email).waitFor();
    const me = await userData(page);
    expect(me.user).toMatchObject({
      email,
      name: 'Ola Testesen',
      status: 'pending',
      isVerified: false,
    });
  });

  it('an email that is already registered gets the same answer as a new one; its owner gets an email', async () => {
    const { page } = await e2e.open();
    const ui = new RegisterPage(page);
    await ui.goto();
    await ui.name.fill('Noen Andre');
    await ui.email.fill('familie@utstyrsbod.no');
    await ui.password.fill('langt-passord-1');
    await ui.repeat.fill('langt-passord-1');
    await ui.terms.check();
    await ui.submit.click();
    await page.getByRole('main').getByText(mailSentText, { exact: true }).waitFor();
    expect(new AppShell(page).path()).toBe('/register');
    expect((await page.request.get('/api/userdata')).status()).toBe(401);
    const mail = await db()
      .selectFrom('mail_outbox')
      .select('kind')
      .where('to_address', '=', 'familie@utstyrsbod.no')
      .where('kind', '=', 'registration_attempt')
      .executeTakeFirst();
    expect(mail?.kind).toBe('registration_attempt');
  });

  it("a password easy to guess gets the server's reason on the password field", async () => {
    const { page } = await e2e.open();
    const ui = new RegisterPage(page);
    await ui.goto();
    await ui.name.fill('Svak Passordsen');
    await ui.email.fill(uniqueEmail());
    await ui.password.fill('abcdefgh');
    await ui.repeat.fill('abcdefgh');
    await ui.terms.check();
    await ui.submit.click();
    await expect
      .poll(() => ui.errorOf(ui.password), poll)
      .toMatch(/^Passordet er for lett å gjette/);
    expect(new AppShell(page).path()).toBe('/register');
  });
});

describe('login', () => {
  it("a wrong password shows the server's text in a red dismissible banner; the demo password signs in", async () => {
    const { page } = await e2e.open();
    const ui = new LoginPage(page);
    const shell = new AppShell(page);
    await ui.goto();
    await ui.login('demo@utstyrsbod.no', 'feil-passord');
    await ui.errorBanner.waitFor();
    expect((await ui.errorBanner.textContent())?.trim()).toBe(wrongCredentials);
    const colours = await ui.errorBanner.evaluate((el) => {
      const s = getComputedStyle(el);
      return [s.backgroundColor, s.borderTopColor, s.color];
    });
    expect(colours.some(isReddish), `banner colours ${colours.join(', ')}`).toBe(true);
    await ui.closeBanner.click();
    await ui.errorBanner.waitFor({ state: 'detached' });
    expect(shell.path()).toBe('/login');

    await ui.password.fill(demoPassword);
    await ui.submit.click();
    await shell.userMenu('demo@utstyrsbod.no').waitFor();
    // No last visited route: to '/', which is Hjem.
    await shell.waitForPath('/hjem');
    expect(await shell.loginLink.count()).toBe(0);
  });

  it('the demo-login button signs in as demo@utstyrsbod.no', async () => {
    const { page } = await e2e.open();
    const ui = new LoginPage(page);
    await ui.goto();
    await ui.demoLogin.click();
    await new AppShell(page).userMenu('demo@utstyrsbod.no').waitFor();
    expect((await userData(page)).user.email).toBe('demo@utstyrsbod.no');
  });

  it('logging out ends on Login and closes protected routes again', async () => {
    const { page } = await e2e.open();
    const shell = new AppShell(page);
    await loginAs(page, 'familie@utstyrsbod.no');
    await page.goto('/minside');
    await shell.waitForPath('/minside');
    await shell.logout('familie@utstyrsbod.no');
    await shell.waitForPath('/login');
    await shell.loginLink.waitFor();
    expect((await page.request.get('/api/userdata')).status()).toBe(401);
    await page.goto('/minside');
    await shell.waitForPath('/login');
  });
});

describe('guards and redirects', () => {
  it('a protected route signed out goes to Login, and back to it after login', async () => {
    const { page } = await e2e.open();
    const shell = new AppShell(page);
    await page.goto('/minside');
    await shell.waitForPath('/login');
    const ui = new LoginPage(page);
    await ui.login('familie@utstyrsbod.no', demoPassword);
    await shell.waitForPath('/minside');
    await page.getByRole('heading', { level: 1, name: 'Min side' }).waitFor();
  });

  it('/auth → /login and / → /hjem', async () => {
    const { page } = await e2e.open();
    const shell = new AppShell(page);
    await page.goto('/auth');
    await shell.waitForPath('/login');
    await page.goto('/');
    await shell.waitForPath('/hjem');
  });

  it('/login and /register while signed in go to Dashboard with a hut, else Min side', async () => {
    const { page } = await e2e.open();
    const shell = new AppShell(page);
    await loginAs(page, 'demo@utstyrsbod.no');
    const demo = await userData(page);
    const expected = demo.user.company_id !== null ? '/dashboard' : '/minside';
    for (const path of ['/login', '/register']) {
      await page.goto(path);
      await shell.waitForPath(expected);
    }
  });

  it('a company route without a hut chosen goes to Min side', async () => {
    const { page } = await e2e.open();
    const shell = new AppShell(page);
    await loginAs(page, 'familie@utstyrsbod.no');
    const me = await userData(page);
    expect(me.user.company_id, 'familie@ has no hut chosen').toBeNull();
    for (const path of ['/dashboard', '/lagerbeholdning']) {
      await page.goto(path);
      await shell.waitForPath('/minside');
    }
    await page.goto('/login');
    await shell.waitForPath('/minside');
  });

  it('a company route signed out goes to Login, and there after login when the user has a hut', async () => {
    const { page } = await e2e.open();
    const shell = new AppShell(page);
    await page.goto('/statistikk');
    await shell.waitForPath('/login');
    await new LoginPage(page).login('demo@utstyrsbod.no', demoPassword);
    await shell.userMenu('demo@utstyrsbod.no').waitFor();
    const demo = await userData(page);
    await shell.waitForPath(demo.user.company_id !== null ? '/statistikk' : '/minside');
  });
});
