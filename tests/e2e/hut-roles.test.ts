import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupE2e } from '../support/e2e-harness';
import { describeFindings, runAxe, seriousFindings } from '../support/e2e-axe';
import { AppShell } from './pages/app-shell';
import { demoPassword, finishRegistration, LoginPage, RegisterPage } from './pages/auth-pages';
import { InvitePage, invitationLink } from './pages/invite-page';
import { signedIn } from './pages/sign-in';
import { UsersPage } from './pages/users-page';

/**
 * A hut admin in Brukeroversikt: makes a borrower staff (who then reaches the staff screens),
 * invites an address by email, whose person registers from the link and becomes staff only by
 * accepting it; staff see no role controls.
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
  it('an admin raises no borrower, changes a staff member’s role, and invites a new address, staff once accepted; staff see no role controls', async () => {
    const admin = await signedIn(e2e, 'demo@utstyrsbod.no', {
      bypassCSP: true,
      viewport: { width: 1024, height: 768 },
    });
    const users = new UsersPage(admin.page);
    await users.goto();
    await users.search.fill('Kari Nordmann');
    // A borrower becomes staff only by accepting an invitation: no role to choose.
    const details = await users.open('Kari Nordmann');
    await details.getByText(/bare ved å godta en invitasjon/).waitFor(poll);
    expect(await details.getByRole('combobox', { name: 'Rolle', exact: true }).count()).toBe(0);
    const serious = seriousFindings(await runAxe(admin.page));
    expect(serious, describeFindings(serious)).toEqual([]);
    await admin.page.keyboard.press('Escape');

    // Staff (who accepted once) can be made admin, and back.
    await users.search.fill('Ingrid Berg');
    const staffDetails = await users.open('Ingrid Berg');
    const role = staffDetails.getByRole('combobox', { name: 'Rolle', exact: true });
    expect(await role.inputValue()).toBe('staff');
    await role.selectOption('admin');
    await staffDetails.getByRole('button', { name: 'Lagre rolle' }).click();
    await staffDetails.getByText('Ingrid Berg er nå administrator i utstyrsboden.').waitFor(poll);
    await role.selectOption('staff');
    await staffDetails.getByRole('button', { name: 'Lagre rolle' }).click();
    await staffDetails.getByText('Ingrid Berg er nå ansatt i utstyrsboden.').waitFor(poll);

    // An address nobody has registered: an email with a link; staff only once it is accepted.
    await admin.page.keyboard.press('Escape');
    const email = `ny.ansatt.${Date.now()}@eksempel.no`;
    await users.main.getByRole('textbox', { name: 'Epost' }).fill(email);
    await users.main.getByRole('button', { name: 'Inviter', exact: true }).click();
    await users.main.getByText(/Invitasjonen sendes på epost/).waitFor(poll);
    await users.main
      .getByRole('button', { name: `Trekk tilbake invitasjonen til ${email}` })
      .waitFor();
    const newcomer = await e2e.open();
    await newcomer.page.goto(await invitationLink(e2e.server.database.db, email));
    const invitation = new InvitePage(newcomer.page);
    await invitation.invitedBy('Grünerløkka utstyrsbod', 'ansatt').waitFor(poll);
    await invitation.register.click();
    const register = new RegisterPage(newcomer.page);
    await register.name.fill('Ny Ansatt');
    await register.email.fill(email);
    await register.password.fill('fjellski-og-sykkel-9');
    await register.repeat.fill('fjellski-og-sykkel-9');
    await register.terms.check();
    await register.submit.click();
    await finishRegistration(newcomer.page, e2e.server.database.db, email);
    await new AppShell(newcomer.page).userMenu(email).waitFor();
    // Registering gave no role: back on the link's screen, the person accepts.
    await invitation.accept.click();
    await invitation.main.getByText('Du er nå ansatt i Grünerløkka utstyrsbod.').waitFor(poll);
    await invitation.chooseHut.waitFor();
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

  it('a link opened in another account says so; signed out and in as the invited one, it is accepted', async () => {
    const admin = await signedIn(e2e, 'demo@utstyrsbod.no');
    const users = new UsersPage(admin.page);
    await users.goto();
    const email = 'nora.larsen@eksempel.no';
    await users.main.getByRole('textbox', { name: 'Epost' }).fill(email);
    await users.main.getByRole('button', { name: 'Inviter', exact: true }).click();
    await users.main.getByText(/Invitasjonen sendes på epost/).waitFor(poll);

    const other = await signedIn(e2e, 'lise.hansen@eksempel.no');
    await other.page.goto(await invitationLink(e2e.server.database.db, email));
    const invitation = new InvitePage(other.page);
    await invitation.main
      .getByText(
        `Du er logget inn som lise.hansen@eksempel.no, men invitasjonen gjelder ${email}.`,
        {
          exact: false,
        },
      )
      .waitFor(poll);
    expect(await invitation.accept.count()).toBe(0);
    await invitation.main.getByRole('button', { name: 'Logg ut' }).click();
    const login = new LoginPage(other.page);
    await login.email.waitFor(poll);
    await login.login(email, demoPassword);
    // Back on the link (its token kept), now as the invited account.
    await invitation.accept.click();
    await invitation.main.getByText('Du er nå ansatt i Grünerløkka utstyrsbod.').waitFor(poll);
    await invitation.chooseHut.click();
    await chooseHut(other.page);
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
    // The opened person's hint: closed rows of the list (before the search has narrowed it) hold
    // the same text.
    await users.main
      .locator('details[open]')
      .getByText(/bare ved å godta en invitasjon/)
      .waitFor();
    await users.main.getByRole('heading', { name: 'Inviter ansatt' }).waitFor();
    const serious = seriousFindings(await runAxe(admin.page));
    expect(serious, describeFindings(serious)).toEqual([]);

    // The link's screen, signed out, on a phone in dark mode.
    const email = `invitert.${Date.now()}@eksempel.no`;
    await users.main.getByRole('textbox', { name: 'Epost' }).fill(email);
    await users.main.getByRole('combobox', { name: 'Inviter som' }).selectOption('admin');
    await users.main.getByRole('button', { name: 'Inviter', exact: true }).click();
    await users.main.getByText(/Invitasjonen sendes på epost/).waitFor(poll);
    const visitor = await e2e.open({
      bypassCSP: true,
      colorScheme: 'dark',
      viewport: { width: 390, height: 844 },
    });
    await visitor.page.addInitScript(() => localStorage.setItem('darkMode', 'enabled'));
    await visitor.page.goto(await invitationLink(e2e.server.database.db, email));
    const invitation = new InvitePage(visitor.page);
    await invitation.invitedBy('Grünerløkka utstyrsbod', 'administrator').waitFor(poll);
    await invitation.login.waitFor();
    const onLink = seriousFindings(await runAxe(visitor.page));
    expect(onLink, describeFindings(onLink)).toEqual([]);
  });
});
