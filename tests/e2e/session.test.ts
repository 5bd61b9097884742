import { describe, expect, it } from 'vitest';
import { setupE2e } from '../support/e2e-harness';
import { AppShell } from './pages/app-shell';
import { demoPassword, LoginPage } from './pages/auth-pages';

// One-minute sessions: the reminder (≤ 60 s left) is due at once after login.
const e2e = setupE2e({ env: { SESSION_TTL_MINUTES: '1' } });
const poll = { timeout: 10_000, interval: 50 };
const email = 'familie@utstyrsbod.no';

describe('session countdown', () => {
  it('login returns the session headers and stores the SPEC §9 keys', async () => {
    const { page } = await e2e.open();
    const login = new LoginPage(page);
    await login.goto();
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/login')),
      login.login(email, demoPassword),
    ]);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    const serverTime = Date.parse(headers['x-server-time'] ?? '');
    const expiresAt = Date.parse(headers['x-session-expires-at'] ?? '');
    expect(Number.isNaN(serverTime)).toBe(false);
    expect(expiresAt - serverTime).toBeGreaterThan(50_000);
    expect(expiresAt - serverTime).toBeLessThanOrEqual(60_000);
    await new AppShell(page).userMenu(email).waitFor();
    const stored = await page.evaluate(() => ({
      isLoggedIn: localStorage.getItem('isLoggedIn'),
      serverTime: localStorage.getItem('serverTime'),
      sessionExpiresAt: localStorage.getItem('sessionExpiresAt'),
    }));
    expect(stored.isLoggedIn).toBeTruthy();
    expect(stored.serverTime).toBeTruthy();
    expect(stored.sessionExpiresAt).toBeTruthy();
  });

  it("shows 'YOU WILL SOON BE LOGGED OUT' with ≤ 60 s left, and at 0 logs out to Login, then back to the same page", async () => {
    const { page } = await e2e.open();
    await page.clock.install();
    const shell = new AppShell(page);
    const login = new LoginPage(page);
    await login.goto();
    await login.login(email, demoPassword);
    await shell.userMenu(email).click();
    await shell.header.getByRole('link', { name: 'Min side', exact: true }).click();
    await shell.waitForPath('/minside');
    const banner = page.getByText('YOU WILL SOON BE LOGGED OUT', { exact: true });
    await banner.waitFor();

    const logoutCalls: number[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/api/logout')) logoutCalls.push(r.status());
    });
    await page.clock.fastForward(65_000);
    await shell.waitForPath('/login');
    await shell.loginLink.waitFor();
    expect(await banner.count()).toBe(0);
    await expect.poll(() => logoutCalls.length, poll).toBeGreaterThan(0);
    expect(await page.evaluate(() => localStorage.getItem('lastVisitedRoute'))).toBe('/minside');

    await login.login(email, demoPassword);
    await shell.waitForPath('/minside');
  });

  it('after a full page load the countdown resumes from the user data headers', async () => {
    const { page } = await e2e.open();
    const shell = new AppShell(page);
    const login = new LoginPage(page);
    await login.goto();
    await login.login(email, demoPassword);
    await shell.userMenu(email).waitFor();
    await page.goto('/minside');
    await page.getByRole('heading', { level: 1, name: 'Min side' }).waitFor();
    await page.getByText('YOU WILL SOON BE LOGGED OUT', { exact: true }).waitFor();
  });
});
