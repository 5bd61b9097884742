import { useLiveQuery } from 'dexie-react-hooks';
import { getDb } from '../../db/database';
import { cartLines, type CartLine } from '../../db/hut/hut-queries';
import { lenderOverview, type LenderOverview } from '../../db/hut/lender-queries';

export interface CartView {
  lender: LenderOverview | null;
  lines: CartLine[];
}

/** The chosen lender and the units in their cart, live from Dexie; undefined while loading. */
export function useCart(companyId: number, lenderId: number): CartView | undefined {
  return useLiveQuery(async () => {
    const db = getDb();
    const lender = await lenderOverview(db, companyId, lenderId);
    const lines = lender?.draft ? await cartLines(db, lender.draft.id) : [];
    return { lender, lines };
  }, [companyId, lenderId]);
}
