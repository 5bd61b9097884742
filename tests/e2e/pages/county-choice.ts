import type { Locator, Page } from 'playwright-core';

export const countyPrompt =
  'Utstyrsbodene finnes over hele landet. Velg fylket ditt, så lagres utstyret der på enheten og kan brukes uten nett.';

/** The county picker of a catalogue page on a network too large to keep whole. */
export class CountyChoice {
  readonly prompt: Locator;
  readonly select: Locator;

  constructor(readonly page: Page) {
    this.prompt = page.getByText(countyPrompt, { exact: true });
    this.select = page.getByRole('combobox', { name: 'Vis utstyr i fylke', exact: true });
  }

  shown(county: string): Locator {
    return this.page.getByText(`Viser utstyr i ${county}.`, { exact: true });
  }

  /** Picks a county and waits until its equipment is on the device. */
  async choose(county: string): Promise<void> {
    await this.select.selectOption(county);
    await this.shown(county).waitFor({ timeout: 15_000 });
  }
}
