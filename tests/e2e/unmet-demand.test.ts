import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { describeFindings, runAxe, seriousFindings } from '../support/e2e-axe';
import { setupE2e } from '../support/e2e-harness';
import { SyncIndicator } from './pages/avvik-page';
import { CounterTablet } from './pages/counter-tablet';
import { DemandDialogModel } from './pages/demand-dialog';
import { readOutbox, waitingEntries } from './pages/device-state';

/**
 * Issue 10, unmet demand: a counter tablet, offline, records "came for this, none free" in two
 * taps from a stock row whose product has no unit free in that size, and a whole category with
 * a size through the general button. A form with nothing chosen says so after blur and records
 * nothing. Back online, the server holds exactly those two needs, once each.
 */
const e2e = setupE2e();
const poll = { timeout: 20_000, interval: 100 };
const db = () => e2e.server.database.db;
const staff = 'ansatt@utstyrsbod.no';
const thanks = 'Takk – det hjelper boden å vite hva som mangler.';

async function expectAxeClean(tablet: CounterTablet): Promise<void> {
  const serious = seriousFindings(await runAxe(tablet.page));
  expect(serious, describeFindings(serious)).toEqual([]);
}

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** A product and size of the hut with units, none of them free (lent, in repair, retired). */
async function soldOutSize(companyId: number) {
  const units = await db()
    .selectFrom('units')
    .innerJoin('products', 'products.id', 'units.product_id')
    .select([
      'units.id',
      'units.product_id',
      'units.size',
      'units.max_size',
      'units.unit',
      'units.status',
      'products.name',
      'products.category_id',
    ])
    .where('units.company_id', '=', companyId)
    .orderBy('units.id')
    .execute();
  const groups = new Map<string, typeof units>();
  for (const u of units) {
    const key = `${u.product_id}|${u.size}|${u.max_size}`;
    groups.set(key, [...(groups.get(key) ?? []), u]);
  }
  const group = [...groups.values()].find(
    (g) => g[0]?.size && g[0].unit && g.every((u) => u.status !== 'available'),
  );
  const unit = group?.[0];
  if (!unit?.size || !unit.unit) throw new Error('the demo hut has no size with none free');
  return { ...unit, sizeText: `${unit.size} ${unit.unit}` };
}

/** A category two levels below its season ("Vinter › Hockey › Ishockey") other than `not`. */
async function deepCategory(not: number) {
  const all = await db().selectFrom('categories').select(['id', 'name', 'parent_id']).execute();
  const byId = new Map(all.map((c) => [c.id, c]));
  for (const c of all) {
    const parent = c.parent_id === null ? undefined : byId.get(c.parent_id);
    const season = parent?.parent_id == null ? undefined : byId.get(parent.parent_id);
    if (c.id !== not && parent && season && season.parent_id === null)
      return { id: c.id, name: c.name, parent: parent.name, season: season.name };
  }
  throw new Error('the demo tree has no category two levels down');
}

