import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { personCardCode, unitLabelCode } from '../../src/shared/domain/equipment';
import { describeFindings, runAxe, seriousFindings } from '../support/e2e-axe';
import { setupE2e } from '../support/e2e-harness';
import { borrowersWithoutCart, freeUnits } from '../support/e2e-hut-data';
import {
  cameraTracks,
  fakeCameraArgs,
  recordCameraTracks,
  showToCamera,
  unplugCamera,
} from '../support/fake-camera';
import { CameraDialogModel, noCameraText, notALabelText } from './pages/camera-scan';
import { CounterTablet } from './pages/counter-tablet';
import { waitingEntries } from './pages/device-state';

/**
 * Scanning with the tablet's camera (Chromium's fake camera playing a QR code of a real unit's
 * label): the stock search puts the unit in the cart, Utlånsoversikt opens its loan and receives
 * the line, the 'Lån' dialog receives another, and the lender picker reads a borrower's card.
 * Chromium on Linux has no BarcodeDetector, so this is the bundled jsQR decoder at work, loaded
 * offline from the service worker's precache. The camera is let go of after every scan and close.
 */
const camera = join(tmpdir(), `utstyrsbod-fake-camera-${process.pid}.y4m`);
const e2e = setupE2e({ browserArgs: fakeCameraArgs(camera) });
const poll = { timeout: 20_000, interval: 100 };
const db = () => e2e.server.database.db;
afterAll(() => unplugCamera(camera));

async function hutOfStaff(): Promise<number> {
  const row = await db()
    .selectFrom('company_user')
    .innerJoin('users', 'users.id', 'company_user.user_id')
    .select('company_user.company_id')
    .where('users.email', '=', 'ansatt@utstyrsbod.no')
    .executeTakeFirstOrThrow();
  return row.company_id;
}

/** The product name of a unit, and no parts list (so a return needs no checklist). */
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

async function openTablet(colorScheme: 'light' | 'dark' = 'light') {
  const tablet = await CounterTablet.open(e2e, 'ansatt@utstyrsbod.no', {
    bypassCSP: true,
    viewport: { width: 1024, height: 768 },
    colorScheme,
  });
  await recordCameraTracks(tablet.context);
  // The init script takes effect on the next document.
  await tablet.stock.goto();
  return tablet;
}

