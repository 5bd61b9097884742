import { useLiveQuery } from 'dexie-react-hooks';
import { getDb } from '../../db/database';
import { reservedUnits } from '../../db/hut/reservation-holds';
import { todayIsoDate } from '../../shared/domain/dates/dates';
import type { StockRow } from './none-free';

/** A stock row, and the coming pickup day it is needed for when it is ("Reservert 30.11"). */
export type MarkedRow = StockRow & { reservedOn?: string };

/** Free units the coming pickups need: unit id → the first such pickup day (offline too). */
export function useReservedUnits(companyId: number): ReadonlyMap<number, string> | undefined {
  const today = todayIsoDate();
  return useLiveQuery(() => reservedUnits(getDb(), companyId, today), [companyId, today]);
}

/** Marks the rows whose unit a coming pickup needs; the others are returned as they were. */
export function markReserved(
  rows: readonly StockRow[],
  reserved: ReadonlyMap<number, string> | undefined,
): MarkedRow[] {
  if (!reserved || reserved.size === 0) return [...rows];
  return rows.map((row) => {
    const day = reserved.get(row.id);
    return day === undefined ? row : { ...row, reservedOn: day };
  });
}
