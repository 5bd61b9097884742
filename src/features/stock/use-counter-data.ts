import type { PersonKey } from '../../db/hut/hut-types';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCatalogueQuery } from '../../db/catalogue/catalogue-live';
import { readCategories } from '../../db/catalogue/catalogue-reads';
import { getDb } from '../../db/database';
import { useHutSession } from '../../db/hooks/use-hut-session';
import { findDraft, hutDataState, stockForCart, type HutDataState } from '../../db/hut/hut-queries';
import { borrowerOverview, type BorrowerOverview } from '../../db/hut/borrower-queries';

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

/** The chosen borrower at the hut (null: none chosen or unknown here); undefined while loading. */
export function useBorrowerOverview(
  companyId: number,
  borrowerId: PersonKey | null,
): BorrowerOverview | null | undefined {
  return useLiveQuery(
    async () => (borrowerId === null ? null : borrowerOverview(getDb(), companyId, borrowerId)),
    [companyId, borrowerId],
  );
}

/** The hut's units with their cart status for the chosen borrower's cart. */
export function useStock(companyId: number, borrowerId: PersonKey | null) {
  return useLiveQuery(async () => {
    const db = getDb();
    const draft = borrowerId === null ? undefined : await findDraft(db, companyId, borrowerId);
    return stockForCart(db, companyId, draft?.id ?? null);
  }, [companyId, borrowerId]);
}

/** The public category tree (seasons are roots), kept offline by the catalogue sync. */
export function useCategories() {
  return useCatalogueQuery(readCategories, []);
}