describe('scanning with the camera', () => {
  it('puts a scanned unit in the cart, says when a code is unknown, and lets go of the camera', async () => {
    const hut = await hutOfStaff();
    const [unit] = await freeUnits(db(), hut, 1);
    if (unit === undefined) throw new Error('no free unit');
    const name = await plainUnit(unit);
    const borrower = (await borrowersWithoutCart(db(), hut)).find((u) => u.verified && !u.flagged);
    if (!borrower) throw new Error('no borrower');

    const tablet = await openTablet();
    const { stock, page } = tablet;
    // The decoder chunk, as the page got it: from our origin, and here from the worker's cache.
    const decoderLoads: { origin: string; fromWorker: boolean }[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (/\/assets\/jsqr-reader-[^/]+\.js$/.test(url.pathname)) {
        decoderLoads.push({ origin: url.origin, fromWorker: response.fromServiceWorker() });
      }
    });
    // Offline before the camera is first used: its code must come from the precache.
    await tablet.context.setOffline(true);
    await tablet.clearBorrower();
    await stock.pickBorrower(borrower.email, borrower.name);
    const camera$ = new CameraDialogModel(page);
    const scanButton = CameraDialogModel.button(stock.main);

    // Nothing in the picture yet: the dialog shows the camera and waits; axe finds nothing.
    await showToCamera(camera, null);
    await scanButton.click();
    await camera$.status.getByText('Ser etter en QR-kode …').waitFor(poll);
    expect((await camera$.videoSize()).width).toBeGreaterThan(0);
    expect(await cameraTracks(page)).toEqual({ given: 1, live: 1 });
    const serious = seriousFindings(await runAxe(page));
    expect(serious, describeFindings(serious)).toEqual([]);
    // Escape closes it, focus goes back to the button, and the camera stops.
    await page.keyboard.press('Escape');
    await camera$.dialog.waitFor({ state: 'detached' });
    expect(await scanButton.evaluate((b) => b === document.activeElement)).toBe(true);
    expect(await cameraTracks(page)).toEqual({ given: 1, live: 0 });

    // A QR code that is no label of ours, then a label of a unit not in this hut: nothing added.
    await showToCamera(camera, 'HEI');
    await scanButton.click();
    await stock.main.getByText(notALabelText('HEI')).waitFor(poll);
    await camera$.dialog.waitFor({ state: 'detached' });
    const stranger = unitLabelCode(2_000_000);
    await showToCamera(camera, stranger);
    await scanButton.click();
    await stock.main
      .getByText(
        `Fant ingen enhet med koden ${stranger}. Er etiketten slitt, søk på nummeret (nr.) i stedet.`,
      )
      .waitFor(poll);
    expect(await stock.cartButton.innerText()).toContain('(0)');
    expect(await stock.row(unit).innerText()).toContain('Ledig');

    // The unit's own label: it lands in the cart, and the camera is let go of at once.
    await showToCamera(camera, unitLabelCode(unit));
    await scanButton.click();
    await stock.main.getByText(`Skannet: ${name} nr. ${unit} er lagt i lånekurven.`).waitFor(poll);
    await camera$.dialog.waitFor({ state: 'detached' });
    await expect.poll(() => stock.row(unit).innerText(), poll).toContain('Lagt til');
    await expect.poll(() => stock.cartButton.innerText(), poll).toContain('(1)');
    expect(await cameraTracks(page)).toEqual({ given: 4, live: 0 });
    if (!(await page.evaluate(() => 'BarcodeDetector' in window))) {
      expect(decoderLoads).toEqual([{ origin: e2e.baseURL, fromWorker: true }]);
    }

    // No camera at all: said in Norwegian; with the camera back, "Prøv igjen" reads the card.
    await tablet.clearBorrower();
    await stock.chooseBorrower.click();
    await unplugCamera(camera);
    await CameraDialogModel.button(stock.borrowerSection, 'card').click();
    const cardCamera = new CameraDialogModel(page, 'Skann lånekort');
    await cardCamera.problem.getByText(noCameraText).waitFor(poll);
    await showToCamera(camera, personCardCode(borrower.id));
    await cardCamera.tryAgain.click();
    await stock.clearBorrower(borrower.name).waitFor(poll);
    await cardCamera.dialog.waitFor({ state: 'detached' });
    expect((await cameraTracks(page)).live).toBe(0);

    // Back online, the scanned unit is in the borrower's cart on the server.
    await tablet.context.setOffline(false);
    await expect.poll(() => waitingEntries(page), poll).toBe(0);
    const lines = await db()
      .selectFrom('loan_items')
      .innerJoin('loans', 'loans.id', 'loan_items.loan_id')
      .select(['loans.customer_id', 'loan_items.status'])
      .where('loan_items.unit_id', '=', unit)
      .execute();
    expect(lines).toEqual([{ customer_id: borrower.id, status: 'in_cart' }]);
  });

  it('opens a lent unit’s loan from Utlånsoversikt and receives lines in the ‘Lån’ dialog', async () => {
    const hut = await hutOfStaff();
    const [first, second] = await freeUnits(db(), hut, 2);
    if (first === undefined || second === undefined) throw new Error('no free units');
    const names = { first: await plainUnit(first), second: await plainUnit(second) };
    const borrower = (await borrowersWithoutCart(db(), hut)).find((u) => u.verified && !u.flagged);
    if (!borrower) throw new Error('no borrower');

    const tablet = await openTablet('dark');
    await tablet.lend(borrower, [first, second]);
    const { loans, page } = tablet;
    await loans.table.waitFor(poll);

    // The search's camera: the loan that has the unit out opens, and its line is received.
    await showToCamera(camera, unitLabelCode(first));
    await CameraDialogModel.button(loans.main).click();
    await loans.modal.dialog.waitFor(poll);
    await expect.poll(() => loans.modal.itemStatus(names.first, first), poll).toMatch(/^Levert/);
    expect(await loans.modal.itemStatus(names.second, second)).not.toMatch(/^Levert/);

    // The dialog's own camera, over the 'Lån' dialog (dark theme): axe finds nothing, and
    // 'Avbryt' closes only the camera.
    const inDialog = CameraDialogModel.button(loans.modal.dialog);
    const camera$ = new CameraDialogModel(page);
    await showToCamera(camera, null);
    await inDialog.click();
    await camera$.status.getByText('Ser etter en QR-kode …').waitFor(poll);
    const serious = seriousFindings(await runAxe(page));
    expect(serious, describeFindings(serious)).toEqual([]);
    await camera$.cancel.click();
    await camera$.dialog.waitFor({ state: 'detached' });
    expect(await loans.modal.dialog.isVisible()).toBe(true);

    // Another line of the same loan; a stray code is said to be unknown.
    await showToCamera(camera, 'HEI');
    await inDialog.click();
    await page.getByText(notALabelText('HEI')).waitFor(poll);
    await showToCamera(camera, unitLabelCode(second));
    await inDialog.click();
    await expect.poll(() => loans.modal.itemStatus(names.second, second), poll).toMatch(/^Levert/);
    // Nothing left to receive: no camera button; the 'Lån' dialog stays open.
    await expect.poll(() => inDialog.count(), poll).toBe(0);
    expect(await loans.modal.dialog.isVisible()).toBe(true);
    expect(await cameraTracks(page)).toEqual({ given: 4, live: 0 });
  });
});
