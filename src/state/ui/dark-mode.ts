/** SPEC §4 dark mode: the stored 'enabled'/'disabled' wins, otherwise the system preference. */
export type StoredDarkMode = 'enabled' | 'disabled';

export function resolveDarkMode(stored: string | null, systemPrefersDark: boolean): boolean {
  if (stored === 'enabled') return true;
  if (stored === 'disabled') return false;
  return systemPrefersDark;
}

export function serializeDarkMode(dark: boolean): StoredDarkMode {
  return dark ? 'enabled' : 'disabled';
}

export function systemPrefersDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
}

/** Applies the theme to <html>; CSS custom properties switch on data-theme. */
export function applyTheme(dark: boolean): void {
  if (typeof document === 'undefined') return;
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}
