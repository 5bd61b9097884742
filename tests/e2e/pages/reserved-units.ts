import type { Locator, Page } from 'playwright-core';

/** The dashboard's Kommende hentinger card (the reservations of the days after today). */
export function comingPickupsCard(page: Page): Locator {
  return page.getByRole('main').getByRole('region', { name: /^Kommende hentinger/ });
}

/** The warning before a reserved unit goes into a cart. */
export function reservationWarning(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Utstyret er reservert' });
}

/** The cart's note that the loan as dated leaves a reservation of others unserved. */
export function cartClash(page: Page): Locator {
  return page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: 'Lånet kommer i veien for en reservasjon' });
}

/** The stock row's status cell ("Ledig", "Reservert 30.11", …). */
export function statusOf(row: Locator): Locator {
  return row.locator('.stock-status');
}
