import { describe, expect, it } from 'vitest';
import { personCardCode } from '../../src/shared/domain/equipment';
import { setupE2e } from '../support/e2e-harness';
import { CounterTablet } from './pages/counter-tablet';
import { LabelsPageModel } from './pages/labels-page';
import { signedIn } from './pages/sign-in';

/**
 * The borrower's card: Min side shows a QR code of the person's card code; at the counter, the
 * card scanned into the lender picker (a USB scanner's keystrokes) chooses them, offline too.
 */
const e2e = setupE2e();
const poll = { timeout: 20_000, interval: 100 };

describe('the borrower’s card', () => {
  it('shows on Min side and chooses the borrower at the counter', async () => {
    const family = await signedIn(e2e, 'familie@utstyrsbod.no', {
      viewport: { width: 390, height: 844 },
    });
    await family.page.goto('/minside');
    const card = family.page.getByRole('region', { name: 'Lånekort' });
    await card.getByRole('img', { name: /^Lånekort, QR-kode P/ }).waitFor(poll);
    const person = await e2e.server.database.db
      .selectFrom('users')
      .select(['id', 'name'])
      .where('email', '=', 'familie@utstyrsbod.no')
      .executeTakeFirstOrThrow();
    const code = personCardCode(person.id);
    expect(await new LabelsPageModel(family.page).decodeAll()).toEqual([code]);

    const tablet = await CounterTablet.open(e2e, 'ansatt@utstyrsbod.no');
    await tablet.context.setOffline(true);
    await tablet.clearBorrower();
    await tablet.stock.chooseBorrower.click();
    await tablet.stock.borrowerSearch.waitFor();
    await tablet.page.keyboard.type(personCardCode(2_000_000), { delay: 5 });
    await tablet.page.keyboard.press('Enter');
    await tablet.page.getByText(/^Ukjent lånekort «P/).waitFor(poll);
    await tablet.stock.borrowerSearch.fill('');
    await tablet.page.keyboard.type(code, { delay: 5 });
    await tablet.page.keyboard.press('Enter');
    await tablet.stock.clearBorrower(person.name).waitFor(poll);
  });
});
