import { upcastOp } from '../../shared/contracts/sync-op-versions';
import type { FixtureRow, FixtureTables } from './fixtures';

/**
 * What each schema version's `upgrade` (src/db/schema.ts) does to a device's rows, as the upgrade
 * tests expect it. Everything else is kept exactly as it was, so a version with an upgrade must
 * be listed here (a test checks it): the tests then know which changes are meant.
 */
export interface UpgradeEffect {
  what: string;
  apply: (tables: FixtureTables) => FixtureTables;
}

const forgetCursors = (tables: FixtureTables): FixtureTables =>
  editRows(tables, 'syncState', (row) => ({ ...row, cursor: null }));

/** Each entry as the shared upcast writes it: its type's current contract and version. */
const upcastEntries = (tables: FixtureTables): FixtureTables =>
  editRows(tables, 'outbox', (entry) => {
    const upcast = upcastOp(entry);
    return upcast.kind === 'current' && isRow(upcast.op) ? upcast.op : entry;
  });

export const upgradeEffects: Readonly<Record<number, UpgradeEffect>> = {
  8: { what: 'every hut cursor is null: the next pull is a whole snapshot', apply: forgetCursors },
  9: { what: 'every hut cursor is null: the next pull is a whole snapshot', apply: forgetCursors },
  10: { what: 'every outbox entry in the current op contracts, with `v`', apply: upcastEntries },
};

function isRow(value: unknown): value is FixtureRow {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function editRows(
  tables: FixtureTables,
  table: string,
  edit: (row: FixtureRow) => FixtureRow,
): FixtureTables {
  const rows = tables[table];
  return rows ? { ...tables, [table]: rows.map(edit) } : tables;
}

/** The rows a device at `from` holds once it is at `to`: every upgrade above `from`, in order. */
export function expectedAfterUpgrade(
  tables: FixtureTables,
  from: number,
  upgradedVersions: readonly number[],
): FixtureTables {
  return upgradedVersions
    .filter((version) => version > from)
    .reduce((rows, version) => upgradeEffects[version]?.apply(rows) ?? rows, tables);
}
