import type { PersonKey } from '../../db/hut/hut-types';
import { uuidV7Schema } from '../../shared/contracts/sync-ops';
/**
 * The selected borrower for this tab (sessionStorage: a reload keeps it, a new tab or a closed
 * browser starts with nobody selected). Storage can be unavailable; the counter then just forgets.
 */
const KEY = 'selectedLender';

export function readSelectedBorrower(): PersonKey | null {
  try {
    const raw = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(KEY);
    if (raw === null) return null;
    // A walk-in not yet synced is kept by this device's ref for them.
    const ref = uuidV7Schema.safeParse(raw);
    if (ref.success) return ref.data;
    const id = Number(raw);
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

export function writeSelectedBorrower(id: PersonKey | null): void {
  try {
    if (typeof sessionStorage === 'undefined') return;
    if (id === null) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, String(id));
  } catch {
    // Not kept: the counter works on without it.
  }
}
