/**
 * SPEC §2's debug bar (who, which hut, the last API answer) is for developers and support, not
 * for families: on in development, otherwise off until asked for with `?debug=1` in any address
 * (remembered on the device; `?debug=0` turns it off) or on the settings page.
 */
export type StoredDebugBar = 'on' | 'off';

export function resolveDebugBar(stored: string | null, search: string, dev: boolean): boolean {
  const asked = new URLSearchParams(search).get('debug');
  if (asked === '1') return true;
  if (asked === '0') return false;
  if (stored === 'on') return true;
  if (stored === 'off') return false;
  return dev;
}

/** What to remember after reading the address: only an explicit ?debug= changes it. */
export function debugBarToStore(search: string): StoredDebugBar | null {
  const asked = new URLSearchParams(search).get('debug');
  return asked === '1' ? 'on' : asked === '0' ? 'off' : null;
}

/** <html data-debug-bar="on"> leaves room for the fixed bar at the bottom. */
export function applyDebugBar(shown: boolean): void {
  if (typeof document === 'undefined') return;
  if (shown) document.documentElement.dataset.debugBar = 'on';
  else delete document.documentElement.dataset.debugBar;
}
