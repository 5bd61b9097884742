import type { Locator, Page } from 'playwright-core';

/** The header's bell (SPEC §2, §4): the button with the unread count, and its panel. */
export class Bell {
  readonly button: Locator;
  readonly panel: Locator;

  constructor(readonly page: Page) {
    const header = page.getByRole('banner');
    this.button = header.getByRole('button', { name: /^Varsler/ });
    this.panel = header.locator('.notifications');
  }

  /**
   * Opens the panel once the person's bell has loaded (it says aria-busy until then; a panel
   * opened on the stand-in would close when the real bell replaces it).
   */
  async open(): Promise<void> {
    await this.page
      .getByRole('banner')
      .locator('button.bell:not([aria-busy])')
      .waitFor({ timeout: 20_000 });
    if (!(await this.panel.isVisible())) await this.button.click();
    await this.panel.waitFor();
  }

  /** The tick box of the notice with this text. */
  tick(text: string | RegExp): Locator {
    return this.panel.getByRole('checkbox', { name: text });
  }

  /** The notice's text as a link to what it is about. */
  link(text: string | RegExp): Locator {
    return this.panel.getByRole('link', { name: text });
  }

  async messages(): Promise<string[]> {
    return this.panel.locator('.notifications__item span').allInnerTexts();
  }
}
