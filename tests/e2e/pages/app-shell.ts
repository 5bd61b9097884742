import type { Locator, Page } from 'playwright-core';

/** Header, theme toggle, user area and the debug bar shared by every screen. */
export class AppShell {
  readonly header: Locator;
  readonly themeToggle: Locator;
  readonly loginLink: Locator;
  readonly debugBar: Locator;
  readonly skipLink: Locator;
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.themeToggle = this.header.getByRole('button', { name: 'Mørk modus', exact: true });
    this.loginLink = this.header.getByRole('link', { name: 'Logg inn', exact: true });
    this.debugBar = page.getByRole('region', { name: 'Feilsøkingslinje' });
    this.skipLink = page.getByRole('link', { name: 'Hopp til hovedinnhold' });
    this.main = page.getByRole('main');
  }

  /** The user menu button: its label is the signed-in user's email (SPEC §2). */
  userMenu(email: string): Locator {
    return this.header.getByRole('button', { name: email });
  }

  async logout(email: string): Promise<void> {
    await this.userMenu(email).click();
    await this.header.getByRole('button', { name: 'Logg ut', exact: true }).click();
  }

  async theme(): Promise<string | undefined> {
    return this.page.evaluate(() => document.documentElement.dataset.theme);
  }

  async storedDarkMode(): Promise<string | null> {
    return this.page.evaluate(() => localStorage.getItem('darkMode'));
  }

  /** Resolves when the path (decoded) matches; client-side redirects need no navigation event. */
  async waitForPath(path: string | RegExp, timeout = 10_000): Promise<void> {
    await this.page.waitForURL(
      (url) => {
        const p = decodeURIComponent(url.pathname);
        return typeof path === 'string' ? p === path : path.test(p);
      },
      { timeout, waitUntil: 'commit' },
    );
  }

  path(): string {
    return decodeURIComponent(new URL(this.page.url()).pathname);
  }
}

/** Red-ish: the red channel clearly dominates (for "red banner" / "shown in red"). */
export function isReddish(rgb: string): boolean {
  const m = /rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(rgb);
  if (!m) return false;
  const [r, g, b] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return r > g + 40 && r > b + 40;
}
