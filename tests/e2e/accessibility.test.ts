import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { describeFindings, runAxe, seriousFindings } from '../support/e2e-axe';
import { setupE2e } from '../support/e2e-harness';
import { AppShell } from './pages/app-shell';
import { demoPassword, LoginPage } from './pages/auth-pages';
import { MyPage } from './pages/my-page';

const e2e = setupE2e();

/** Each public page and what shows that its content (not a skeleton) has rendered. */
const pages: { path: string; ready: (page: Page) => Promise<void> }[] = [
  {
    path: '/hjem',
    ready: (page) => page.getByRole('tab').first().waitFor(),
  },
  {
    path: '/alleprodukter',
    ready: (page) => page.getByRole('main').getByRole('article').first().waitFor(),
  },
  {
    path: '/sommer',
    ready: (page) => page.getByRole('main').getByRole('article').first().waitFor(),
  },
  {
    // A demo product: its photo, parts and 'Ledig' per hut and size.
    path: '/produkt/1',
    ready: (page) => page.getByRole('main').getByRole('table').first().waitFor(),
  },
  {
    path: '/utstyrsboder',
    ready: (page) => page.getByRole('combobox', { name: 'Fylke', exact: true }).waitFor(),
  },
  {
    path: '/kontakt',
    ready: (page) => page.getByRole('main').locator('form').waitFor(),
  },
  {
    path: '/login',
    ready: (page) => page.getByRole('main').locator('form').waitFor(),
  },
  {
    path: '/register',
    ready: (page) => page.getByRole('main').locator('form').waitFor(),
  },
  {
    path: '/vilkar',
    ready: (page) => page.getByRole('main').getByRole('heading', { level: 1 }).waitFor(),
  },
  {
    // With the debug bar, so its colours are checked too.
    path: '/innstillinger?debug=1',
    ready: async (page) => {
      await page.getByRole('region', { name: 'Feilsøkingslinje' }).waitFor();
      await page.getByRole('checkbox').waitFor();
    },
  },
];

describe.each(['light', 'dark'] as const)('axe in %s mode', (mode) => {
  it.each(pages)('$path has no serious or critical violations', async ({ path, ready }) => {
    const { page } = await e2e.open({ colorScheme: mode, bypassCSP: true });
    // The stored preference is what the app reads first (SPEC §4).
    await page.addInitScript(
      (value) => {
        if (localStorage.getItem('darkMode') === null) localStorage.setItem('darkMode', value);
      },
      mode === 'dark' ? 'enabled' : 'disabled',
    );
    await page.goto(path);
    await ready(page);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
    const findings = await runAxe(page);
    const serious = seriousFindings(findings);
    expect(serious, describeFindings(serious)).toEqual([]);
  });
});

describe.each(['light', 'dark'] as const)('axe on Min side in %s mode', (mode) => {
  it('/minside, signed in as a borrower with children and loans, an accordion and a form open', async () => {
    const { page } = await e2e.open({ colorScheme: mode, bypassCSP: true });
    await page.addInitScript(
      (value) => {
        if (localStorage.getItem('darkMode') === null) localStorage.setItem('darkMode', value);
      },
      mode === 'dark' ? 'enabled' : 'disabled',
    );
    const login = new LoginPage(page);
    await login.goto();
    await login.login('familie@utstyrsbod.no', demoPassword);
    await new AppShell(page).userMenu('familie@utstyrsbod.no').waitFor();
    const me = new MyPage(page);
    await me.goto();
    await me.account.getByText('Denne enheten').waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
    let serious = seriousFindings(await runAxe(page));
    expect(serious, describeFindings(serious)).toEqual([]);

    await me.previousLoans().first().locator('summary').click();
    await me.children.getByRole('button', { name: 'Legg til barn' }).click();
    await me.account.getByRole('button', { name: 'Bytt passord' }).click();
    await me.account.getByLabel('Nåværende passord').waitFor();
    serious = seriousFindings(await runAxe(page));
    expect(serious, describeFindings(serious)).toEqual([]);
  });
});

describe('axe harness', () => {
  it('is live: a low-contrast text added to the page is reported as serious', async () => {
    const { page } = await e2e.open({ bypassCSP: true });
    await page.goto('/kontakt');
    await page.getByRole('main').locator('form').waitFor();
    await page.evaluate(() => {
      const p = document.createElement('p');
      p.textContent = 'Nesten usynlig tekst';
      p.style.cssText = 'color:#777;background:#888;font-size:14px';
      document.querySelector('main')?.append(p);
    });
    const ids = seriousFindings(await runAxe(page)).map((f) => f.id);
    expect(ids).toContain('color-contrast');
  });
});
