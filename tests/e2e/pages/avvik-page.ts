import type { Locator, Page } from 'playwright-core';

export const avvikTexts = {
  thisDevice: 'dette nettbrettet',
  confirmed: 'Godkjent',
  unitChecked: 'Utstyret kontrollert',
  returnNotOnLoan: 'Mottatt utstyr som ikke var utlånt',
  newException: 'Et nytt avvik er registrert. Se Avvik.',
  noneOpen: 'Ingen åpne avvik.',
  logoutDialog: 'Endringer er ikke sendt',
  logoutText: (n: number) =>
    `Du har ${n === 1 ? '1 endring' : `${n} endringer`} som ikke er sendt til serveren.`,
};

/** /avvik: open exceptions with one-click resolutions, resolved ones folded away. */
export class AvvikPage {
  readonly heading: Locator;
  /** The paragraph under the heading: what Avvik holds. */
  readonly intro: Locator;
  readonly openSection: Locator;
  readonly openItems: Locator;
  readonly resolvedToggle: Locator;
  readonly resolvedItems: Locator;
  readonly rejectedSection: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'Avvik' });
    this.intro = main.locator('h1 + p');
    this.openSection = main.getByRole('region', { name: 'Åpne avvik' });
    this.openItems = this.openSection.getByRole('article');
    this.resolvedToggle = main.locator('details.avvik-resolved > summary');
    this.resolvedItems = main.locator('details.avvik-resolved').getByRole('article');
    this.rejectedSection = main.getByRole('region', { name: 'Endringer serveren avviste' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/avvik');
    await this.heading.waitFor();
  }

  /** An open exception, by its title (the kind in Norwegian). */
  item(title: string): Locator {
    return this.openItems.filter({
      has: this.page.getByRole('heading', { level: 3, name: title }),
    });
  }

  resolveButton(item: Locator, label: string): Locator {
    return item.getByRole('button', { name: label, exact: true });
  }

  /** "Tidspunkt", "Registrert på", "Registrert av" of an exception. */
  async fact(item: Locator, label: string): Promise<string> {
    return item
      .locator('dt', { hasText: label })
      .locator('xpath=following-sibling::dd[1]')
      .innerText();
  }
}

/** The admin area's sync indicator in the header, and the nav's Avvik link with its count. */
export class SyncIndicator {
  readonly region: Locator;
  readonly status: Locator;
  readonly syncNow: Locator;
  readonly avvikLink: Locator;
  private readonly adminNav: Locator;

  constructor(readonly page: Page) {
    const header = page.getByRole('banner');
    this.region = header.getByRole('region', { name: 'Synkronisering' });
    // The visible summary; the live region beside it only announces state changes.
    this.status = this.region.locator('.sync-status__summary');
    this.syncNow = this.region.getByRole('button', { name: 'Synkroniser nå' });
    this.adminNav = header.getByRole('navigation', { name: 'Administrasjon' });
    this.avvikLink = this.adminNav.getByRole('link', { name: /^Avvik/ });
  }

  /** The nav link by its exact accessible name: the open count is part of it. */
  avvikLinkWith(open: number): Locator {
    const name = open === 0 ? 'Avvik' : `Avvik (${open} ${open === 1 ? 'åpent' : 'åpne'} avvik)`;
    return this.adminNav.getByRole('link', { name, exact: true });
  }

  async lastSyncText(): Promise<string> {
    return this.region.locator('.sync-status__last').innerText();
  }
}
