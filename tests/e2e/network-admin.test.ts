import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { describeFindings, runAxe, seriousFindings } from '../support/e2e-axe';
import { setupE2e } from '../support/e2e-harness';
import { AppShell } from './pages/app-shell';
import { demoPassword, LoginPage } from './pages/auth-pages';
import { HutsPage } from './pages/huts-page';
import { NetworkPage } from './pages/network-page';

const e2e = setupE2e();
const poll = { timeout: 10_000, interval: 100 };
const networkAdmin = 'admin@utstyrsbod.no';

async function signIn(page: Page, email: string): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.login(email, demoPassword);
  await new AppShell(page).userMenu(email).waitFor();
}

/** The public list of huts, as a visitor with a fresh device sees it. */
async function publicHutNames(): Promise<string[]> {
  const { page } = await e2e.open();
  const huts = new HutsPage(page);
  await huts.goto();
  await huts.hutNames.first().waitFor();
  return huts.names();
}

describe('the network admin', () => {
  it('creates a hut and appoints its admin by email; that user can then choose the hut', async () => {
    const { page } = await e2e.open();
    await signIn(page, networkAdmin);
    // The user menu leads there, for the network admin.
    const shell = new AppShell(page);
    await shell.userMenu(networkAdmin).click();
    await shell.header.getByRole('link', { name: 'Nettverket', exact: true }).click();
    const network = new NetworkPage(page);
    await network.table.waitFor();

    await network.newHut.click();
    // Nothing typed: the form says what is missing and sends nothing.
    await network.dialogButton('Opprett').click();
    await network.dialog.getByText('Navn er påkrevd.', { exact: true }).waitFor();
    await network.field('Navn').fill('Gol utstyrsbod');
    await network.field('Adresse').fill('Sentrumsvegen 1, 3550 Gol');
    await network.field('Sted').fill('Gol');
    await network.field('Kommune').fill('Gol');
    await network.field('Fylke').fill('Buskerud');
    await network.field('Åpningstider').fill('Tirsdag 17–19\nLørdag 10–13');
    await network.field('Telefon til boden').fill('400 00 950');
    await network.field('Epost til boden').fill('gol@eksempel.no');
    await network.dialogButton('Opprett').click();
    await network.notice.filter({ hasText: 'Gol utstyrsbod er opprettet.' }).waitFor();
    await network.row('Gol utstyrsbod').getByText('I drift', { exact: true }).waitFor();

    // The public list shows it with its opening hours, on any device.
    expect(await publicHutNames()).toContain('Gol utstyrsbod');
    const visitor = (await e2e.open()).page;
    await new HutsPage(visitor).goto();
    const card = visitor.getByRole('listitem').filter({ hasText: 'Gol utstyrsbod' });
    await card.getByText('Åpningstider', { exact: true }).waitFor();
    expect(await card.innerText()).toContain('Tirsdag 17–19\nLørdag 10–13');

    // An email nobody has registered: a clear Norwegian answer on the field.
    await network.action('Administrator', 'Gol utstyrsbod').click();
    await network.field('Epost').fill('finnes.ikke@eksempel.no');
    await network.dialogButton('Gjør til administrator').click();
    await network.dialog
      .getByText(
        'Fant ingen bruker med eposten finnes.ikke@eksempel.no. Be personen registrere seg først, og prøv igjen.',
      )
      .waitFor();
    await network.field('Epost').fill('ansatt@utstyrsbod.no');
    await network.dialogButton('Gjør til administrator').click();
    await network.notice.filter({ hasText: /er nå administrator for Gol utstyrsbod\.$/ }).waitFor();
    await network.row('Gol utstyrsbod').getByText('ansatt@utstyrsbod.no').waitFor();

    // The appointed user chooses the hut on /velgfirma.
    const staff = (await e2e.open()).page;
    await signIn(staff, 'ansatt@utstyrsbod.no');
    await staff.goto('/velgfirma');
    const choice = staff.getByRole('main').getByRole('button', { name: /^Gol utstyrsbod/ });
    expect(await choice.innerText()).toContain('administrator');
    await choice.click();
    await staff.waitForURL(/\/dashboard/);
  });

  it('takes a hut out of service: it leaves the public list, and can come back', async () => {
    const { page } = await e2e.open();
    await signIn(page, networkAdmin);
    const network = new NetworkPage(page);
    await network.gotoHuts();
    expect(await publicHutNames()).toContain('Byåsen utstyrsbod');

    await network.action('Ta ut av drift', 'Byåsen utstyrsbod').click();
    await network.dialog.getByText(/forsvinner fra katalogen/).waitFor();
    await network.dialogButton('Ta ut av drift').click();
    await network.notice.filter({ hasText: 'Byåsen utstyrsbod er deaktivert.' }).waitFor();
    await network.row('Byåsen utstyrsbod').getByText('Ikke i drift', { exact: true }).waitFor();
    expect(await publicHutNames()).not.toContain('Byåsen utstyrsbod');
    // The network admin's own catalogue follows at once, too.
    await page.goto('/utstyrsboder');
    const huts = new HutsPage(page);
    await huts.hutNames.first().waitFor();
    await expect.poll(() => huts.names(), poll).not.toContain('Byåsen utstyrsbod');

    await network.gotoHuts();
    await network.action('Sett i drift', 'Byåsen utstyrsbod').click();
    await network.dialogButton('Sett i drift').click();
    await network.notice.filter({ hasText: 'Byåsen utstyrsbod er i drift igjen.' }).waitFor();
    expect(await publicHutNames()).toContain('Byåsen utstyrsbod');
  });

  it('answers and closes a message sent with the footer’s ‘Bli en utstyrsbod’', async () => {
    const visitor = (await e2e.open()).page;
    await visitor.goto('/hjem');
    await visitor
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Bli en utstyrsbod', exact: true })
      .click();
    await visitor.waitForURL(/\/kontakt\?emne=bli-utstyrsbod$/);
    const form = visitor.getByRole('main').locator('form');
    const subject = form.getByRole('radio', { name: 'Bli en utstyrsbod', exact: true });
    await subject.waitFor();
    expect(await subject.isChecked()).toBe(true);
    await form.getByLabel('Navn', { exact: true }).fill('Idrettslaget Gol');
    await form.getByLabel('Telefon', { exact: true }).fill('400 00 951');
    await form.getByLabel('Epost', { exact: true }).fill('post@il-gol.eksempel.no');
    await form.getByLabel('Melding', { exact: true }).fill('Vi vil gjerne starte en utstyrsbod.');
    const send = form.getByRole('button', { name: 'Send', exact: true });
    await expect.poll(() => send.isEnabled(), poll).toBe(true);
    await send.click();
    await visitor.getByRole('main').getByRole('status').filter({ hasText: 'Takk' }).waitFor();

    const { page } = await e2e.open();
    await signIn(page, networkAdmin);
    const network = new NetworkPage(page);
    await network.gotoInbox();
    await network.sections.getByRole('link', { name: /Innboks.*ny/ }).waitFor();
    const message = network.message('Bli en utstyrsbod: Idrettslaget Gol');
    await message.getByText('Ny', { exact: true }).waitFor();
    expect(await message.innerText()).toContain('Vi vil gjerne starte en utstyrsbod.');
    expect(await message.getByRole('link', { name: 'Svar på epost' }).getAttribute('href')).toMatch(
      /^mailto:post@il-gol\.eksempel\.no\?subject=/,
    );

    await message.getByRole('button', { name: 'Marker som besvart', exact: true }).click();
    await network.notice.filter({ hasText: 'Meldingen er markert som besvart.' }).waitFor();
    await message.getByText('Besvart', { exact: true }).waitFor();
    await message.getByRole('button', { name: 'Lukk meldingen', exact: true }).click();
    await network.notice.filter({ hasText: 'Meldingen er lukket.' }).waitFor();
    await message.getByText('Lukket', { exact: true }).waitFor();

    await network.inboxFilter.selectOption('closed');
    // The filter is the messages' (the category requests below are listed apart).
    const messages = network.main.locator(
      'ul.network-messages:not(.network-requests__list) article',
    );
    await expect.poll(() => messages.count(), poll).toBe(1);
    await message.getByRole('button', { name: 'Åpne igjen', exact: true }).waitFor();
  });

  it('is the network admin’s only: staff get neither the menu entry nor the screen', async () => {
    const { page } = await e2e.open();
    await signIn(page, 'demo@utstyrsbod.no');
    const shell = new AppShell(page);
    await shell.userMenu('demo@utstyrsbod.no').click();
    await shell.header.getByRole('link', { name: 'Min side', exact: true }).waitFor();
    expect(await shell.header.getByRole('link', { name: 'Nettverket' }).count()).toBe(0);
    await page.goto('/nettverk');
    await shell.waitForPath('/minside');
  });
});

describe.each(['light', 'dark'] as const)('axe on the network screens in %s mode', (mode) => {
  it('finds no serious or critical violations on the huts, a dialog and the inbox', async () => {
    const { page } = await e2e.open({ colorScheme: mode, bypassCSP: true });
    await page.addInitScript(
      (value) => {
        if (localStorage.getItem('darkMode') === null) localStorage.setItem('darkMode', value);
      },
      mode === 'dark' ? 'enabled' : 'disabled',
    );
    await signIn(page, networkAdmin);
    const network = new NetworkPage(page);
    const check = async (where: string) => {
      const serious = seriousFindings(await runAxe(page));
      expect(serious, `${where}\n${describeFindings(serious)}`).toEqual([]);
    };
    await network.gotoHuts();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
    await check('/nettverk');
    await network.action('Endre', 'Voss utstyrsbod').click();
    await network.field('Navn').waitFor();
    await check('/nettverk, the edit dialog');
    await page.keyboard.press('Escape');
    await network.gotoInbox();
    await network.main.getByRole('article').first().waitFor();
    await check('/nettverk/innboks');
  });
});
