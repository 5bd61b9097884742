import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupE2e } from '../support/e2e-harness';
import { waitForServiceWorker } from '../support/e2e-pwa';
import { AppShell } from './pages/app-shell';
import {
  demoPassword,
  LoginPage,
  RegisterPage,
  wrongCredentials,
  finishRegistration,
} from './pages/auth-pages';
import { MyPage } from './pages/my-page';

const e2e = setupE2e();
const poll = { timeout: 15_000, interval: 100 };
const family = 'familie@utstyrsbod.no';

async function signedIn(page: Page, email = family): Promise<MyPage> {
  const login = new LoginPage(page);
  await login.goto();
  await login.login(email, demoPassword);
  await new AppShell(page).userMenu(email).waitFor();
  const me = new MyPage(page);
  await me.goto();
  return me;
}

const db = () => e2e.server.database.db;

async function userId(email: string): Promise<number> {
  const row = await db()
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function storedChildren(email: string): Promise<string[]> {
  const rows = await db()
    .selectFrom('members')
    .select('name')
    .where('user_id', '=', await userId(email))
    .orderBy('created_at')
    .execute();
  return rows.map((r) => r.name);
}

describe('Min side', () => {
  it('children with the SPEC texts and limit; loans listed', async () => {
    const { page } = await e2e.open();
    const me = await signedIn(page);
    await me.heading.waitFor();
    expect(await me.childNames()).toEqual(['Emma', 'Jonas']);

    // The name is required: the SPEC's text after leaving the field empty.
    await me.children.getByRole('button', { name: 'Legg til barn' }).click();
    const form = me.children.getByRole('form', { name: 'Nytt barn' });
    const name = form.getByLabel('Navn på barnet');
    await name.focus();
    await form.getByLabel('Høyde (cm)').focus();
    await expect.poll(() => me.errorOf(name), poll).toBe('Du må fylle inn navnet på barnet');
    await form.getByRole('button', { name: 'Ikke lagre' }).click();

    await me.addChild({ name: 'Ella', height: 110, shoeSize: 29.5 });
    await me.children.getByText('Barnet er lagret.').waitFor();
    await me.addChild({ name: 'Noah' });
    await expect.poll(() => me.childNames(), poll).toEqual(['Emma', 'Jonas', 'Ella', 'Noah']);
    await me.children.getByText('Høyde 110 cm · Sko 29,5').waitFor();

    // A fifth is refused with the SPEC's alert; the server holds four.
    await me.children.getByRole('button', { name: 'Legg til barn' }).click();
    await me.children
      .getByRole('alert')
      .getByText('Beklager, du kan ikke legge til mer enn fire barn')
      .waitFor();
    expect(await me.children.getByRole('form').count()).toBe(0);
    expect(await storedChildren(family)).toEqual(['Emma', 'Jonas', 'Ella', 'Noah']);

    // Removal asks first; 'Nei, behold' keeps the child, 'Ja, fjern' removes it.
    await me.children.getByRole('button', { name: 'Fjern Noah' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fjerne Noah?' });
    await dialog.getByRole('button', { name: 'Nei, behold' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await storedChildren(family)).toHaveLength(4);
    await me.children.getByRole('button', { name: 'Fjern Noah' }).click();
    await dialog.getByRole('button', { name: 'Ja, fjern' }).click();
    await expect.poll(() => me.childNames(), poll).toEqual(['Emma', 'Jonas', 'Ella']);
    expect(await storedChildren(family)).toEqual(['Emma', 'Jonas', 'Ella']);
    // Stored on the server, not in the browser's storage.
    expect(await page.evaluate(() => Object.keys(localStorage).join(' '))).not.toMatch(/member/);

    // Current loans: every open loan with its units' numbers and due dates.
    const open = await db()
      .selectFrom('loans')
      .innerJoin('companies', 'companies.id', 'loans.company_id')
      .select(['loans.id', 'loans.number', 'companies.name'])
      .where('customer_id', '=', await userId(family))
      .where('loans.status', '=', 'open')
      .execute();
    expect(open.length).toBeGreaterThan(0);
    expect(await me.currentLoanTitles()).toEqual(open.map((l) => `Lån ${l.number} · ${l.name}`));
    for (const loan of open) {
      const units = await db()
        .selectFrom('loan_items')
        .select('unit_id')
        .where('loan_id', '=', loan.id)
        .orderBy('unit_id')
        .execute();
      const card = me.loans.locator('.loan-card', { hasText: `Lån ${loan.number}` });
      expect((await me.unitNumbers(card)).sort()).toEqual(
        units.map((u) => `Nr. ${u.unit_id}`).sort(),
      );
      expect(await card.getByText(/^Frist \d{2}\.\d{2}\.\d{4}$/).count()).toBeGreaterThan(0);
    }

    // Previous loans folded in accordions; opening one shows its units.
    const closed = await db()
      .selectFrom('loans')
      .select('number')
      .where('customer_id', '=', await userId(family))
      .where('status', '=', 'closed')
      .execute();
    await expect.poll(() => me.previousLoans().count(), poll).toBe(closed.length);
    const first = me.previousLoans().first();
    expect(await first.getAttribute('open')).toBeNull();
    await first.locator('summary').click();
    expect(await first.getAttribute('open')).not.toBeNull();
    expect((await me.unitNumbers(first)).length).toBeGreaterThan(0);
  });

  it('shows the SPEC’s empty texts to a person without children or loans', async () => {
    const { page } = await e2e.open();
    const me = await signedIn(page, 'ny@utstyrsbod.no');
    await me.children.getByText('Ingen barn lagt til', { exact: true }).waitFor();
    await me.loans.getByText('Ingen lån for øyeblikket', { exact: true }).waitFor();
    await me.loans.getByText('Ingen tidligere lån', { exact: true }).waitFor();
  });

  it('edits name and phone, with the field errors after blur', async () => {
    const { page } = await e2e.open();
    const me = await signedIn(page, 'lise.hansen@eksempel.no');
    expect(await me.detail('Navn')).toBe('Lise Hansen');

    await me.details.getByRole('button', { name: 'Endre opplysninger' }).click();
    const form = me.details.getByRole('form', { name: 'Endre navn og telefon' });
    const phone = form.getByLabel('Telefon');
    await phone.fill('ring meg');
    await form.getByLabel('Navn').focus();
    await expect
      .poll(() => me.errorOf(phone), poll)
      .toBe('Vennligst oppgi et gyldig telefonnummer.');
    await phone.fill('+47 412 34 501');
    await form.getByLabel('Navn').fill('Lise Marie Hansen');
    await form.getByRole('button', { name: 'Lagre opplysningene' }).click();

    await me.details.getByText('Opplysningene er lagret.').waitFor();
    expect(await me.detail('Navn')).toBe('Lise Marie Hansen');
    // Stored and shown in the one form the counter searches by.
    expect(await me.detail('Telefon')).toBe('41234501');
    const row = await db()
      .selectFrom('users')
      .select(['name', 'phone'])
      .where('email', '=', 'lise.hansen@eksempel.no')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Lise Marie Hansen', phone: '41234501' });
    // Focus goes back to the button that opened the form.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent), poll)
      .toBe('Endre opplysninger');
  });

  it('downloads everything stored about the person as a JSON file', async () => {
    const { page } = await e2e.open();
    const me = await signedIn(page, 'jonas.johansen@eksempel.no');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      me.data.getByRole('link', { name: 'Last ned mine data (JSON)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^utstyrsbod-mine-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = await download.path();
    const data = JSON.parse(await readFile(file, 'utf8')) as {
      account: { email: string };
      loans: unknown[];
    };
    expect(data.account.email).toBe('jonas.johansen@eksempel.no');
    expect(data.loans.length).toBeGreaterThan(0);
    expect(new AppShell(page).path()).toBe('/minside');
  });

  it('refuses to delete an account with loans out, and the person stays signed in', async () => {
    const { page } = await e2e.open();
    const me = await signedIn(page);
    await me.data.getByRole('button', { name: 'Slett kontoen min' }).click();
    const dialog = page.getByRole('dialog', { name: 'Slette kontoen?' });
    await dialog.getByLabel('Passord').fill(demoPassword);
    await dialog.getByRole('button', { name: 'Slett kontoen', exact: true }).click();
    await dialog
      .getByRole('alert')
      .getByText(/^Kontoen kan ikke slettes mens du har lån som ikke er levert tilbake/)
      .waitFor();
    await dialog.getByRole('button', { name: 'Nei, behold kontoen' }).click();
    expect(new AppShell(page).path()).toBe('/minside');
    expect((await page.request.get('/api/me')).status()).toBe(200);
    const row = await db()
      .selectFrom('users')
      .select(['deleted_at'])
      .where('email', '=', family)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).toBeNull();
  });

  it('a new borrower joins and leaves a hut, then deletes the account and can no longer sign in', async () => {
    const { page } = await e2e.open();
    const email = `slett-meg-${Date.now()}@eksempel.no`;
    const register = new RegisterPage(page);
    await register.goto();
    await register.name.fill('Siri Fjell');
    await register.email.fill(email);
    await register.password.fill('Fjellvann-og-ski-42');
    await register.repeat.fill('Fjellvann-og-ski-42');
    await register.terms.check();
    await register.submit.click();
    await finishRegistration(page, db(), email);
    await new AppShell(page).userMenu(email).waitFor();
    const me = new MyPage(page);
    await me.goto();
    await me.huts.getByText('Du er ikke knyttet til noen utstyrsbod ennå.').waitFor();

    const hut = await db()
      .selectFrom('companies')
      .select(['id', 'name'])
      .where('status', '=', 'active')
      .orderBy('name')
      .executeTakeFirstOrThrow();
    await me.huts.getByLabel('Knytt deg til en utstyrsbod').selectOption(String(hut.id));
    await me.huts.getByRole('button', { name: 'Bli med' }).click();
    await me.huts.getByText(`Du er nå knyttet til ${hut.name}.`).waitFor();
    await me.huts.getByRole('button', { name: `Forlat ${hut.name}` }).click();
    await me.huts.getByText(`Du er ikke lenger knyttet til ${hut.name}.`).waitFor();

    await me.data.getByRole('button', { name: 'Slett kontoen min' }).click();
    const dialog = page.getByRole('dialog', { name: 'Slette kontoen?' });
    await dialog.getByLabel('Passord').fill('Fjellvann-og-ski-42');
    await dialog.getByRole('button', { name: 'Slett kontoen', exact: true }).click();
    const shell = new AppShell(page);
    await shell.waitForPath('/hjem');
    await page.getByText(/^Kontoen din er slettet\./).waitFor();
    await shell.loginLink.waitFor();

    const login = new LoginPage(page);
    await login.goto();
    await login.login(email, 'Fjellvann-og-ski-42');
    await login.errorBanner.getByText(wrongCredentials).waitFor();
  });

  it('is readable offline from the device, saying when it was last updated', async () => {
    const { page, context } = await e2e.open();
    const me = await signedIn(page);
    await waitForServiceWorker(page);
    await me.goto();
    await me.currentLoanTitles();
    await expect.poll(() => me.childNames(), poll).not.toEqual([]);
    const names = await me.childNames();
    const loans = await me.currentLoanTitles();
    // The answer is kept in IndexedDB before the network goes.
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const db = await new Promise<IDBDatabase>((resolve, reject) => {
              const req = indexedDB.open('utstyrsbod');
              req.onsuccess = () => resolve(req.result);
              req.onerror = () => reject(req.error ?? new Error('open failed'));
            });
            try {
              if (!db.objectStoreNames.contains('myPages')) return 0;
              return await new Promise<number>((resolve) => {
                const req = db.transaction('myPages').objectStore('myPages').count();
                req.onsuccess = () => resolve(req.result);
              });
            } finally {
              db.close();
            }
          }),
        poll,
      )
      .toBe(1);

    await context.setOffline(true);
    await page.reload();
    await me.lastUpdated.waitFor(poll);
    await me.offlineNotice.waitFor();
    expect(await me.childNames()).toEqual(names);
    expect(await me.currentLoanTitles()).toEqual(loans);
    // Changes wait for the network.
    expect(await me.data.getByRole('button', { name: 'Slett kontoen min' }).isDisabled()).toBe(
      true,
    );
    await context.setOffline(false);
  });
});
