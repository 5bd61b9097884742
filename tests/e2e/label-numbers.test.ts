import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { unitLabelCode } from '../../src/shared/domain/equipment';
import { describeFindings, runAxe, seriousFindings } from '../support/e2e-axe';
import { setupE2e } from '../support/e2e-harness';
import { borrowersWithoutCart, freeUnits } from '../support/e2e-hut-data';
import { CounterTablet } from './pages/counter-tablet';
import { LoanUnitField, noUnitWithCodeText, waitingForBorrowerText } from './pages/label-fallback';

/**
 * The counter's fallbacks around labels: the number printed on a label ("nr. 1541") finds the
 * unit in the stock, on Utlånsoversikt and in the 'Lån' dialog when the label no longer scans;
 * a code that names no unit says so; and a unit tapped or scanned before a borrower is chosen
 * goes into the cart of the borrower chosen next.
 */
const e2e = setupE2e();
const poll = { timeout: 20_000, interval: 100 };
const db = () => e2e.server.database.db;

/** The product name of a unit, with no parts list (so a return needs no checklist). */
async function plainUnit(unitId: number): Promise<string> {
  const { product_id } = await db()
    .selectFrom('units')
    .select('product_id')
    .where('id', '=', unitId)
    .executeTakeFirstOrThrow();
  await db().updateTable('products').set({ parts: null }).where('id', '=', product_id).execute();
  const product = await db()
    .selectFrom('products')
    .select('name')
    .where('id', '=', product_id)
    .executeTakeFirstOrThrow();
  return product.name;
}

/**
 * Free units, and borrowers who have no cart, as the file starts (read once: later tests must not
 * lose them to the carts earlier ones made). The first borrower takes units into a cart (tests look
 * at rows, not counts); the last has a loan handed out, so its cart must be empty.
 */
let facts: Promise<{ units: number[]; borrowers: { email: string; name: string }[] }> | null = null;
function hutFacts(companyId: number) {
  facts ??= (async () => {
    const units = await freeUnits(db(), companyId, 40);
    const borrowers = (await borrowersWithoutCart(db(), companyId)).filter(
      (b) => b.verified && !b.flagged,
    );
    if (borrowers.length < 2) throw new Error('the demo hut has too few borrowers');
    return { units, borrowers };
  })();
  return facts;
}

async function expectAxeClean(page: Page): Promise<void> {
  const serious = seriousFindings(await runAxe(page));
  expect(serious, describeFindings(serious)).toEqual([]);
}

