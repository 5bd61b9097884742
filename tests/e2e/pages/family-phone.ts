import type { Locator, Page } from 'playwright-core';

/** The families' phone the issues measure on. */
export const phoneViewport = { width: 390, height: 844 } as const;

/** Where an element sits on the screen, against the sticky header and the viewport. */
export interface Placement {
  top: number;
  bottom: number;
  /** The sticky header's bottom edge (0 when it has scrolled away or there is none). */
  headerBottom: number;
  viewportHeight: number;
}

export async function placementOf(element: Locator): Promise<Placement> {
  return element.evaluate((el) => {
    const rect = el.getBoundingClientRect();
    const header = document.querySelector('header');
    return {
      top: rect.top,
      bottom: rect.bottom,
      headerBottom: Math.max(0, header?.getBoundingClientRect().bottom ?? 0),
      viewportHeight: window.innerHeight,
    };
  });
}

/** Seen on the phone's screen: below the sticky header and above the screen's bottom edge. */
export function inSight(p: Placement): boolean {
  return p.top >= p.headerBottom - 1 && p.bottom <= p.viewportHeight + 1;
}

/** Focus is on the element or inside it. */
export function holdsFocus(element: Locator): Promise<boolean> {
  return element.evaluate(
    (el) => el === document.activeElement || el.contains(document.activeElement),
  );
}

/** What the focused element is, for a failing test to say ("BODY", "BUTTON Registrer"). */
export function focusedDescription(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.tagName} ${(el.textContent ?? '').trim().slice(0, 40)}` : 'none';
  });
}

/** Whether two elements overlap on screen (false when either is absent or not rendered). */
export async function overlap(a: Locator, b: Locator): Promise<boolean> {
  if ((await a.count()) === 0 || (await b.count()) === 0) return false;
  const [ra, rb] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!ra || !rb) return false;
  return (
    ra.x < rb.x + rb.width &&
    rb.x < ra.x + ra.width &&
    ra.y < rb.y + rb.height &&
    rb.y < ra.y + ra.height
  );
}
