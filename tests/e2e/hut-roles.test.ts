import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupE2e } from '../support/e2e-harness';
import { describeFindings, runAxe, seriousFindings } from '../support/e2e-axe';
import { AppShell } from './pages/app-shell';
import { RegisterPage } from './pages/auth-pages';
import { signedIn } from './pages/sign-in';
import { UsersPage } from './pages/users-page';

/**
 * A hut admin in Brukeroversikt: makes a borrower staff (who then reaches the staff screens),
 * invites an address that then registers and is staff at once; staff see no role controls.
 */
const e2e = setupE2e();
const poll = { timeout: 20_000, interval: 100 };

/** Staff pick the hut on /velgfirma and land on its dashboard (borrowers have no way there). */
async function chooseHut(page: Page): Promise<void> {
  await page.goto('/velgfirma');
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Grünerløkka utstyrsbod/ })
    .click();
  await page.waitForURL(/\/dashboard/, { timeout: 20_000 });
}

describe('roles at the hut', () => {
  it('an admin makes a borrower staff and invites a new address; staff see no role controls', async () => {
    const admin = await signedIn(e2e, 'demo@utstyrsbod.no', {
      bypassCSP: true,
      viewport: { width: 1024, height: 768 },
    });
    const users = new UsersPage(admin.page);
    await users.goto();
    await users.search.fill('Kari Nordmann');
    const details = await users.open('Kari Nordmann');
    const role = details.getByRole('combobox', { name: 'Rolle', exact: true });
    expect(await role.inputValue()).toBe('borrower');
    const serious = seriousFindings(await runAxe(admin.page));
    expect(serious, describeFindings(serious)).toEqual([]);
    await role.selectOption('staff');
    await details.getByRole('button', { name: 'Lagre rolle' }).click();
    await details.getByText('Kari Nordmann er nå ansatt i utstyrsboden.').waitFor(poll);

    // Kari now reaches the staff screens of the hut.
    const kari = await signedIn(e2e, 'familie@utstyrsbod.no');
    await chooseHut(kari.page);

    // An address nobody has registered: staff from the moment it registers.
    await admin.page.keyboard.press('Escape');
    const email = `ny.ansatt.${Date.now()}@eksempel.no`;
    await users.main.getByRole('textbox', { name: 'Epost' }).fill(email);
    await users.main.getByRole('button', { name: 'Inviter', exact: true }).click();
    await users.main.getByText(/Invitasjonen er lagret/).waitFor(poll);
    await users.main
      .getByRole('button', { name: `Trekk tilbake invitasjonen til ${email}` })
      .waitFor();
    const newcomer = await e2e.open();
    const register = new RegisterPage(newcomer.page);
    await register.goto();
    await register.name.fill('Ny Ansatt');
    await register.email.fill(email);
    await register.password.fill('fjellski-og-sykkel-9');
    await register.repeat.fill('fjellski-og-sykkel-9');
    await register.terms.check();
    await register.submit.click();
    await new AppShell(newcomer.page).userMenu(email).waitFor();
    await chooseHut(newcomer.page);

    // Staff: no role controls, no invitations.
    const staff = await signedIn(e2e, 'ansatt@utstyrsbod.no');
    const staffUsers = new UsersPage(staff.page);
    await staffUsers.goto();
    await staffUsers.search.fill('Ola Nordmann');
    const seen = await staffUsers.open('Ola Nordmann');
    expect(await seen.getByRole('combobox', { name: 'Rolle', exact: true }).count()).toBe(0);
    expect(await staffUsers.main.getByRole('heading', { name: 'Inviter ansatt' }).count()).toBe(0);
  });

  it('the role controls and the invitations pass axe in dark mode on a phone', async () => {
    const admin = await signedIn(e2e, 'demo@utstyrsbod.no', {
      bypassCSP: true,
      viewport: { width: 390, height: 844 },
    });
    await admin.page.evaluate(() => localStorage.setItem('darkMode', 'enabled'));
    const users = new UsersPage(admin.page);
    await users.goto();
    await users.search.fill('Ola Nordmann');
    await users.main.locator('summary', { hasText: 'Ola Nordmann' }).click();
    await users.main.getByRole('combobox', { name: 'Rolle', exact: true }).waitFor();
    await users.main.getByRole('heading', { name: 'Inviter ansatt' }).waitFor();
    const serious = seriousFindings(await runAxe(admin.page));
    expect(serious, describeFindings(serious)).toEqual([]);
  });
});
