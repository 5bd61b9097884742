import { describe, expect, it } from 'vitest';
import { describeFindings, runAxe, seriousFindings } from '../support/e2e-axe';
import { setupE2e } from '../support/e2e-harness';
import { AddProductPage } from './pages/product-pages';
import { signedIn } from './pages/sign-in';

/**
 * /beomkategori: staff ask for "Topptur" under Vinter › Ski (SPEC §5: name and place required);
 * the network admin adds it from the inbox; the hut sees the answer and can file products there.
 */
const e2e = setupE2e();
const poll = { timeout: 20_000, interval: 100 };

describe('category requests', () => {
  it('a hut asks, the network admin adds the category, and it is in the tree', async () => {
    const staff = await signedIn(e2e, 'ansatt@utstyrsbod.no', {
      bypassCSP: true,
      viewport: { width: 1024, height: 768 },
    });
    const main = staff.page.getByRole('main');
    await staff.page.goto('/beomkategori');
    await main.getByRole('heading', { level: 1, name: 'Be om ny kategori' }).waitFor();
    const place = main.getByRole('combobox', { name: 'Hvor i kategoritreet' });
    await place
      .locator('option', { hasText: 'Vinter › Ski' })
      .waitFor({ state: 'attached', ...poll });
    await main.getByRole('button', { name: 'Send ønsket' }).click();
    await main.getByText('Navn på kategorien er påkrevd.').waitFor();
    await main.getByText('Velg hvor i kategoritreet kategorien skal ligge.').waitFor();
    await main.getByRole('textbox', { name: 'Navn på kategorien' }).fill('Topptur');
    await place.selectOption({ label: 'Vinter › Ski' });
    await main.getByRole('textbox', { name: /^Produktnavn/ }).fill('Randoneeski');
    const serious = seriousFindings(await runAxe(staff.page));
    expect(serious, describeFindings(serious)).toEqual([]);
    await main.getByRole('button', { name: 'Send ønsket' }).click();
    await main.getByText('Takk! Ønsket er sendt til nettverket.').waitFor(poll);
    const mine = main.getByRole('listitem').filter({ hasText: 'Topptur under Vinter › Ski' });
    await mine.getByText('Venter på svar').waitFor(poll);

    const admin = await signedIn(e2e, 'admin@utstyrsbod.no', { bypassCSP: true });
    await admin.page.goto('/nettverk/innboks');
    const add = admin.page.getByRole('button', { name: 'Legg til kategorien Topptur' });
    await add.waitFor(poll);
    const adminFindings = seriousFindings(await runAxe(admin.page));
    expect(adminFindings, describeFindings(adminFindings)).toEqual([]);
    await add.click();
    await admin.page.getByText('Kategorien Topptur er lagt til.').waitFor(poll);

    await staff.page.reload();
    await mine.getByText('Lagt inn i kategoritreet', { exact: true }).waitFor(poll);
    expect(await mine.innerText()).toContain('Topptur er lagt til under Vinter › Ski.');
    const product = new AddProductPage(staff.page);
    await product.goto();
    await product.season.selectOption({ label: 'Vinter' });
    await product.mainCategory.selectOption({ label: 'Ski' });
    await product.subcategory
      .locator('option', { hasText: 'Topptur' })
      .waitFor({ state: 'attached', ...poll });
  });
});
