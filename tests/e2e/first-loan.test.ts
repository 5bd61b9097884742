import { describe, expect, it } from 'vitest';
import { loansResponseSchema } from '../../src/shared/contracts';
import { describeFindings, runAxe, seriousFindings } from '../support/e2e-axe';
import { setupE2e } from '../support/e2e-harness';
import { ActivatePage } from './pages/activate-page';
import { AppShell } from './pages/app-shell';
import { demoPassword, finishRegistration, LoginPage, RegisterPage } from './pages/auth-pages';
import { CartPage } from './pages/cart-page';
import { StockPage } from './pages/stock-page';

const e2e = setupE2e();
const poll = { timeout: 10_000, interval: 100 };
const phoneViewport = { width: 390, height: 844 };

/**
 * SPEC §1: registration is free, and a new user is activated at the first loan with ID. A family
 * registers on a phone with their number and the hut they usually use; at another hut's counter
 * the tablet finds them by that number in the whole network, attaches them, activates them with
 * ID and lends to them.
 */
describe('from registration to the first loan', () => {
  it('registers on a phone with phone and hut; a tablet finds them by phone, attaches, activates and lends', async () => {
    const suffix = String(Date.now()).slice(-6);
    const email = `familien.${suffix}@eksempel.no`;
    const phone = `93${suffix}`;
    const name = `Familien Test ${suffix}`;

    const family = await e2e.open({ viewport: phoneViewport, bypassCSP: true });
    const register = new RegisterPage(family.page);
    await register.goto();
    await register.name.fill(name);
    await register.email.fill(email);
    await register.password.fill('fjellski-og-sykkel-9');
    await register.repeat.fill('fjellski-og-sykkel-9');
    await register.phone.fill(`+47 ${phone.slice(0, 3)} ${phone.slice(3, 5)} ${phone.slice(5)}`);
    await register.chooseHut('voss', 'Voss utstyrsbod');
    await register.terms.check();
    const serious = seriousFindings(await runAxe(family.page));
    expect(serious, describeFindings(serious)).toEqual([]);
    await register.submit.click();
    await finishRegistration(family.page, e2e.server.database.db, email);
    await new AppShell(family.page).waitForPath('/minside');

    // The counter of Grünerløkka, where the family has never been.
    const tablet = await e2e.open({ viewport: { width: 1024, height: 768 } });
    const login = new LoginPage(tablet.page);
    await login.goto();
    await login.login('ansatt@utstyrsbod.no', demoPassword);
    await new AppShell(tablet.page).userMenu('ansatt@utstyrsbod.no').waitFor();
    const stock = new StockPage(tablet.page);
    await stock.goto();
    await stock.chooseBorrower.click();
    await stock.borrowerSearch.fill(phone);
    await tablet.page.getByText(/Ingen lånetakere med oppgitte opplysninger funnet/).waitFor();
    await stock.main.getByRole('button', { name: 'Søk i hele nettverket' }).click();
    await stock.main.getByRole('button', { name: `Knytt ${name} til utstyrsboden` }).click();
    await stock.borrowerCard(name).waitFor();
    expect(await stock.borrowerFact('Status')).toBe('Venter på aktivering');

    // Activation with ID, from the card's link.
    await stock.borrowerSection.getByRole('link', { name: 'Aktiver bruker' }).click();
    const activate = new ActivatePage(tablet.page);
    await activate.heading.waitFor();
    await activate.idShown.check();
    await activate.activate.click();
    await new AppShell(tablet.page).waitForPath('/dashboard');

    // The first loan: the counter still serves the family.
    await stock.goto();
    await stock.borrowerCard(name).waitFor();
    await expect.poll(() => stock.borrowerFact('Status'), poll).toBe('Aktiv');
    const free = (await stock.rowTexts()).find((r) => r[3] === 'Ledig');
    if (!free) throw new Error('no free unit at the hut');
    await stock.rowButton(Number(free[1])).click();
    await expect.poll(() => stock.cartButton.innerText(), poll).toContain('(1)');
    await stock.cartButton.click();
    const cart = new CartPage(tablet.page);
    await cart.handOut.click();
    await new AppShell(tablet.page).waitForPath('/utlansoversikt');

    await expect
      .poll(async () => {
        const body: unknown = await tablet.page.evaluate(async () =>
          (await fetch('/api/loan', { credentials: 'same-origin' })).json(),
        );
        return loansResponseSchema
          .parse(body)
          .loans.filter((l) => l.customer.name === name)
          .map((l) => [l.status, l.items.map((i) => i.id)]);
      }, poll)
      .toEqual([['open', [Number(free[1])]]]);
  });
});