describe('the number on the label, unknown codes, and a unit waiting for a borrower', () => {
  it('finds a unit by its label number in the stock search; an unknown code says so', async () => {
    const tablet = await CounterTablet.open(e2e, 'ansatt@utstyrsbod.no', {
      bypassCSP: true,
      viewport: { width: 1024, height: 768 },
    });
    const { stock, page } = tablet;
    const { units, borrowers } = await hutFacts(tablet.companyId);
    // A high number: the demo's sizes never reach it, so only the unit's number can find it.
    const unit = units.at(-1) ?? 0;
    const scanned = units.at(-2) ?? 0;
    const name = await plainUnit(scanned);

    for (const typed of [String(unit), `nr. ${unit}`]) {
      await stock.search.fill(typed);
      await expect.poll(() => stock.row(unit).count(), poll).toBe(1);
      expect((await stock.rowTexts())[0]?.[1]).toBe(String(unit));
    }
    await expectAxeClean(page);

    // A real scan, then a misread one: the second answer replaces the first.
    const borrower = borrowers[0]!;
    await tablet.clearBorrower();
    await stock.pickBorrower(borrower.email, borrower.name);
    await stock.search.fill('');
    await stock.search.click();
    await page.keyboard.type(unitLabelCode(scanned), { delay: 5 });
    await page.keyboard.press('Enter');
    const added = stock.main.getByText(`Skannet: ${name} nr. ${scanned} er lagt i lånekurven.`);
    await added.waitFor(poll);
    await page.keyboard.type('U9ZZZ', { delay: 5 });
    await page.keyboard.press('Enter');
    await stock.main.getByText(noUnitWithCodeText('U9ZZZ')).waitFor(poll);
    expect(await added.count()).toBe(0);
    // Emptied for the next scan, which must not be typed after the misread code.
    expect(await stock.search.inputValue()).toBe('');
    expect(await stock.row(scanned).innerText()).toContain('Lagt til');
  });

  it('finds the loan by a unit number on Utlånsoversikt and receives it by number in Lån', async () => {
    const tablet = await CounterTablet.open(e2e, 'ansatt@utstyrsbod.no', {
      bypassCSP: true,
      viewport: { width: 1024, height: 768 },
    });
    const { loans, page } = tablet;
    const { units, borrowers } = await hutFacts(tablet.companyId);
    const unit = units.at(-3) ?? 0;
    const name = await plainUnit(unit);
    const borrower = borrowers.at(-1)!;
    await tablet.lend(borrower, [unit]);

    await loans.search.fill(String(unit));
    const row = loans.rows.filter({ hasText: borrower.name });
    await expect.poll(() => row.count(), poll).toBe(1);
    expect(await row.innerText()).toContain(name);
    await loans.search.fill(`nr. ${unit}`);
    await expect.poll(() => row.count(), poll).toBe(1);
    await row.getByRole('button').first().click();
    await loans.modal.dialog.waitFor();

    // The 'Lån' dialog: a misread code says so; the number on the label receives the unit.
    const field = new LoanUnitField(page);
    await field.enter('U9ZZZ');
    await page.getByText(noUnitWithCodeText('U9ZZZ')).first().waitFor(poll);
    expect(await field.input.inputValue()).toBe('');
    await expectAxeClean(page);
    await field.enter(String(unit));
    await expect.poll(() => loans.modal.itemStatus(name, unit), poll).toMatch(/^Levert/);
    expect(await loans.modal.receive(name, unit).isDisabled()).toBe(true);
  });

  it('puts a unit tapped or scanned before a borrower is chosen into the chosen cart', async () => {
    const tablet = await CounterTablet.open(e2e, 'ansatt@utstyrsbod.no', {
      bypassCSP: true,
      viewport: { width: 1024, height: 768 },
    });
    const { stock, page } = tablet;
    const { units, borrowers } = await hutFacts(tablet.companyId);
    const tapped = units[0] ?? 0;
    const scanned = units[1] ?? 0;
    const tappedName = await plainUnit(tapped);
    const scannedName = await plainUnit(scanned);
    const borrower = borrowers[0]!;

    // Tapped: the picker opens, says the unit waits, and the chosen borrower gets it.
    await tablet.clearBorrower();
    await stock.rowButton(tapped).click();
    await stock.main.getByText(waitingForBorrowerText(`${tappedName} nr. ${tapped}`)).waitFor(poll);
    await expectAxeClean(page);
    await stock.pickBorrower(borrower.email, borrower.name);
    await expect.poll(() => stock.row(tapped).innerText(), poll).toContain('Lagt til');

    // Scanned: the same, and the scan's answer follows the choice.
    await tablet.clearBorrower();
    await stock.search.fill('');
    await stock.search.click();
    await page.keyboard.type(unitLabelCode(scanned), { delay: 5 });
    await page.keyboard.press('Enter');
    await stock.borrowerSearch.waitFor(poll);
    await stock.pickBorrower(borrower.email, borrower.name);
    await stock.main
      .getByText(`Skannet: ${scannedName} nr. ${scanned} er lagt i lånekurven.`)
      .waitFor(poll);
    await expect.poll(() => stock.row(scanned).innerText(), poll).toContain('Lagt til');
    await stock.search.fill('');
    await expect.poll(() => stock.row(tapped).innerText(), poll).toContain('Lagt til');
  });
});
