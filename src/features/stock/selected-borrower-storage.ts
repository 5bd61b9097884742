/**
 * The selected borrower for this tab (sessionStorage: a reload keeps it, a new tab or a closed
 * browser starts with nobody selected). Storage can be unavailable; the counter then just forgets.
 */
const KEY = 'selectedLender';

export function readSelectedBorrower(): number | null {
  try {
    const raw = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(KEY);
    const id = raw === null ? Number.NaN : Number(raw);
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

export function writeSelectedBorrower(id: number | null): void {
  try {
    if (typeof sessionStorage === 'undefined') return;
    if (id === null) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, String(id));
  } catch {
    // Not kept: the counter works on without it.
  }
}
