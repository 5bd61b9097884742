import { describe, expect, it } from 'vitest';
import { setupE2e } from '../support/e2e-harness';

const e2e = setupE2e();

describe('/kontakt', () => {
  it('keeps Send disabled until every field is valid, then stores the message', async () => {
    const { page } = await e2e.open();
    await page.goto('/kontakt');
    const main = page.getByRole('main');
    const send = main.getByRole('button', { name: 'Send', exact: true });
    await send.waitFor();
    expect(await send.isEnabled()).toBe(false);

    await main.getByLabel('Navn', { exact: true }).fill('Kari Nordmann');
    await main.getByLabel('Telefon', { exact: true }).fill('912 34 567');
    await main.getByLabel('Epost', { exact: true }).fill('ikke-epost');
    await main.getByLabel('Melding', { exact: true }).fill('Vi vil starte en utstyrsbod.');
    await main.getByLabel('Navn', { exact: true }).focus();
    await main.getByText('Vennligst oppgi en gyldig epostadresse.', { exact: true }).waitFor();
    expect(await send.isEnabled()).toBe(false);

    await main.getByLabel('Epost', { exact: true }).fill('kari@eksempel.no');
    await expect.poll(() => send.isEnabled(), { timeout: 5_000, interval: 50 }).toBe(true);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/contact')),
      send.click(),
    ]);
    expect(response.status()).toBe(201);
    await main.getByRole('status').filter({ hasText: 'Takk' }).waitFor();
  });
});
