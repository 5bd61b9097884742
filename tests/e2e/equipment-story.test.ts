import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { unitLabelCode } from '../../src/shared/domain/equipment';
import { describeFindings, runAxe, seriousFindings } from '../support/e2e-axe';
import { setupE2e } from '../support/e2e-harness';
import { waitForServiceWorker } from '../support/e2e-pwa';
import { borrowersWithoutCart } from '../support/e2e-hut-data';
import { fakeCameraArgs, showToCamera, unplugCamera } from '../support/fake-camera';
import { CameraDialogModel } from './pages/camera-scan';
import { CartPage } from './pages/cart-page';
import { CounterTablet } from './pages/counter-tablet';
import { waitingEntries } from './pages/device-state';
import { LabelsPageModel } from './pages/labels-page';
import { AddProductPage, EditProductPage } from './pages/product-pages';
import { PublicProductPage } from './pages/public-product-page';
import { signedIn } from './pages/sign-in';

/**
 * Issue 9's story end to end, each step on what the one before made: a hut admin adds four
 * Langrennsski 120–150 cm with a note and gives the product its parts; the labels decode to
 * those four units; a family's phone shows them free on the product page; the counter tablet,
 * offline, scans one label with a USB scanner and another with its camera into the cart and lends
 * both; the first comes back damaged with a part missing; after sync that unit is in repair on
 * the server, the part is in Avvik, and the family's open page (no reload) shows fewer free.
 */
const camera = join(tmpdir(), `utstyrsbod-story-camera-${process.pid}.y4m`);
const e2e = setupE2e({ browserArgs: fakeCameraArgs(camera) });
afterAll(() => unplugCamera(camera));
const poll = { timeout: 20_000, interval: 100 };
const db = () => e2e.server.database.db;
const HUT = 'Grünerløkka utstyrsbod';
const SIZE = '120–150 cm';

