/**
 * Dexie schema history of the `utstyrsbod` database. Versions are append-only: a later change
 * adds a new entry (new tables, new indexes) and never edits an earlier one, so page and service
 * worker, which share this module, always agree and old devices upgrade in place.
 * Only indexed fields are listed; other fields are stored as they come.
 */
export interface SchemaVersion {
  version: number;
  stores: Record<string, string | null>;
}

export const DATABASE_NAME = 'utstyrsbod';

export const schemaVersions: readonly SchemaVersion[] = [
  {
    version: 1,
    stores: {
      // The public catalogue (GET /api/public/catalogue).
      categories: 'id, parent_id, slug',
      companies: 'id, name, county, municipality, town',
      products: 'id, category_id, name',
      meta: 'key',
    },
  },
];
