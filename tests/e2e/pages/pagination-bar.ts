import type { Locator, Page } from 'playwright-core';

/** SPEC §9 pagination: first, previous, page window, next, last, and 'go to page'. */
export class PaginationBar {
  readonly nav: Locator;
  readonly next: Locator;
  readonly previous: Locator;
  readonly first: Locator;
  readonly last: Locator;
  readonly goToInput: Locator;
  readonly goButton: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.nav = page.getByRole('navigation', { name: 'Sidenavigasjon' });
    this.next = this.nav.getByRole('button', { name: 'Neste side', exact: true });
    this.previous = this.nav.getByRole('button', { name: 'Forrige side', exact: true });
    this.first = this.nav.getByRole('button', { name: 'Første side', exact: true });
    this.last = this.nav.getByRole('button', { name: 'Siste side', exact: true });
    this.goToInput = this.nav.getByRole('spinbutton', { name: 'Gå til side' });
    this.goButton = this.nav.getByRole('button', { name: 'Gå', exact: true });
    this.error = this.nav.getByRole('alert');
  }

  pageButton(n: number): Locator {
    return this.nav.getByRole('button', { name: `Side ${n}`, exact: true });
  }

  /** The page marked aria-current, or null. */
  async current(): Promise<number | null> {
    const el = this.nav.locator('[aria-current="page"]');
    if ((await el.count()) === 0) return null;
    return Number((await el.textContent())?.trim());
  }

  /** The page numbers shown as buttons, in order. */
  async shownPages(): Promise<number[]> {
    const texts = await this.nav.locator('[aria-label^="Side "]').allTextContents();
    return texts.map((t) => Number(t.trim()));
  }

  async goTo(page: number | string, submit: 'enter' | 'button' = 'enter'): Promise<void> {
    await this.goToInput.fill(String(page));
    if (submit === 'enter') await this.goToInput.press('Enter');
    else await this.goButton.click();
  }
}
