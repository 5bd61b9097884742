import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { parseUnitLabelCode } from '../../src/shared/domain/equipment';
import { equipmentTexts } from '../../src/shared/texts/equipment';
import { describeFindings, runAxe, seriousFindings } from '../support/e2e-axe';
import { setupE2e } from '../support/e2e-harness';
import { LabelsPageModel } from './pages/labels-page';
import { AddProductPage, EditProductPage } from './pages/product-pages';
import { signedIn } from './pages/sign-in';
import { StockPage } from './pages/stock-page';

/**
 * A hut enters its own equipment: /leggtilprodukt with the SPEC §5 messages after blur, four
 * units of the network's "Langrennsski" 120–150 cm with a note (a second product of that name
 * is refused); the counter's stock lists them; /endreprodukt shows them with their label codes
 * and gives the product its parts and a photo from a file. Staff of a hut other than the one that
 * entered a product see its shared fields disabled, with why, and still manage their units.
 */
const e2e = setupE2e();
const poll = { timeout: 20_000, interval: 100 };

describe('a hut’s own equipment', () => {
  it('an admin adds four Langrennsski 120–150 cm with a note, then parts, a photo and a size', async () => {
    const admin = await signedIn(e2e, 'demo@utstyrsbod.no', {
      bypassCSP: true,
      viewport: { width: 1024, height: 768 },
    });
    const add = new AddProductPage(admin.page);
    await add.goto();

    // SPEC §5: each message after the field is left empty.
    await add.season.focus();
    await admin.page.keyboard.press('Tab');
    await add.main.getByText('Du må velge en sesong', { exact: true }).waitFor();
    await add.quantity.fill('0');
    await add.quantity.blur();
    await add.main.getByText('Antall kan ikke være 0', { exact: true }).waitFor();
    await add.submit.click();
    await add.main.getByText('Du må velge en hovedkategori', { exact: true }).waitFor();
    await add.main.getByText('Du må velge en underkategori', { exact: true }).waitFor();
    await add.main.getByText('Du må velge en størrelse', { exact: true }).waitFor();

    await add.chooseCategory('Vinter', 'Ski', 'Langrenn');
    await add.sizeFrom.fill('120');
    await add.sizeTo.fill('150');
    await add.quantity.fill('4');
    await add.note(2).fill('Riper under');
    // The network has a Langrennsski already: a second one is refused, the first is offered.
    await add.name.fill('Langrennsski');
    await add.submit.click();
    await add.main.getByText(/^Produktet finnes alt i denne kategorien/).waitFor(poll);
    await add.productChoice.selectOption({ label: 'Langrennsski' });
    const serious = seriousFindings(await runAxe(admin.page));
    expect(serious, describeFindings(serious)).toEqual([]);
    await add.submit.click();
    await add.main.getByText('4 enheter av Langrennsski er lagt til.').waitFor(poll);

    // The counter's stock lists the four new units (pulled after the save).
    const stock = new StockPage(admin.page);
    await stock.goto();
    await stock.search.fill('Langrennsski');
    await stock.search.press('Enter');
    await expect
      .poll(() => stock.table.locator('tbody tr', { hasText: '120–150' }).count(), poll)
      .toBe(4);

    // /endreprodukt: found in the hut's list, the units with their label codes and the note.
    const edit = new EditProductPage(admin.page);
    await edit.goto();
    await edit.main.getByRole('searchbox', { name: /^Søk etter produkt/ }).fill('langrennsski');
    await edit.main.getByRole('searchbox', { name: /^Søk etter produkt/ }).press('Enter');
    await edit.main.getByRole('link', { name: 'Langrennsski', exact: true }).click();
    await edit.units.waitFor(poll);
    const added = edit.units.locator('tbody tr', { hasText: '120–150 cm' });
    expect(await added.count()).toBe(4);
    const labels = await added.locator('th').allTextContents();
    expect(labels.map(parseUnitLabelCode).every((id) => id !== null)).toBe(true);
    expect(await added.filter({ hasText: 'Riper under' }).count()).toBe(1);

    // Their labels: one per unit, each QR code reads as that unit's label code.
    await edit.main.getByRole('link', { name: 'Skriv ut etiketter' }).click();
    const sheet = new LabelsPageModel(admin.page);
    await sheet.labels.first().waitFor(poll);
    const codes = await sheet.labels.evaluateAll((els) =>
      els.map((el) => el.getAttribute('data-code')),
    );
    expect(codes).toEqual(expect.arrayContaining(labels));
    const decoded = await sheet.decodeAll();
    expect(decoded).toEqual(codes);
    expect(await sheet.labels.filter({ hasText: labels[0] ?? '' }).innerText()).toContain(
      'Grünerløkka utstyrsbod',
    );
    const labelFindings = seriousFindings(await runAxe(admin.page));
    expect(labelFindings, describeFindings(labelFindings)).toEqual([]);
    await admin.page.goBack();
    await edit.units.waitFor(poll);

    // The product itself: its parts and a photo from a file, resized by the server.
    const parts = edit.main.getByRole('textbox', { name: /^Deler/ });
    await parts.fill('ski, staver, bindinger');
    const jpeg = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: '#2d6a4f' },
    })
      .jpeg()
      .toBuffer();
    await edit.main
      .locator('input[type="file"]')
      .setInputFiles({ name: 'ski.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    const preview = edit.main.getByRole('img', { name: 'Bilde av Langrennsski' });
    await preview.waitFor(poll);
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth), poll)
      .toBe(1200);
    await edit.main.getByRole('button', { name: 'Lagre produktet' }).click();
    await edit.main.getByText('Produktet er lagret.').waitFor(poll);
    const editFindings = seriousFindings(await runAxe(admin.page));
    expect(editFindings, describeFindings(editFindings)).toEqual([]);

    // A unit re-measured: the dialog checks the size as the form does.
    const first = labels[0] ?? '';
    await edit.main.getByRole('button', { name: `Endre størrelse på enhet ${first}` }).click();
    const to = edit.dialog.getByRole('textbox', { name: /^Til \(valgfri\)/ });
    await to.fill('100');
    await to.blur();
    await edit.dialog
      .getByText('Til-størrelsen kan ikke være mindre enn fra-størrelsen.')
      .waitFor();
    await to.fill('');
    await edit.dialog.getByRole('textbox', { name: 'Størrelse (fra)' }).fill('135');
    await edit.dialog.getByRole('button', { name: 'Lagre størrelsen' }).click();
    await edit.main.getByText('Enheten er lagret.').waitFor(poll);
    await expect
      .poll(() => edit.units.locator('tbody tr', { hasText: first }).textContent(), poll)
      .toContain('135 cm');
  });

  it('says what is wrong with a file that is not an image, and keeps the form', async () => {
    const admin = await signedIn(e2e, 'ansatt@utstyrsbod.no', {
      viewport: { width: 390, height: 844 },
    });
    const add = new AddProductPage(admin.page);
    await add.goto();
    await add.photoInput.setInputFiles({
      name: 'notat.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('ikke et bilde'),
    });
    await add.main
      .getByText('Filen er ikke et bilde som kan leses. Bruk JPEG, PNG eller WebP.')
      .waitFor(poll);
    expect(await add.photoPreview.count()).toBe(0);
  });

  it('shows staff the shared fields of a product another hut entered disabled, with why', async () => {
    const db = e2e.server.database.db;
    const huts = await db
      .selectFrom('company_user as cu')
      .innerJoin('users as u', 'u.id', 'cu.user_id')
      .select(['cu.company_id', 'u.email', 'cu.role'])
      .where('u.email', 'in', ['ansatt@utstyrsbod.no', 'demo@utstyrsbod.no'])
      .execute();
    const hutA = huts.find((h) => h.email === 'ansatt@utstyrsbod.no')?.company_id ?? 0;
    const hutB = huts.find((h) => h.email === 'demo@utstyrsbod.no' && h.company_id !== hutA);
    // A product both huts hold, as if hut B had entered it.
    const product = await db
      .selectFrom('products as p')
      .select(['p.id', 'p.name'])
      .where(
        'p.id',
        'in',
        db.selectFrom('units').select('product_id').where('company_id', '=', hutA),
      )
      .where(
        'p.id',
        'in',
        db
          .selectFrom('units')
          .select('product_id')
          .where('company_id', '=', hutB?.company_id ?? 0),
      )
      .where('p.image', 'is not', null)
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('products')
      .set({ created_by_company_id: hutB?.company_id ?? null })
      .where('id', '=', product.id)
      .execute();

    const staff = await signedIn(e2e, 'ansatt@utstyrsbod.no', {
      bypassCSP: true,
      viewport: { width: 1024, height: 768 },
    });
    const edit = new EditProductPage(staff.page);
    await edit.goto(product.id);
    await edit.units.waitFor(poll);
    const locked = edit.main.getByText(equipmentTexts.sharedFieldsLocked);
    await locked.waitFor(poll);
    const name = edit.main.getByRole('textbox', { name: 'Produktnavn' });
    expect(await name.inputValue()).toBe(product.name);
    expect(await name.isDisabled()).toBe(true);
    expect(await edit.main.getByRole('textbox', { name: /^Deler/ }).isDisabled()).toBe(true);
    expect(await edit.main.getByRole('combobox', { name: 'Kategori' }).isDisabled()).toBe(true);
    expect(await edit.main.locator('input[type="file"]').count()).toBe(0);
    expect(await edit.main.getByRole('button', { name: 'Lagre produktet' }).count()).toBe(0);
    // The hut's own units are still theirs to change.
    const resize = edit.main.getByRole('button', { name: /^Endre størrelse på enhet/ }).first();
    expect(await resize.isEnabled()).toBe(true);
    await staff.page.screenshot({ path: 'test-results/product-edit-shared-locked.png' });
    const findings = seriousFindings(await runAxe(staff.page));
    expect(findings, describeFindings(findings)).toEqual([]);
  });
});
