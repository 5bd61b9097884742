import { format, parseISO } from 'date-fns';
import { nb } from 'date-fns/locale';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { earliestAnonymisation } from '../../src/shared/domain/retention';
import { retentionMessages } from '../../src/shared/texts/retention';
import { describeFindings, runAxe, seriousFindings } from '../support/e2e-axe';
import { setupE2e } from '../support/e2e-harness';
import { AppShell } from './pages/app-shell';
import { demoPassword, LoginPage } from './pages/auth-pages';
import { MyPage } from './pages/my-page';
import { RetentionPages } from './pages/retention-pages';

const e2e = setupE2e();
const networkAdmin = 'admin@utstyrsbod.no';
const family = 'familie@utstyrsbod.no';
const db = () => e2e.server.database.db;

async function signIn(page: Page, email: string): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.login(email, demoPassword);
  await new AppShell(page).userMenu(email).waitFor();
}

/** Everything the family has out or in a cart comes back (closed) at `at`. */
async function familyReturnsEverything(at: string): Promise<void> {
  const { id } = await db()
    .selectFrom('users')
    .select('id')
    .where('email', '=', family)
    .executeTakeFirstOrThrow();
  const loans = db().selectFrom('loans').select('id').where('customer_id', '=', id);
  const carts = loans.where('status', '=', 'draft');
  await db().deleteFrom('loan_items').where('loan_id', 'in', carts).execute();
  await db()
    .deleteFrom('loans')
    .where('customer_id', '=', id)
    .where('status', '=', 'draft')
    .execute();
  await db()
    .updateTable('loan_items')
    .set({ status: 'returned', returned_at: at })
    .where('loan_id', 'in', loans)
    .where('status', '=', 'lent')
    .execute();
  await db()
    .updateTable('loans')
    .set({ status: 'closed', closed_at: at })
    .where('customer_id', '=', id)
    .where('status', '=', 'open')
    .execute();
}

describe('personal data that expires', () => {
  it('the network admin sets the period; the privacy page and Min side say it, with the date', async () => {
    const { page } = await e2e.open({ viewport: { width: 1024, height: 768 } });
    await signIn(page, networkAdmin);
    await page.goto('/nettverk');
    const admin = new RetentionPages(page);
    await admin.monthsField.waitFor();
    expect(await admin.monthsField.inputValue()).toBe('24');

    // Too short: the Norwegian error once the field is left, and nothing is sent.
    await admin.monthsField.fill('3');
    await admin.monthsField.press('Tab');
    await admin.settings.getByText(retentionMessages.monthsRange, { exact: true }).waitFor();
    await admin.save.click();
    const stored = () =>
      db().selectFrom('network_settings').select('retention_months').executeTakeFirst();
    expect(await stored()).toBeUndefined();

    await admin.monthsField.fill('36');
    await admin.settings.getByText(retentionMessages.monthsRange).waitFor({ state: 'detached' });
    await admin.save.click();
    await admin.settings.getByText(retentionMessages.saved(36), { exact: true }).waitFor();
    expect(await stored()).toEqual({ retention_months: 36 });

    // The privacy page states the period, to anyone.
    const visitor = new RetentionPages((await e2e.open()).page);
    await visitor.gotoPrivacy();
    expect(await visitor.privacy.innerText()).toContain(
      'Opplysningene om deg og barna dine slettes 36 måneder etter siste aktivitet',
    );

    // The demo family: what is kept; with loans out, nothing goes before they are back.
    const phone = (await e2e.open({ viewport: { width: 390, height: 844 } })).page;
    await signIn(phone, family);
    const me = new MyPage(phone);
    await me.goto();
    const mine = new RetentionPages(phone).mine;
    await mine.getByText('Barn: 2 barn med navn og størrelser.', { exact: true }).waitFor();
    await mine.getByText(/^Lån: \d+ lån med datoer/).waitFor();
    await mine
      .getByText(/^Du har utstyr ute .* slettes tidligst 36 måneder etter at alt er levert\.$/)
      .waitFor();

    // Everything back: the first day it may go is 36 months after that.
    const { last_sign_in_at: signedIn } = await db()
      .selectFrom('users')
      .select('last_sign_in_at')
      .where('email', '=', family)
      .executeTakeFirstOrThrow();
    const returnedAt = new Date(Date.parse(signedIn ?? '') + 1000).toISOString();
    await familyReturnsEverything(returnedAt);
    await me.goto();
    const day = format(parseISO(earliestAnonymisation(returnedAt, 36)), 'd. MMMM yyyy', {
      locale: nb,
    });
    await mine.getByText(`Slettes tidligst ${day}.`, { exact: true }).waitFor();
    // Beside the export and the deletion.
    await me.data.getByRole('link', { name: 'Last ned mine data (JSON)' }).waitFor();
  });
});

describe.each(['light', 'dark'] as const)('axe on the retention texts in %s mode', (mode) => {
  it('finds no serious or critical violations on /nettverk, /minside and /vilkar', async () => {
    const { page } = await e2e.open({ colorScheme: mode, bypassCSP: true });
    await page.addInitScript(
      `if (localStorage.getItem('darkMode') === null) localStorage.setItem('darkMode', '${mode === 'dark' ? 'enabled' : 'disabled'}');`,
    );
    const check = async (where: string) => {
      const serious = seriousFindings(await runAxe(page));
      expect(serious, `${where}\n${describeFindings(serious)}`).toEqual([]);
    };
    const pages = new RetentionPages(page);
    await pages.gotoPrivacy();
    await check('/vilkar');
    await signIn(page, networkAdmin);
    await page.goto('/nettverk');
    await pages.monthsField.fill('2');
    await pages.monthsField.press('Tab');
    await pages.settings.getByText(retentionMessages.monthsRange).waitFor();
    await check('/nettverk, the retention error');
    await page.goto('/minside');
    await pages.mine.getByText(/^Siste aktivitet: /).waitFor();
    await check('/minside');
  });
});
