import { describe, expect, it } from 'vitest';
import { setupE2e } from '../support/e2e-harness';

const e2e = setupE2e();

/** Online-only forms sent without network: a Norwegian "uten nett", never a protocol error. */
describe('forms sent without network', () => {
  it('contact: sent without network says so in Norwegian, keeps what was typed, and sends once back online', async () => {
    const { page, context } = await e2e.open();
    await page.goto('/kontakt');
    const main = page.getByRole('main');
    await main.getByLabel('Navn', { exact: true }).fill('Kari Nordmann');
    await main.getByLabel('Telefon', { exact: true }).fill('912 34 567');
    await main.getByLabel('Epost', { exact: true }).fill('kari@eksempel.no');
    await main.getByLabel('Melding', { exact: true }).fill('Sendt uten nett.');
    const send = main.getByRole('button', { name: 'Send', exact: true });
    await expect.poll(() => send.isEnabled(), { timeout: 5_000, interval: 50 }).toBe(true);

    await context.setOffline(true);
    await send.click();
    const alert = main.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toContain('Du er uten nett, så meldingen ble ikke sendt.');
    expect(await alert.innerText()).not.toMatch(/Max retries|CSRF/);
    expect(await main.getByLabel('Melding', { exact: true }).inputValue()).toBe('Sendt uten nett.');

    await context.setOffline(false);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/contact')),
      send.click(),
    ]);
    expect(response.status()).toBe(201);
  });

  it('register: sent without network says so too', async () => {
    const { page, context } = await e2e.open();
    await page.goto('/register');
    const main = page.getByRole('main');
    await main.getByLabel('Fullt navn').fill('Ola Nordmann');
    await main.getByLabel('Epost').fill('ola.uten.nett@eksempel.no');
    await main.getByLabel('Passord', { exact: true }).fill('Fjellvann-og-ski-42');
    await main.getByLabel('Gjenta passord').fill('Fjellvann-og-ski-42');
    await main.getByRole('checkbox', { name: /godtar vilkårene/ }).check();
    await context.setOffline(true);
    await main.getByRole('button', { name: 'Registrer', exact: true }).click();
    await main
      .getByRole('alert')
      .filter({ hasText: 'Du er uten nett, så registreringen ble ikke sendt.' })
      .waitFor();
  });
});
