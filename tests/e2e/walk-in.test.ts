import { describe, expect, it } from 'vitest';
import { setupE2e } from '../support/e2e-harness';
import { describeFindings, runAxe, seriousFindings } from '../support/e2e-axe';
import { freeUnits } from '../support/e2e-hut-data';
import { AppShell } from './pages/app-shell';
import { finishRegistration, RegisterPage } from './pages/auth-pages';
import { AvvikPage } from './pages/avvik-page';
import { CounterTablet } from './pages/counter-tablet';
import { waitingEntries } from './pages/device-state';
import { WalkInDialog } from './pages/walk-in-dialog';

/**
 * Walk-ins at the counter, offline: a tablet registers someone who never registered online,
 * activates them with ID and lends to them; after the network returns the server holds that
 * person once and the loan once. If the same person had registered online, Avvik shows the
 * possible duplicate and merging leaves one person holding the loan.
 */
const e2e = setupE2e();
const poll = { timeout: 20_000, interval: 100 };
const staff = 'ansatt@utstyrsbod.no';
const db = () => e2e.server.database.db;

/** A Norwegian mobile number this run has not used. */
const newPhone = (lead: string) => `${lead}${String(Date.now()).slice(-7)}`;

describe('walk-ins at the counter', () => {
  it('registers, activates and lends two units offline; after sync the server has the person and the loan once', async () => {
    // bypassCSP: axe is injected as a script into the page.
    const tablet = await CounterTablet.open(e2e, staff, {
      viewport: { width: 1024, height: 768 },
      bypassCSP: true,
    });
    const phone = newPhone('4');
    const name = `Gående Gunnar ${phone.slice(-4)}`;
    const units = await freeUnits(db(), tablet.companyId, 2);
    const loansBefore = (await db().selectFrom('loans').select('id').execute()).length;

    await tablet.context.setOffline(true);
    await tablet.stock.goto();
    await tablet.clearBorrower();
    await tablet.stock.chooseBorrower.click();
    const walkIn = new WalkInDialog(tablet.page);
    await walkIn.open.click();
    // The dialog opens on the name field, ready to type.
    await expect.poll(() => walkIn.name.evaluate((el) => el === document.activeElement)).toBe(true);
    // The form's own rules, in Norwegian, before anything is stored.
    await walkIn.name.fill(name);
    await walkIn.phone.fill('123');
    await walkIn.phone.blur();
    await walkIn.dialog.getByText('Vennligst oppgi et gyldig telefonnummer.').waitFor();
    const serious = seriousFindings(await runAxe(tablet.page));
    expect(serious, describeFindings(serious)).toEqual([]);
    await walkIn.dialog.getByRole('button', { name: 'Avbryt' }).first().click();
    await walkIn.register({ name, phone: `+47 ${phone}`, child: 'Lille Gunnar', idShown: true });

    await tablet.stock.borrowerCard(name).waitFor();
    expect(await tablet.stock.borrowerFact('Status')).toBe('Aktiv');
    await tablet.lendToSelected(units);
    expect(await waitingEntries(tablet.page)).toBeGreaterThanOrEqual(5);
    const people = () => db().selectFrom('users').selectAll().where('phone', '=', phone).execute();
    expect(await people()).toEqual([]);

    await tablet.context.setOffline(false);
    await expect.poll(() => waitingEntries(tablet.page), poll).toBe(0);
    const [person, ...more] = await people();
    expect(more).toEqual([]);
    expect(person).toMatchObject({ name, status: 'active', is_verified: 1 });
    const loans = await db()
      .selectFrom('loans')
      .selectAll()
      .where('customer_id', '=', person?.id ?? 0)
      .execute();
    expect(loans).toHaveLength(1);
    expect(loans[0]?.status).toBe('open');
    const items = await db()
      .selectFrom('loan_items')
      .select('unit_id')
      .where('loan_id', '=', loans[0]?.id ?? '')
      .execute();
    expect(items.map((i) => i.unit_id).sort()).toEqual([...units].sort());
    expect((await db().selectFrom('loans').select('id').execute()).length).toBe(loansBefore + 1);
    const child = await db()
      .selectFrom('members')
      .select('name')
      .where('user_id', '=', person?.id ?? 0)
      .execute();
    expect(child).toEqual([{ name: 'Lille Gunnar' }]);

    // The device now knows them by the server's id: the card shows it.
    await tablet.stock.goto();
    await tablet.stock.borrowerCard(name).waitFor();
    await expect.poll(() => tablet.stock.borrowerFact('Id'), poll).toBe(String(person?.id));
  });

  it('a walk-in with the phone of an online registration shows in Avvik, and merging leaves one person holding the loan', async () => {
    const phone = newPhone('9');
    const onlineName = `Nett Nina ${phone.slice(-4)}`;
    const family = await e2e.open({ viewport: { width: 390, height: 844 } });
    const register = new RegisterPage(family.page);
    await register.goto();
    await register.name.fill(onlineName);
    await register.email.fill(`nina.${phone}@eksempel.no`);
    await register.password.fill('fjellski-og-sykkel-9');
    await register.repeat.fill('fjellski-og-sykkel-9');
    await register.phone.fill(phone);
    await register.terms.check();
    await register.submit.click();
    await finishRegistration(family.page, db(), `nina.${phone}@eksempel.no`);
    await new AppShell(family.page).waitForPath('/minside');
    const account = await db()
      .selectFrom('users')
      .select('id')
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();

    const tablet = await CounterTablet.open(e2e, staff);
    // She uses this hut (as choosing it at registration does): a merge joins people of one hut.
    await db()
      .insertInto('company_user')
      .values({
        company_id: tablet.companyId,
        user_id: account.id,
        role: 'borrower',
        created_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.columns(['company_id', 'user_id']).doNothing())
      .execute();
    const [unit = 0] = await freeUnits(db(), tablet.companyId, 1);
    await tablet.context.setOffline(true);
    await tablet.stock.goto();
    await tablet.clearBorrower();
    await tablet.stock.chooseBorrower.click();
    const walkInName = `Nina ved disken ${phone.slice(-4)}`;
    await new WalkInDialog(tablet.page).register({ name: walkInName, phone, idShown: true });
    await tablet.stock.borrowerCard(walkInName).waitFor();
    await tablet.lendToSelected([unit]);
    await tablet.context.setOffline(false);
    await expect.poll(() => waitingEntries(tablet.page), poll).toBe(0);

    const avvik = new AvvikPage(tablet.page);
    await avvik.goto();
    const item = avvik.item('Mulig dobbeltregistrering');
    await expect.poll(() => item.count(), poll).toBe(1);
    expect(await item.innerText()).toContain(onlineName);
    await avvik.resolveButton(item, 'Slå sammen').click();
    await expect.poll(() => waitingEntries(tablet.page), poll).toBe(0);

    const live = await db()
      .selectFrom('users')
      .select(['id', 'merged_into'])
      .where((eb) => eb.or([eb('phone', '=', phone), eb('name', '=', walkInName)]))
      .execute();
    expect(live.filter((u) => u.merged_into === null)).toEqual([
      { id: account.id, merged_into: null },
    ]);
    const loans = await db()
      .selectFrom('loans')
      .innerJoin('loan_items', 'loan_items.loan_id', 'loans.id')
      .select(['loans.customer_id', 'loans.status'])
      .where('loan_items.unit_id', '=', unit)
      .where('loan_items.status', '=', 'lent')
      .execute();
    expect(loans).toEqual([{ customer_id: account.id, status: 'open' }]);
    // The tablet shows the loan under the person that stays.
    await tablet.loans.goto();
    await expect
      .poll(() => tablet.loans.rows.filter({ hasText: onlineName }).count(), poll)
      .toBeGreaterThan(0);
  });

  it('the dialog passes axe in dark mode too', async () => {
    const tablet = await CounterTablet.open(e2e, staff, {
      viewport: { width: 1024, height: 768 },
      bypassCSP: true,
    });
    await tablet.page.evaluate(() => localStorage.setItem('darkMode', 'enabled'));
    await tablet.stock.goto();
    await tablet.clearBorrower();
    await tablet.stock.chooseBorrower.click();
    const walkIn = new WalkInDialog(tablet.page);
    await walkIn.open.click();
    await walkIn.addChild.click();
    const serious = seriousFindings(await runAxe(tablet.page));
    expect(serious, describeFindings(serious)).toEqual([]);
  });
});
