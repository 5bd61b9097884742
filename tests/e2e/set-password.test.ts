import { describe, expect, it } from 'vitest';
import { setupE2e } from '../support/e2e-harness';
import { describeFindings, runAxe, seriousFindings } from '../support/e2e-axe';
import { AppShell } from './pages/app-shell';
import { LoginPage } from './pages/auth-pages';
import { newAdminLink, SetPasswordPage } from './pages/set-password-page';

/**
 * The admin CLI's one-time link (/sett-passord#…): it names the account, takes a new password
 * with registration's rules (a short one is refused on leaving the field), says it is set and
 * leads to sign-in, where the new password works; the link is spent after that.
 */
const e2e = setupE2e();
const poll = { timeout: 20_000, interval: 100 };

describe('setting a password with a one-time link', () => {
  it('names the account, refuses a short password on blur, sets it once, and the admin signs in', async () => {
    const email = `forste.admin.${Date.now()}@eksempel.no`;
    const link = await newAdminLink(e2e.server.database.db, e2e.baseURL, email);
    expect(new URL(link).pathname).toBe('/sett-passord');
    const { page } = await e2e.open({ bypassCSP: true, viewport: { width: 390, height: 844 } });
    await page.goto(link);
    const screen = new SetPasswordPage(page);
    await screen.forAccount(email).waitFor(poll);
    let serious = seriousFindings(await runAxe(page));
    expect(serious, describeFindings(serious)).toEqual([]);

    await screen.password.fill('kort');
    await screen.repeat.focus();
    await screen.main.getByText('Passord må ha minst 8 tegn.').waitFor(poll);
    expect(await screen.password.getAttribute('aria-invalid')).toBe('true');
    serious = seriousFindings(await runAxe(page));
    expect(serious, describeFindings(serious)).toEqual([]);

    // The server's policy, mapped onto the field: a common password.
    await screen.password.fill('passord123');
    await screen.repeat.fill('passord123');
    await screen.submit.click();
    await screen.main
      .getByText('Passordet er for vanlig og lett å gjette. Velg et annet.')
      .waitFor(poll);

    const password = 'fjellbjørk-og-lavvo-9';
    await screen.password.fill(password);
    await screen.repeat.fill(password);
    await screen.submit.click();
    await screen.main.getByText('Passordet er satt. Logg inn med det nye passordet.').waitFor(poll);
    await screen.login.click();

    const login = new LoginPage(page);
    await login.email.fill(email);
    await login.password.fill(password);
    await login.submit.click();
    await new AppShell(page).userMenu(email).waitFor(poll);

    // Spent: opening the link again says so.
    const again = await e2e.open({ bypassCSP: true, viewport: { width: 390, height: 844 } });
    await again.page.goto(link);
    await again.page
      .getByRole('main')
      .getByText('Lenken er allerede brukt. Be den som ga deg lenken om en ny.')
      .waitFor(poll);
  });

  it('says a malformed link is no link, in Norwegian', async () => {
    const { page } = await e2e.open({ bypassCSP: true, viewport: { width: 1024, height: 768 } });
    await page.goto('/sett-passord#ikke-en-lenke');
    await page
      .getByRole('main')
      .getByText('Lenken er ugyldig. Be den som ga deg lenken om en ny.')
      .waitFor(poll);
    const serious = seriousFindings(await runAxe(page));
    expect(serious, describeFindings(serious)).toEqual([]);
  });
});
