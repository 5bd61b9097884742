import type { Locator, Page } from 'playwright-core';

/** The product page's "Reserver utstyret" section (/produkt/{id}). */
export class ReservePanel {
  readonly section: Locator;
  readonly hut: Locator;
  readonly day: Locator;
  readonly size: Locator;
  readonly quantity: Locator;
  readonly free: Locator;
  readonly submit: Locator;
  readonly done: Locator;

  constructor(readonly page: Page) {
    this.section = page.getByRole('region', { name: 'Reserver utstyret' });
    this.hut = this.section.getByLabel('Utstyrsbod');
    this.day = this.section.getByLabel('Hentedag');
    this.size = this.section.getByLabel('Størrelse');
    this.quantity = this.section.getByLabel('Antall');
    this.free = this.section.getByText(/ledig den dagen$|^Ingenting ledig den dagen$/);
    this.submit = this.section.getByRole('button', { name: 'Reserver', exact: true });
    this.done = this.section.getByRole('status').filter({ hasText: /^Reservert:/ });
  }

  async goto(productId: number, hutId: number): Promise<void> {
    await this.page.goto(`/produkt/${productId}?bod=${hutId}`);
    await this.section.waitFor();
  }
}

/** /reservasjoner: the hut's booking rules. */
export class ReservationSettingsPage {
  readonly main: Locator;
  readonly enabled: Locator;
  readonly latest: Locator;
  readonly maxUnits: Locator;
  readonly save: Locator;
  readonly saved: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.enabled = this.main.getByLabel('Ta imot reservasjoner');
    this.latest = this.main.getByLabel('Seneste bestilling (dager før henting)');
    this.maxUnits = this.main.getByLabel('Flest enheter per person per hentedag');
    this.save = this.main.getByRole('button', { name: 'Lagre', exact: true });
    this.saved = this.main.getByText('Reglene for reservasjon er lagret.');
  }

  weekday(name: string): Locator {
    return this.main.getByRole('checkbox', { name, exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/reservasjoner');
    await this.enabled.waitFor();
  }
}

/** The dashboard's Dagens hentinger card. */
export function pickupsCard(page: Page): Locator {
  return page.getByRole('main').getByRole('region', { name: /^Dagens hentinger/ });
}
