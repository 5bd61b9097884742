import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupE2e } from '../support/e2e-harness';
import { CounterTablet } from './pages/counter-tablet';
import { DashboardPage } from './pages/dashboard-page';

/**
 * Words and touch targets: a proper 404 for a path that is no season, Register's footer, the
 * menu's name for Alle produkter, one date format in the 'Lån' dialog, and 44 px targets at the
 * counter's tablet.
 */
const e2e = setupE2e();
const poll = { timeout: 15_000, interval: 100 };
const tablet = { width: 1024, height: 768 };

async function heights(targets: Locator): Promise<number[]> {
  return targets.evaluateAll((all) => all.map((el) => el.getBoundingClientRect().height));
}

async function heading(page: Page): Promise<string> {
  const h1 = page.getByRole('main').getByRole('heading', { level: 1 });
  await h1.waitFor();
  return h1.innerText();
}

describe('words', () => {
  it('a path that is no season is a 404 page; an unknown category stays a category miss', async () => {
    const { page } = await e2e.open({ viewport: { width: 390, height: 844 } });
    await page.goto('/finnesikke');
    await expect.poll(() => heading(page), poll).toBe('Fant ikke siden');
    await page.getByRole('main').getByText('Siden du lette etter finnes ikke.').waitFor();
    await expect.poll(() => page.title(), poll).toBe('Fant ikke siden – Utstyrsbod');
    await page.goto('/vinter/finnesikke');
    await expect.poll(() => heading(page), poll).toBe('Fant ikke kategorien');
  });

  it("Register's footer is an imperative link without 'Du kan'", async () => {
    const { page } = await e2e.open({ viewport: { width: 390, height: 844 } });
    await page.goto('/register');
    const footer = page.getByRole('main').locator('.form-footer');
    await footer.waitFor();
    expect(await footer.innerText()).toBe('Har du allerede en konto? Logg inn på kontoen din.');
    expect(await footer.getByRole('link').innerText()).toBe('Logg inn på kontoen din');
  });

  it('the menu names Alle produkter as its page does', async () => {
    const { page } = await e2e.open();
    await page.goto('/alleprodukter');
    const nav = page.getByRole('navigation', { name: 'Hovedmeny' });
    const current = nav.locator('[aria-current="page"]');
    await current.waitFor();
    expect(await current.innerText()).toBe(await heading(page));
    expect(await nav.getByRole('link', { name: 'Alt utstyr' }).count()).toBe(0);
  });
});

describe('the counter', () => {
  it("the 'Lån' dialog writes its dates one way; targets are 44 px on the tablet", async () => {
    const counter = await CounterTablet.open(e2e, 'ansatt@utstyrsbod.no', { viewport: tablet });
    const { loans } = counter;
    await loans.goto();
    await expect.poll(() => loans.rows.count(), poll).toBeGreaterThan(0);

    // A loan that has gone out: its dates in the dialog are all dd.mm.yyyy.
    const lent = loans.rows.filter({
      has: counter.page.locator('.loan-badge--open, .loan-badge--overdue'),
    });
    await lent.first().getByRole('button').click();
    await loans.modal.dialog.waitFor();
    await loans.modal.items().first().waitFor();
    const text = await loans.modal.dialog.innerText();
    expect(text).toMatch(/\d{2}\.\d{2}\.\d{4}/);
    expect(text).not.toMatch(/\d{2}\/\d{2}\/\d{2}/);
    await loans.modal.close.click();

    // Touch targets: the loan-number buttons and the status boxes (their labels).
    const numbers = loans.rows.locator('td:first-child button');
    for (const h of await heights(numbers)) expect(h).toBeGreaterThanOrEqual(44);
    const boxes = loans.statusFilter.locator('label');
    expect(await boxes.count()).toBeGreaterThan(0);
    for (const h of await heights(boxes)) expect(h).toBeGreaterThanOrEqual(44);

    const dashboard = new DashboardPage(counter.page);
    await dashboard.goto();
    const cardLinks = counter.page
      .getByRole('main')
      .locator('.dashboard-card a, .dashboard-shortcuts a');
    expect(await cardLinks.count()).toBeGreaterThan(0);
    for (const h of await heights(cardLinks)) expect(h).toBeGreaterThanOrEqual(44);
  });
});
