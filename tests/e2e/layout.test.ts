import { describe, expect, it } from 'vitest';
import { setupE2e } from '../support/e2e-harness';
import { AppShell, isReddish } from './pages/app-shell';
import { demoPassword, LoginPage } from './pages/auth-pages';

const e2e = setupE2e();
const poll = { timeout: 10_000, interval: 50 };

async function backgroundOf(shell: AppShell): Promise<string> {
  return shell.page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

describe('dark mode', () => {
  it('toggling flips the theme, stores the choice and keeps it across reloads', async () => {
    const { page } = await e2e.open({ colorScheme: 'light' });
    const shell = new AppShell(page);
    await page.goto('/hjem');
    await shell.themeToggle.waitFor();
    expect(await shell.theme()).toBe('light');
    expect(await shell.storedDarkMode()).toBeNull();
    expect(await shell.themeToggle.getAttribute('aria-pressed')).toBe('false');
    const lightBackground = await backgroundOf(shell);

    await shell.themeToggle.click();
    await expect.poll(() => shell.theme(), poll).toBe('dark');
    expect(await shell.storedDarkMode()).toBe('enabled');
    expect(await shell.themeToggle.getAttribute('aria-pressed')).toBe('true');
    // The page may fade between themes: wait for the colour, not the first frame.
    await expect.poll(() => backgroundOf(shell), poll).not.toBe(lightBackground);

    await page.reload();
    await shell.themeToggle.waitFor();
    expect(await shell.theme()).toBe('dark');
    await page.goto('/alleprodukter');
    expect(await shell.theme()).toBe('dark');

    await shell.themeToggle.click();
    await expect.poll(() => shell.theme(), poll).toBe('light');
    expect(await shell.storedDarkMode()).toBe('disabled');
    await page.reload();
    await shell.themeToggle.waitFor();
    expect(await shell.theme()).toBe('light');
  });

  it('without a stored choice the system preference applies; a stored choice wins over it', async () => {
    const { page } = await e2e.open({ colorScheme: 'dark' });
    const shell = new AppShell(page);
    await page.goto('/hjem');
    await shell.themeToggle.waitFor();
    expect(await shell.theme()).toBe('dark');
    await shell.themeToggle.click();
    await expect.poll(() => shell.theme(), poll).toBe('light');
    await page.reload();
    await shell.themeToggle.waitFor();
    expect(await shell.theme()).toBe('light');
  });
});

describe('layout', () => {
  it('debug bar: hidden for users, shown with ?debug=1 (remembered), public and ingen firma signed out, the last call, red with status when not 200, the user when signed in', async () => {
    const { page } = await e2e.open();
    const shell = new AppShell(page);
    const login = new LoginPage(page);
    await login.goto();
    await shell.main.waitFor();
    expect(await shell.debugBar.count()).toBe(0);
    await page.goto('/login?debug=1');
    await shell.debugBar.waitFor();
    await page.goto('/login');
    await shell.debugBar.waitFor();
    const bar = () => shell.debugBar.innerText();
    await expect.poll(bar, poll).toMatch(/public/);
    expect(await bar()).toMatch(/ingen firma/);

    await login.login('demo@utstyrsbod.no', 'feil-passord');
    await login.errorBanner.waitFor();
    await expect.poll(bar, poll).toMatch(/422/);
    expect(await bar()).toMatch(/\/api\/login/);
    const colours = await shell.debugBar.evaluate((el) => {
      const s = getComputedStyle(el);
      return [s.backgroundColor, s.color];
    });
    expect(colours.some(isReddish), `debug bar colours ${colours.join(', ')}`).toBe(true);

    await login.password.fill(demoPassword);
    await login.submit.click();
    await shell.userMenu('demo@utstyrsbod.no').waitFor();
    await expect.poll(bar, poll).toMatch(/user:/);
    expect(await bar()).not.toMatch(/422/);
  });

  it('the settings page turns the debug bar off and on, kept over a reload', async () => {
    const { page } = await e2e.open();
    const shell = new AppShell(page);
    await page.goto('/innstillinger');
    const box = page.getByRole('checkbox', { name: 'Vis feilsøkingslinjen nederst på siden' });
    expect(await box.isChecked()).toBe(false);
    expect(await shell.debugBar.count()).toBe(0);
    await box.check();
    await shell.debugBar.waitFor();
    await page.reload();
    await shell.debugBar.waitFor();
    await box.uncheck();
    await shell.debugBar.waitFor({ state: 'detached' });
    await page.reload();
    await shell.main.waitFor();
    expect(await shell.debugBar.count()).toBe(0);
    // What the browser keeps for the site, read from navigator.storage.
    await page
      .getByRole('status')
      .filter({ hasText: /lagret varig|kan slette/ })
      .waitFor();
  });

  it('the skip link is the first thing Tab reaches and moves focus to the main content', async () => {
    const { page } = await e2e.open();
    const shell = new AppShell(page);
    await page.goto('/kontakt');
    await shell.skipLink.waitFor({ state: 'attached' });
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(
      'Hopp til hovedinnhold',
    );
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.tagName.toLowerCase()), poll)
      .toBe('main');
  });

  it('route metadata sets the page title and description', async () => {
    const { page } = await e2e.open();
    await page.goto('/alleprodukter');
    await expect.poll(() => page.title(), poll).toMatch(/Alle produkter/);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toBeTruthy();
    await page.goto('/kontakt');
    await expect.poll(() => page.title(), poll).toMatch(/Kontakt oss/);
  });

  it('the public navigation marks the active item, seasons included', async () => {
    const { page } = await e2e.open();
    const nav = page.getByRole('navigation', { name: 'Hovedmeny' });
    const current = () => nav.locator('[aria-current="page"]').allTextContents();
    await page.goto('/alleprodukter');
    // The menu names the page as the SPEC does (its title, 'Alle produkter').
    await expect.poll(current, poll).toEqual(['Alle produkter']);
    await page.goto('/sommer/sykling');
    await expect.poll(current, poll).toEqual(['Sommer']);
    await page.goto('/helårs');
    await expect.poll(current, poll).toEqual(['Helårs']);
  });

  it('a small screen collapses the public navigation into a menu', async () => {
    const { page } = await e2e.open({ viewport: { width: 400, height: 800 } });
    await page.goto('/hjem');
    const menu = page.getByRole('banner').getByRole('button', { name: 'Meny', exact: true });
    await menu.waitFor();
    const nav = page.getByRole('navigation', { name: 'Hovedmeny' });
    const allLink = nav.getByRole('link', { name: 'Alle produkter' });
    expect(await allLink.isVisible()).toBe(false);
    await menu.click();
    await allLink.waitFor();
    await allLink.click();
    await new AppShell(page).waitForPath('/alleprodukter');
  });
});
