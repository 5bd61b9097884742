import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupE2e } from '../support/e2e-harness';
import { AppShell } from './pages/app-shell';
import { demoPassword, LoginPage } from './pages/auth-pages';
import { StockPage } from './pages/stock-page';

const e2e = setupE2e();
const poll = { timeout: 20_000, interval: 100 };
const admin = 'demo@utstyrsbod.no';

/** The hut ids of the units this device holds (IndexedDB `units`). */
function deviceUnitHuts(page: Page): Promise<number[]> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('utstyrsbod');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error ?? new Error('indexedDB.open failed'));
    });
    try {
      const rows = await new Promise<{ company_id: number }[]>((resolve, reject) => {
        const req = db.transaction('units').objectStore('units').getAll();
        req.onsuccess = () => resolve(req.result as { company_id: number }[]);
        req.onerror = () => reject(req.error ?? new Error('units read failed'));
      });
      return [...new Set(rows.map((r) => r.company_id))];
    } finally {
      db.close();
    }
  });
}

async function chooseHut(page: Page, name: string): Promise<void> {
  await page.goto('/velgfirma');
  await page
    .getByRole('main')
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .click();
  await page.waitForURL(/\/dashboard/);
}

describe('choosing a hut on /velgfirma', () => {
  it('re-scopes the device: the stock shows only the chosen hut, its own units, after each switch', async () => {
    const { page } = await e2e.open();
    const login = new LoginPage(page);
    await login.goto();
    await login.login(admin, demoPassword);
    await new AppShell(page).userMenu(admin).waitFor();

    const db = e2e.server.database.db;
    const huts = await db
      .selectFrom('companies')
      .innerJoin('company_user', 'company_user.company_id', 'companies.id')
      .innerJoin('users', 'users.id', 'company_user.user_id')
      .select(['companies.id', 'companies.name'])
      .where('users.email', '=', admin)
      .where('company_user.role', 'in', ['admin', 'staff'])
      .orderBy('companies.id')
      .execute();
    expect(huts.length).toBeGreaterThanOrEqual(2);

    const stock = new StockPage(page);
    for (const hut of [huts[0], huts[1], huts[0]]) {
      if (!hut) throw new Error('hut missing');
      await chooseHut(page, hut.name);
      await stock.goto();
      // Only this hut's rows are on the device, and the table lists exactly its units.
      await expect.poll(() => deviceUnitHuts(page), poll).toEqual([hut.id]);
      const units = await db
        .selectFrom('units')
        .select('id')
        .where('company_id', '=', hut.id)
        .execute();
      await expect.poll(async () => (await stock.rowTexts()).length, poll).toBe(units.length);
      const shown = new Set((await stock.rowTexts()).map((r) => Number(r[1])));
      expect(units.every((u) => shown.has(u.id))).toBe(true);
    }
  });
});
