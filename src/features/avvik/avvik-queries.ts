import type { UtstyrsbodDb } from '../../db/database';
import type { ExceptionRow, OutboxEntry } from '../../db/hut/hut-types';
import { rejectedEntries } from '../../db/hut/outbox-store';
import { detailNumber, detailText, type AvvikRefs } from './describe-exception';

export interface AvvikData {
  open: ExceptionRow[];
  resolved: ExceptionRow[];
  rejected: OutboxEntry[];
  refs: AvvikRefs;
  /** This browser's device id, to mark "denne enheten"; null before its first command. */
  deviceId: string | null;
}

const byNewest = (a: ExceptionRow, b: ExceptionRow) => b.created_at.localeCompare(a.created_at);

const defined = <T>(rows: readonly (T | undefined)[]): T[] =>
  rows.filter((r): r is T => r !== undefined);

/** Open exceptions of the hut, newest first (for the nav badge and the bell too). */
export async function openExceptions(db: UtstyrsbodDb, companyId: number) {
  const rows = await db.exceptions.where('status').equals('open').toArray();
  return rows.filter((e) => e.company_id === companyId).sort(byNewest);
}

/**
 * Everything the inbox shows, from the local tables only (works offline): the hut's exceptions,
 * the rows their details name, and the outbox entries the server refused.
 */
export async function loadAvvik(db: UtstyrsbodDb, companyId: number): Promise<AvvikData> {
  const all = (await db.exceptions.toArray()).filter((e) => e.company_id === companyId);
  const [rejected, device] = await Promise.all([
    rejectedEntries(db, companyId),
    db.device.get('device'),
  ]);
  const refs = await loadRefs(db, all);
  return {
    open: all.filter((e) => e.status !== 'resolved').sort(byNewest),
    resolved: all
      .filter((e) => e.status === 'resolved')
      .sort((a, b) => (b.resolved_at ?? '').localeCompare(a.resolved_at ?? '')),
    rejected,
    refs,
    deviceId: device?.deviceId ?? null,
  };
}

/** The rows named by exceptions (and all users, for staff names), fetched by key. */
export async function loadRefs(
  db: UtstyrsbodDb,
  exceptions: readonly ExceptionRow[],
): Promise<AvvikRefs> {
  const loanIds = new Set<string>();
  const itemIds = new Set<string>();
  const unitIds = new Set<number>();
  // A broken reservation names its product (no unit of it was the reserved one).
  const productIds = new Set<number>();
  for (const e of exceptions) {
    const product = detailNumber(e.details, 'productId');
    if (product !== null) productIds.add(product);
    for (const key of ['loanId', 'previousLoanId']) {
      const id = detailText(e.details, key);
      if (id) loanIds.add(id);
    }
    const item = detailText(e.details, 'loanItemId');
    if (item) itemIds.add(item);
    const unit = detailNumber(e.details, 'unitId');
    if (unit !== null) unitIds.add(unit);
  }
  const [users, loans, items] = await Promise.all([
    db.hutUsers.toArray(),
    db.loans.bulkGet([...loanIds]),
    db.loanItems.bulkGet([...itemIds]),
  ]);
  for (const item of defined(items)) unitIds.add(item.unit_id);
  const units = defined(await db.units.bulkGet([...unitIds]));
  const products = defined(
    await db.hutProducts.bulkGet([...new Set([...units.map((u) => u.product_id), ...productIds])]),
  );
  return {
    users: new Map(users.map((u) => [u.id, u])),
    loans: new Map(defined(loans).map((l) => [l.id, l])),
    items: new Map(defined(items).map((i) => [i.id, i])),
    units: new Map(units.map((u) => [u.id, u])),
    products: new Map(products.map((p) => [p.id, p])),
  };
}
