import { describe, expect, it } from 'vitest';
import { setFixedNow, todayIso } from '../../src/server/db/clock';
import { createMailer } from '../../src/server/services/mail/mailer';
import { sendDueMail } from '../../src/server/services/mail/outbox';
import { firstSendable } from '../../src/server/services/mail/quiet-hours';
import { runLoanReminders } from '../../src/server/services/reminders/loan-reminders';
import { setupE2e } from '../support/e2e-harness';
import { waitForServiceWorker } from '../support/e2e-pwa';
import { describeFindings, runAxe, seriousFindings } from '../support/e2e-axe';
import { AppShell } from './pages/app-shell';
import { finishRegistration, RegisterPage } from './pages/auth-pages';
import { signedIn } from './pages/sign-in';
import { Bell } from './pages/bell';
import { LoansPage } from './pages/loans-page';

/**
 * Notices from real events (issue: notifications): staff see someone new awaiting activation and
 * an overdue loan at their hut; a borrower sees their own overdue loan and nothing of the staff's;
 * tick = read (kept on the server), untick = unread; offline the bell still shows them.
 */
const e2e = setupE2e();
const poll = { timeout: 20_000, interval: 100 };
const db = () => e2e.server.database.db;

describe('the bell', () => {
  it('shows staff the new person and an overdue loan, the borrower only their own', async () => {
    // A family registers online and picks the hut.
    const suffix = String(Date.now()).slice(-6);
    const name = `Varsel Familie ${suffix}`;
    const family = await e2e.open({ viewport: { width: 390, height: 844 } });
    const register = new RegisterPage(family.page);
    await register.goto();
    await register.name.fill(name);
    await register.email.fill(`varsel.${suffix}@eksempel.no`);
    await register.password.fill('fjellski-og-sykkel-9');
    await register.repeat.fill('fjellski-og-sykkel-9');
    await register.chooseHut('grünerløkka', 'Grünerløkka utstyrsbod');
    await register.terms.check();
    await register.submit.click();
    await finishRegistration(family.page, db(), `varsel.${suffix}@eksempel.no`);
    await new AppShell(family.page).waitForPath('/minside');

    // The reminders job and the email it writes, as every server process runs them (here
    // without SMTP_URL: into the log).
    await runLoanReminders(db(), todayIso());
    const mailer = createMailer(
      { from: 'Utstyrsbod <ikke-svar@utstyrsbod.no>' },
      e2e.server.app.log,
    );
    // Never at night: the sender's clock at the first moment it may send (now, by day).
    setFixedNow(firstSendable(new Date()));
    try {
      await sendDueMail(db(), mailer, 'e2e');
    } finally {
      setFixedNow(null);
    }
    const overdue = await db()
      .selectFrom('loans')
      .innerJoin('users', 'users.id', 'loans.customer_id')
      .select(['loans.id', 'loans.number', 'loans.expected_return_date', 'users.email'])
      .where('loans.status', '=', 'open')
      .where('loans.expected_return_date', '<', todayIso())
      .where('users.email', '=', 'flagget@utstyrsbod.no')
      .executeTakeFirstOrThrow();

    const staff = await signedIn(e2e, 'ansatt@utstyrsbod.no', { bypassCSP: true });
    const bell = new Bell(staff.page);
    await bell.open();
    const newPerson = `${name} er knyttet til utstyrsboden og venter på aktivering.`;
    await bell.tick(newPerson).waitFor(poll);
    await bell
      .tick(new RegExp(`^Lån ${overdue.number} til Per Olsen skulle vært levert`))
      .waitFor(poll);
    const serious = seriousFindings(await runAxe(staff.page));
    expect(serious, describeFindings(serious)).toEqual([]);

    // The loan says which reminder went out, and that its email was sent.
    await staff.page.keyboard.press('Escape');
    const loans = new LoansPage(staff.page);
    await staff.page.goto(`/utlansoversikt?lan=${overdue.id}`);
    const due = overdue.expected_return_date.split('-').reverse().join('.');
    await expect
      .poll(() => loans.modal.reminders.allInnerTexts(), poll)
      .toEqual([
        expect.stringMatching(
          new RegExp(
            `^Forfalt \\(skulle vært levert ${due}\\): e-post sendt \\d+\\. \\p{L}+ \\d{4} kl\\. \\d{2}:\\d{2}$`,
            'u',
          ),
        ),
      ]);
    await staff.page.goto('/hjem');
    await bell.open();

    // Tick = read, kept on the server; untick = unread.
    const unreadBefore = await bell.button.getAttribute('aria-label');
    await bell.tick(newPerson).check();
    await expect.poll(() => bell.button.getAttribute('aria-label'), poll).not.toBe(unreadBefore);
    await expect
      .poll(
        async () =>
          (
            await db()
              .selectFrom('notifications')
              .select('read_at')
              .where('message', '=', newPerson)
              .executeTakeFirstOrThrow()
          ).read_at !== null,
        poll,
      )
      .toBe(true);
    await staff.page.reload();
    await bell.open();
    expect(await bell.tick(newPerson).isChecked()).toBe(true);
    await bell.tick(newPerson).uncheck();
    await expect.poll(() => bell.button.getAttribute('aria-label'), poll).toBe(unreadBefore);

    // Offline, the device still shows them (the page itself from the service worker).
    await waitForServiceWorker(staff.page);
    await staff.context.setOffline(true);
    await staff.page.reload();
    await bell.open();
    await bell.tick(newPerson).waitFor(poll);
    await staff.context.setOffline(false);

    // The borrower with the overdue loan: their own notice, none of the staff's.
    const borrower = await signedIn(e2e, 'flagget@utstyrsbod.no');
    const theirs = new Bell(borrower.page);
    await theirs.open();
    await theirs.tick(new RegExp(`^Lån ${overdue.number} fra .* skulle vært levert`)).waitFor(poll);
    const seen = await theirs.messages();
    expect(seen.some((m) => m.includes('venter på aktivering'))).toBe(false);
    expect(seen.some((m) => m.includes('til Per Olsen'))).toBe(false);

    // Another family sees nothing of either.
    const other = await signedIn(e2e, 'familie@utstyrsbod.no');
    const otherBell = new Bell(other.page);
    await otherBell.open();
    const otherSeen = await otherBell.messages();
    expect(otherSeen.some((m) => m.includes(name) || m.includes('Per Olsen'))).toBe(false);
  });

  it('passes axe with the panel open in dark mode on a phone', async () => {
    const { page } = await signedIn(e2e, 'ansatt@utstyrsbod.no', {
      bypassCSP: true,
      viewport: { width: 390, height: 844 },
    });
    await page.evaluate(() => localStorage.setItem('darkMode', 'enabled'));
    await page.reload();
    const bell = new Bell(page);
    await bell.open();
    await expect.poll(async () => (await bell.messages()).length, poll).toBeGreaterThan(0);
    const serious = seriousFindings(await runAxe(page));
    expect(serious, describeFindings(serious)).toEqual([]);
  });
});
