import type { HutMemberRow, PersonKey } from '../../db/hut/hut-types';
import { useLiveQuery } from 'dexie-react-hooks';
import { getDb } from '../../db/database';
import { cartLines, type CartLine } from '../../db/hut/hut-queries';
import { borrowerOverview, type BorrowerOverview } from '../../db/hut/borrower-queries';

export interface CartView {
  borrower: BorrowerOverview | null;
  lines: CartLine[];
  /** The borrower's children, who a loan may be for. */
  children: HutMemberRow[];
}

/** The chosen borrower and the units in their cart, live from Dexie; undefined while loading. */
export function useCart(companyId: number, borrowerId: PersonKey): CartView | undefined {
  return useLiveQuery(async () => {
    const db = getDb();
    const borrower = await borrowerOverview(db, companyId, borrowerId);
    const lines = borrower?.draft ? await cartLines(db, borrower.draft.id) : [];
    const children = borrower
      ? await db.hutMembers.where('user_id').equals(borrower.user.id).sortBy('name')
      : [];
    return { borrower, lines, children };
  }, [companyId, borrowerId]);
}