describe('a hut runs its own equipment, from the form to the family’s phone', () => {
  it('adds, labels, scans offline, lends, takes back damaged; the public Ledig drops', async () => {
    // The admin adds the units at their hut.
    const admin = await signedIn(e2e, 'demo@utstyrsbod.no', {
      viewport: { width: 1024, height: 768 },
    });
    const add = new AddProductPage(admin.page);
    await add.goto();
    await add.chooseCategory('Vinter', 'Ski', 'Langrenn');
    await add.sizeFrom.fill('120');
    await add.sizeTo.fill('150');
    await add.quantity.fill('4');
    await add.note(1).fill('Ny i år');
    await add.productChoice.selectOption({ label: 'Langrennsski' });
    await add.submit.click();
    await add.main.getByText('4 enheter av Langrennsski er lagt til.').waitFor(poll);

    const product = await db()
      .selectFrom('products')
      .select('id')
      .where('name', '=', 'Langrennsski')
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    const hut = await db()
      .selectFrom('companies')
      .select('id')
      .where('name', '=', HUT)
      .executeTakeFirstOrThrow();
    const units = (
      await db()
        .selectFrom('units')
        .select('id')
        .where('product_id', '=', product.id)
        .where('company_id', '=', hut.id)
        .where('size', '=', '120')
        .where('max_size', '=', '150')
        .orderBy('id')
        .execute()
    ).map((u) => u.id);
    expect(units).toHaveLength(4);
    const [lent, seen] = units;
    if (lent === undefined || seen === undefined) throw new Error('no unit');

    // The product's parts, for the checklists and the product page.
    const edit = new EditProductPage(admin.page);
    await edit.goto(product.id);
    await edit.main.getByRole('textbox', { name: /^Deler/ }).fill('ski, staver');
    await edit.main.getByRole('button', { name: 'Lagre produktet' }).click();
    await edit.main.getByText('Produktet er lagret.').waitFor(poll);

    // The labels of the product: the four new units are there and decode to their codes.
    await admin.page.goto(`/etiketter?produkt=${product.id}`);
    const sheet = new LabelsPageModel(admin.page);
    await sheet.labels.first().waitFor(poll);
    const decoded = await sheet.decodeAll();
    expect(decoded).toEqual(expect.arrayContaining(units.map(unitLabelCode)));

    // A family's phone: the product page, the hut first, four of this size free.
    const family = await e2e.open({ viewport: { width: 390, height: 844 }, bypassCSP: true });
    const page = new PublicProductPage(family.page);
    await page.goto(product.id, hut.id);
    expect((await page.hutNames())[0]).toBe(HUT);
    await expect.poll(() => page.sizeAvailability(HUT, SIZE), poll).toBe('Ledig 4/4');
    expect(await page.main.getByRole('listitem').allInnerTexts()).toEqual(
      expect.arrayContaining(['ski', 'staver']),
    );
    const findings = seriousFindings(await runAxe(family.page));
    expect(findings, describeFindings(findings)).toEqual([]);

    // The counter tablet pulls the new units, then works offline.
    const borrower = (await borrowersWithoutCart(db(), hut.id)).find(
      (u) => u.verified && !u.flagged,
    );
    if (!borrower) throw new Error('no borrower');
    const tablet = await CounterTablet.open(e2e, 'ansatt@utstyrsbod.no', {
      viewport: { width: 1024, height: 768 },
    });
    await tablet.context.setOffline(true);
    const { stock } = tablet;
    await tablet.clearBorrower();
    await stock.pickBorrower(borrower.email, borrower.name);

    // A USB scanner types the label code and Enter into the stock search.
    await stock.search.click();
    await tablet.page.keyboard.type(unitLabelCode(lent), { delay: 5 });
    await tablet.page.keyboard.press('Enter');
    await stock.main
      .getByText(`Skannet: Langrennsski nr. ${lent} er lagt i lånekurven.`)
      .waitFor(poll);

    // The tablet's camera reads another label (the fake camera plays its QR code).
    await showToCamera(camera, unitLabelCode(seen));
    await CameraDialogModel.button(stock.main).click();
    await stock.main
      .getByText(`Skannet: Langrennsski nr. ${seen} er lagt i lånekurven.`)
      .waitFor(poll);
    await new CameraDialogModel(tablet.page).dialog.waitFor({ state: 'detached' });

    await stock.cartButton.click();
    const cart = new CartPage(tablet.page);
    await cart.handOut.waitFor(poll);
    expect((await cart.unitIds()).sort((a, b) => a - b)).toEqual([lent, seen]);
    for (const unit of [lent, seen]) {
      const handOutParts = tablet.page.getByRole('group', {
        name: `Deler til Langrennsski nr. ${unit}`,
      });
      for (const part of ['ski', 'staver'])
        await handOutParts.getByRole('checkbox', { name: part }).check();
    }
    await cart.handOut.click();
    await tablet.page.waitForURL(/\/utlansoversikt/);

    // It comes back damaged, without its poles: the label scanned on Utlånsoversikt.
    await tablet.loans.table.waitFor(poll);
    await tablet.page.evaluate(() => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    });
    await tablet.page.keyboard.type(unitLabelCode(lent), { delay: 5 });
    await tablet.page.keyboard.press('Enter');
    const report = tablet.page.getByRole('dialog', {
      name: `Mottak av Langrennsski nr. ${lent}`,
    });
    await report.waitFor(poll);
    await report.getByRole('checkbox', { name: 'staver' }).uncheck();
    await report.getByRole('checkbox', { name: /^Skadet/ }).check();
    await report.getByRole('textbox', { name: 'Merknad' }).fill('Sprukket såle');
    await report.getByRole('button', { name: 'Mottat og lagre' }).click();
    await expect
      .poll(() => tablet.loans.modal.itemStatus('Langrennsski', lent), poll)
      .toMatch(/^Levert/);
    await tablet.loans.modal.close.click();

    // Online again: the server has the unit in repair and the missing part in Avvik, once.
    await tablet.context.setOffline(false);
    await expect.poll(() => waitingEntries(tablet.page), poll).toBe(0);
    expect(
      await db()
        .selectFrom('units')
        .select(['status', 'status_reason'])
        .where('id', '=', lent)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: 'repair', status_reason: 'Sprukket såle' });
    expect(
      await db()
        .selectFrom('units')
        .select('status')
        .where('id', '=', seen)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: 'lent' });
    const avvik = await db()
      .selectFrom('sync_exceptions')
      .select('details_json')
      .where('kind', '=', 'missing_parts')
      .execute();
    expect(
      avvik.filter((e) => (JSON.parse(e.details_json) as { unitId: number }).unitId === lent),
    ).toHaveLength(1);

    // The family's page, still open, shows it when the catalogue is pulled again (the
    // connection returning here; the same pull runs when the tab is shown again).
    await family.context.setOffline(true);
    await family.context.setOffline(false);
    await expect.poll(() => page.sizeAvailability(HUT, SIZE), poll).toBe('Ledig 2/3');

    // And without a connection, from the copy on the phone.
    await waitForServiceWorker(family.page);
    await family.context.setOffline(true);
    await family.page.reload();
    await expect.poll(() => page.sizeAvailability(HUT, SIZE), poll).toBe('Ledig 2/3');
    expect(await page.heading().innerText()).toBe('Langrennsski');
  });
});
