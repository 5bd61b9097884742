import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupE2e } from '../support/e2e-harness';
import { AppShell } from './pages/app-shell';
import { demoPassword, LoginPage } from './pages/auth-pages';

/**
 * A borrower is never offered the staff's ways in ("Bytt utstyrsbod", "Gå til
 * lagerbeholdning"), which end on a screen they may not use; staff keep them. Signing in keeps
 * the SPEC's rule: back to the last visited route.
 */
const e2e = setupE2e();
const poll = { timeout: 15_000, interval: 100 };
const family = 'familie@utstyrsbod.no';
const admin = 'demo@utstyrsbod.no';

async function menuItems(page: Page, email: string): Promise<string[]> {
  const shell = new AppShell(page);
  const items = shell.header.locator('.dropdown__panel:visible .dropdown__item');
  // Right after a navigation the shell may still close its menus for the new route (a lazy
  // screen arriving on a slow machine): a click that lands then is undone, so open it again.
  for (let attempt = 1; ; attempt++) {
    await shell.userMenu(email).click();
    const opened = await items
      .first()
      .waitFor({ timeout: 4_000 })
      .then(() => true)
      .catch(() => false);
    if (opened) break;
    if (attempt === 3) throw new Error(`the user menu of ${email} did not open`);
  }
  return items.allInnerTexts();
}

describe('the ways a borrower is offered', () => {
  it('no hut switching and no way into the counter from the cart, after the last route', async () => {
    const { page } = await e2e.open({ viewport: { width: 390, height: 844 } });
    // Signed out, the cart asks for a login and comes back to it (SPEC §4: last visited route).
    await page.goto('/lånekurv');
    const shell = new AppShell(page);
    await shell.waitForPath('/login');
    const login = new LoginPage(page);
    await login.email.waitFor();
    await login.login(family, demoPassword);
    await shell.waitForPath('/lånekurv', 15_000);
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Lånekurv' }).waitFor();
    await main.getByText(/^Lånekurven fylles av de ansatte i utstyrsboden/).waitFor(poll);
    expect(await main.getByRole('link', { name: 'Gå til lagerbeholdning' }).count()).toBe(0);
    await main.getByRole('link', { name: 'Gå til Min side' }).click();
    await shell.waitForPath('/minside');

    expect(await menuItems(page, family)).not.toContain('Bytt utstyrsbod');
  });

  it('staff keep "Bytt utstyrsbod"', async () => {
    const { page } = await e2e.open();
    const login = new LoginPage(page);
    await login.goto();
    await login.login(admin, demoPassword);
    await new AppShell(page).userMenu(admin).waitFor();
    expect(await menuItems(page, admin)).toContain('Bytt utstyrsbod');
  });
});
