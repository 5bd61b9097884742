import type { Locator, Page } from 'playwright-core';

export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * The chrome a staff member works under: the sticky header with the navigation and the sync
 * bar, and the toasts over it, measured as the browser lays them out (getBoundingClientRect).
 */
export class TabletChrome {
  readonly header: Locator;
  readonly adminNav: Locator;
  readonly adminLinks: Locator;
  readonly publicMenu: Locator;
  readonly syncBar: Locator;
  readonly syncNow: Locator;
  readonly toasts: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.adminNav = page.getByRole('navigation', { name: 'Administrasjon' });
    this.adminLinks = this.adminNav.getByRole('link');
    this.publicMenu = page
      .getByRole('navigation', { name: 'Hovedmeny' })
      .getByRole('button', { name: 'Meny', exact: true });
    this.syncBar = page.getByRole('region', { name: 'Synkronisering' });
    this.syncNow = this.syncBar.getByRole('button', { name: /^Synkroniser/ });
    this.toasts = page.locator('.toast');
  }

  static box(locator: Locator): Promise<Box> {
    return locator.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    });
  }

  /** How far down the viewport the sticky header (navigation and sync bar included) reaches. */
  async chromeHeight(): Promise<number> {
    const boxes = await Promise.all(
      [this.header, this.adminNav, this.syncBar].map((l) => TabletChrome.box(l)),
    );
    return Math.max(...boxes.map((b) => b.bottom));
  }

  /** The distinct tops of the admin navigation's links: one value when it is one row. */
  async adminRows(): Promise<number[]> {
    const tops = await this.adminLinks.evaluateAll((links) =>
      links.map((l) => Math.round(l.getBoundingClientRect().top)),
    );
    return [...new Set(tops)];
  }

  /** Boxes of the toasts on screen. */
  async toastBoxes(): Promise<Box[]> {
    return this.toasts.evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
      }),
    );
  }
}

export function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * Whether the element is fully inside the viewport and what the user sees at its centre and
 * corners is the element itself (nothing sticky, no toast and no dialog edge on top of it).
 */
export function isFullyShown(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return false;
    if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) return false;
    // Far enough in that a rounded corner (8 px) is still the element.
    const inset = Math.min(6, r.width / 4, r.height / 4);
    const points: [number, number][] = [
      [(r.left + r.right) / 2, (r.top + r.bottom) / 2],
      [r.left + inset, r.top + inset],
      [r.right - inset, r.top + inset],
      [r.left + inset, r.bottom - inset],
      [r.right - inset, r.bottom - inset],
    ];
    return points.every(([x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (hit === el || el.contains(hit));
    });
  });
}

/**
 * Tabs through the page from its start and returns, for each control reached inside `within`,
 * its box: the focus order the keyboard user gets.
 */
export async function tabOrderBoxes(
  page: Page,
  within: Locator,
  steps: number,
): Promise<{ name: string; box: Box }[]> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await page.locator('body').focus();
  const reached: { name: string; box: Box }[] = [];
  for (let i = 0; i < steps; i += 1) {
    await page.keyboard.press('Tab');
    const info = await within.evaluate((root) => {
      const el = document.activeElement;
      if (!el || !root.contains(el)) return null;
      const r = el.getBoundingClientRect();
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim();
      return { name, box: { top: r.top, bottom: r.bottom, left: r.left, right: r.right } };
    });
    if (info && info.box.bottom > info.box.top) reached.push(info);
  }
  return reached;
}
