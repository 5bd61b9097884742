import type { Locator, Page } from 'playwright-core';

export interface CardInfo {
  name: string;
  hut: string;
  ledig: string;
}

/** The product cards of a catalogue page: name, hut line and 'Ledig x/y'. */
export class ProductGrid {
  readonly cards: Locator;

  constructor(readonly page: Page) {
    this.cards = page.getByRole('main').getByRole('article');
  }

  async count(): Promise<number> {
    return this.cards.count();
  }

  async names(): Promise<string[]> {
    return this.cards.getByRole('heading').allTextContents();
  }

  async info(): Promise<CardInfo[]> {
    return this.cards.evaluateAll((els) =>
      els.map((el) => {
        const name = el.querySelector('h1,h2,h3,h4,h5,h6')?.textContent?.trim() ?? '';
        const texts = [...el.querySelectorAll('p')].map((p) => p.textContent?.trim() ?? '');
        const ledig = texts.find((t) => /^Ledig \d+\/\d+$/.test(t)) ?? '';
        const hut = texts.find((t) => t !== ledig) ?? '';
        return { name, hut, ledig };
      }),
    );
  }

  /**
   * Polls the cards until `check` holds (the list and its labels settle together), and returns
   * them; on timeout the error shows what was last seen.
   */
  async waitUntil(
    check: (cards: CardInfo[]) => boolean,
    what: string,
    timeout = 10_000,
  ): Promise<CardInfo[]> {
    const deadline = Date.now() + timeout;
    for (;;) {
      const cards = await this.info();
      if (check(cards)) return cards;
      if (Date.now() > deadline) {
        throw new Error(
          `cards never showed ${what}; last seen:\n${JSON.stringify(cards, null, 1)}`,
        );
      }
      await this.page.waitForTimeout(50);
    }
  }
}