describe('unmet demand at the counter', () => {
  it('records a need from a stock row in two taps and a category with a size, offline, once each after sync', async () => {
    const tablet = await CounterTablet.open(e2e, staff, {
      bypassCSP: true,
      viewport: { width: 1024, height: 768 },
    });
    const hut = tablet.companyId;
    const staffId = (
      await db()
        .selectFrom('users')
        .select('id')
        .where('email', '=', staff)
        .executeTakeFirstOrThrow()
    ).id;
    const wanted = await soldOutSize(hut);
    const category = await deepCategory(wanted.category_id);
    // The demo data has needs of its own: only the ones recorded here are new.
    const before = (await db().selectFrom('unmet_demands').select('id').execute()).map((r) => r.id);

    const { stock, page } = tablet;
    const demand = new DemandDialogModel(page);
    const sync = new SyncIndicator(page);
    await tablet.context.setOffline(true);
    await expect.poll(() => sync.status.innerText(), poll).toMatch(/^Frakoblet/);

    // From the stock row: tap 1 opens the dialog with the product and the size as the family
    // reads it, tap 2 records it.
    const row = stock.row(wanted.id);
    expect(await row.innerText()).not.toContain('Ledig');
    const rowButton = demand.rowButton(row);
    expect(await rowButton.getAttribute('aria-label')).toBe(
      `Ingen ledig: registrer etterspørsel etter ${wanted.name}, ${wanted.sizeText}`,
    );
    await page.evaluate(() => {
      const w = window as Window & { clicks?: number };
      w.clicks = 0;
      document.addEventListener('click', () => (w.clicks = (w.clicks ?? 0) + 1), true);
    });
    await rowButton.click();
    await demand.dialog.waitFor();
    expect(await demand.chosen(demand.product)).toBe(wanted.name);
    expect(await demand.size.inputValue()).toBe(wanted.sizeText);
    await expectAxeClean(tablet);
    await demand.submit.click();
    await page
      .getByRole('status')
      .getByText(`Registrert: ${wanted.name}, ${wanted.sizeText}. ${thanks}`)
      .waitFor(poll);
    await demand.dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => (window as Window & { clicks?: number }).clicks)).toBe(2);
    expect(await isFocused(rowButton)).toBe(true);
    await expect.poll(() => sync.status.innerText(), poll).toMatch(/^Frakoblet\. 1 endring venter/);

    // Something the hut has none of: the general button, the category from the stock filter.
    await stock.season.selectOption({ label: category.season });
    await stock.category.selectOption({ label: `${category.parent} › ${category.name}` });
    await demand.openGeneral.click();
    await demand.dialog.waitFor();
    expect(await demand.chosen(demand.category)).toBe(
      `${category.season} › ${category.parent} › ${category.name}`,
    );
    expect(await demand.chosen(demand.product)).toBe('Ikke et bestemt produkt');
    await demand.size.fill('38');
    await demand.submit.click();
    await page
      .getByRole('status')
      .getByText(`Registrert: ${category.name}, 38. ${thanks}`)
      .waitFor(poll);
    await demand.dialog.waitFor({ state: 'hidden' });

    // Nothing chosen: the Norwegian message after blur, and nothing is recorded.
    await stock.main.getByRole('button', { name: 'Nullstill valg' }).click();
    await demand.openGeneral.click();
    await demand.dialog.waitFor();
    expect(await demand.chosen(demand.category)).toBe('Velg …');
    expect(await isFocused(demand.category)).toBe(true);
    const error = demand.dialog.getByText('Velg produktet eller kategorien det ble spurt etter.');
    expect(await error.count()).toBe(0);
    await page.keyboard.press('Tab');
    await error.waitFor();
    expect(await demand.category.getAttribute('aria-invalid')).toBe('true');
    await expectAxeClean(tablet);
    await demand.submit.click();
    await error.waitFor();
    expect(await demand.dialog.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await demand.dialog.waitFor({ state: 'hidden' });
    expect(await isFocused(demand.openGeneral)).toBe(true);

    const outbox = (await readOutbox(page)).filter((e) => e.type === 'demand.record');
    expect(outbox.map((e) => e.status)).toEqual(['pending', 'pending']);
    await expect
      .poll(() => sync.status.innerText(), poll)
      .toMatch(/^Frakoblet\. 2 endringer venter/);

    // Back online: the two needs reach the server once each.
    await tablet.context.setOffline(false);
    await expect.poll(() => waitingEntries(page), poll).toBe(0);
    const rows = await db()
      .selectFrom('unmet_demands')
      .select(['id', 'company_id', 'category_id', 'product_id', 'size', 'recorded_by'])
      .where('company_id', '=', hut)
      .where('id', 'not in', before)
      .orderBy('recorded_at')
      .execute();
    expect(rows.map(({ id: _id, ...r }) => r)).toEqual([
      {
        company_id: hut,
        category_id: wanted.category_id,
        product_id: wanted.product_id,
        size: wanted.sizeText,
        recorded_by: staffId,
      },
      {
        company_id: hut,
        category_id: category.id,
        product_id: null,
        size: '38',
        recorded_by: staffId,
      },
    ]);
    expect(await db().selectFrom('unmet_demands').select('id').execute()).toHaveLength(
      before.length + 2,
    );
  });
});
