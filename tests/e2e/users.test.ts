import { describe, expect, it } from 'vitest';
import { attachedUsersResponseSchema } from '../../src/shared/contracts';
import { describeFindings, runAxe, seriousFindings } from '../support/e2e-axe';
import { setupE2e } from '../support/e2e-harness';
import { AppShell } from './pages/app-shell';
import { demoPassword, LoginPage } from './pages/auth-pages';
import { CounterTablet } from './pages/counter-tablet';
import { waitingEntries } from './pages/device-state';
import { flaggedHelpText } from './pages/stock-page';
import { UsersPage } from './pages/users-page';

const e2e = setupE2e();
const poll = { timeout: 20_000, interval: 100 };
const lise = { email: 'lise.hansen@eksempel.no', name: 'Lise Hansen' };
const reason = 'Mistet hjelmen og har ikke erstattet den.';

/**
 * SPEC §2, §4: Brukeroversikt lists the hut's people from the device; staff flag a person with a
 * remark (offline too), the counter then refuses to lend to them, and the flag reaches the server
 * with the next sync. Lifting the flag lets them borrow again.
 */
describe('Brukeroversikt', () => {
  it('flags a borrower offline, the counter refuses them at once, the server has it after sync, and lifts it', async () => {
    const tablet = await CounterTablet.open(e2e, 'ansatt@utstyrsbod.no');
    const { page, context } = tablet;
    const users = new UsersPage(page);
    await users.goto();
    expect(await users.count.innerText()).toMatch(/^\d+ brukere$/);

    await context.setOffline(true);
    await users.search.fill('lise h');
    await expect.poll(() => users.count.innerText(), poll).toBe('1 bruker');
    const details = await users.open(lise.name);
    await users.flag(details, reason);
    await details.getByRole('button', { name: 'Fjern flagg' }).waitFor();
    await details.getByText(reason).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => users.statusOf(lise.name).innerText(), poll).toBe('Aktiv · Flagget');

    // The counter, still offline, will not lend to her.
    const { stock } = tablet;
    await stock.goto();
    const free = (await stock.rowTexts()).find((r) => r[3] === 'Ledig');
    if (!free) throw new Error('no free unit at the hut');
    await stock.pickBorrower(lise.email, lise.name);
    await stock.borrowerSection.getByText(flaggedHelpText).waitFor();
    await stock.borrowerSection.getByText(reason).waitFor();
    expect(await stock.rowButton(Number(free[1])).isDisabled()).toBe(true);
    await stock.clearBorrower(lise.name).click();

    // Nothing reached the server while offline; back online, the flag does, once.
    const serverRow = async () => {
      const response = await page.request.get(`/api/company/${tablet.companyId}/users`);
      const row = attachedUsersResponseSchema
        .parse(await response.json())
        .attached_users.find((u) => u.email === lise.email);
      return row ? { flagged: row.isFlagged, reason: row.flag_reason } : null;
    };
    await context.setOffline(false);
    await expect.poll(() => waitingEntries(page), poll).toBe(0);
    await expect.poll(serverRow, poll).toEqual({ flagged: true, reason });

    // Lifted online: she may borrow again.
    await users.goto();
    await users.search.fill(lise.email);
    const again = await users.open(lise.name);
    await again.getByRole('button', { name: 'Fjern flagg' }).click();
    await again.getByRole('button', { name: 'Flagg bruker' }).waitFor();
    await expect.poll(serverRow, poll).toEqual({ flagged: false, reason: null });
    await page.keyboard.press('Escape');
    await stock.goto();
    await stock.pickBorrower(lise.email, lise.name);
    expect(await stock.rowButton(Number(free[1])).isDisabled()).toBe(false);
  });

  it('refuses an empty remark after blur, in Norwegian, and flags nothing', async () => {
    const tablet = await CounterTablet.open(e2e, 'ansatt@utstyrsbod.no');
    const users = new UsersPage(tablet.page);
    await users.goto();
    await users.search.fill('Jonas');
    const details = await users.open('Jonas Johansen');
    const remark = details.getByRole('textbox', { name: 'Merknad' });
    await remark.focus();
    await remark.blur();
    await details.getByText('Merknad er påkrevd.').waitFor();
    await details.getByRole('button', { name: 'Flagg bruker' }).click();
    expect(await waitingEntries(tablet.page)).toBe(0);
    expect(await details.getByRole('button', { name: 'Fjern flagg' }).count()).toBe(0);
  });

  describe.each(['light', 'dark'] as const)('in %s mode', (mode) => {
    it.each([
      { device: 'tablet', viewport: { width: 1024, height: 768 } },
      { device: 'phone', viewport: { width: 390, height: 844 } },
    ])('has no serious axe findings on a $device, list and a person open', async ({ viewport }) => {
      const { page } = await e2e.open({ viewport, colorScheme: mode, bypassCSP: true });
      await page.addInitScript(
        (value) => localStorage.setItem('darkMode', value),
        mode === 'dark' ? 'enabled' : 'disabled',
      );
      const login = new LoginPage(page);
      await login.goto();
      await login.login('ansatt@utstyrsbod.no', demoPassword);
      await new AppShell(page).userMenu('ansatt@utstyrsbod.no').waitFor();
      const users = new UsersPage(page);
      await users.goto();
      const check = async () => {
        const serious = seriousFindings(await runAxe(page));
        expect(serious, describeFindings(serious)).toEqual([]);
      };
      await check();
      if (viewport.width < 640) {
        await users.main.locator('summary', { hasText: 'Per Olsen' }).click();
        await users.main.getByText(/purringer/).waitFor();
      } else {
        await (await users.open('Per Olsen')).getByText(/purringer/).waitFor();
      }
      await check();
    });
  });
});
