import type { PersonKey } from '../../db/hut/hut-types';
import { useLiveQuery } from 'dexie-react-hooks';
import { getDb } from '../../db/database';
import { useHutSession } from '../../db/hooks/use-hut-session';
import {
  hutDataState,
  readStock,
  stockRows,
  type HutDataState,
  type StockUnit,
} from '../../db/hut/hut-queries';
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

export interface CounterView {
  /** The chosen borrower at the hut (null: none chosen or unknown here). */
  borrower: BorrowerOverview | null;
  /** The hut's units with their cart status for the chosen borrower's cart. */
  units: StockUnit[];
}

/**
 * The stock counter's borrower and units, from ONE live query: both depend on the borrower's
 * draft, and apart they read it twice and render the 300-row table twice for every change (a
 * command, each sync step) while staff go on clicking. Undefined while loading.
 */
export function useCounterView(
  companyId: number,
  borrowerId: PersonKey | null,
): CounterView | undefined {
  return useLiveQuery(async () => {
    const db = getDb();
    const [borrower, stock] = await Promise.all([
      borrowerId === null ? null : borrowerOverview(db, companyId, borrowerId),
      readStock(db),
    ]);
    return { borrower, units: stockRows(stock, companyId, borrower?.draft?.id ?? null) };
  }, [companyId, borrowerId]);
}

/** The public category tree (seasons are roots), kept offline by the catalogue sync. */
export function useCategories() {
  return useLiveQuery(() => getDb().categories.toArray(), []);
}
