import { useLiveQuery } from 'dexie-react-hooks';
import { getDb } from '../../db/database';
import { useHutSession } from '../../db/hooks/use-hut-session';
import { findDraft, hutDataState, stockForCart, type HutDataState } from '../../db/hut/hut-queries';
import { lenderOverview, type LenderOverview } from '../../db/hut/lender-queries';

/** The hut this device works for and whether its data is here yet; undefined while loading. */
export interface HutData extends HutDataState {
  companyId: number | null;
}

export function useHutData(): HutData | undefined {
  const session = useHutSession();
  const companyId = session?.companyId ?? null;
  const state = useLiveQuery(() => hutDataState(getDb(), companyId), [companyId]);
  if (session === undefined || state === undefined) return undefined;
  return { companyId, ...state };
}

/** The chosen lender at the hut (null: none chosen or unknown here); undefined while loading. */
export function useLenderOverview(
  companyId: number,
  lenderId: number | null,
): LenderOverview | null | undefined {
  return useLiveQuery(
    async () => (lenderId === null ? null : lenderOverview(getDb(), companyId, lenderId)),
    [companyId, lenderId],
  );
}

/** The hut's units with their cart status for the chosen lender's cart. */
export function useStock(companyId: number, lenderId: number | null) {
  return useLiveQuery(async () => {
    const db = getDb();
    const draft = lenderId === null ? undefined : await findDraft(db, companyId, lenderId);
    return stockForCart(db, companyId, draft?.id ?? null);
  }, [companyId, lenderId]);
}

/** The public category tree (seasons are roots), kept offline by the catalogue sync. */
export function useCategories() {
  return useLiveQuery(() => getDb().categories.toArray(), []);
}
