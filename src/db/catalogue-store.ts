import type { CatalogueResponse } from '../shared/contracts/catalogue';
import { CATALOGUE_FORMAT, metaKeys, type MetaRow } from './catalogue-types';
import type { UtstyrsbodDb } from './database';

export interface CatalogueMeta {
  cursor: number | null;
  etag: string | null;
  /** When this device last heard from the server about the catalogue (ISO-8601). */
  fetchedAt: string | null;
  /** The server's time of the snapshot it last sent. */
  generatedAt: string | null;
  /** The county the person picked; null: the whole network. */
  county: string | null;
  /** The county the stored products cover (differs from `county` until the next pull lands). */
  storedCounty: string | null;
  /** The network is too large for one download and no county is picked yet. */
  areaRequired: boolean;
  /** The stored rows are an answer without products ("pick a county"), whatever is chosen now. */
  storedAreaRequired: boolean;
  /**
   * The stored ETag may revalidate the next pull: the rows are of this format and of the county
   * now chosen. Also for an answer without products, which the next pull asks for whole again
   * (no cursor), so an unchanged network answers 304 rather than the same answer again.
   */
  revalidate: boolean;
}

function asNumber(row: MetaRow | undefined): number | null {
  return typeof row?.value === 'number' ? row.value : null;
}
function asString(row: MetaRow | undefined): string | null {
  return typeof row?.value === 'string' ? row.value : null;
}

export async function readCatalogueMeta(db: UtstyrsbodDb): Promise<CatalogueMeta> {
  const [cursor, etag, fetchedAt, generatedAt, format, county, storedCounty, areaRequired] =
    await db.meta.bulkGet([
      metaKeys.catalogueCursor,
      metaKeys.catalogueEtag,
      metaKeys.catalogueFetchedAt,
      metaKeys.catalogueGeneratedAt,
      metaKeys.catalogueFormat,
      metaKeys.catalogueCounty,
      metaKeys.catalogueStoredCounty,
      metaKeys.catalogueAreaRequired,
    ]);
  const chosen = asString(county);
  const storedAreaRequired = asNumber(areaRequired) === 1;
  // Rows of an older format, or of another county than the one now chosen, are kept for reading,
  // but the next pull asks for everything; so does an answer without products, which no delta
  // may build on (the server may have stopped asking for a county).
  const revalidate = asNumber(format) === CATALOGUE_FORMAT && asString(storedCounty) === chosen;
  const current = revalidate && !storedAreaRequired;
  return {
    cursor: current ? asNumber(cursor) : null,
    etag: asString(etag),
    fetchedAt: asString(fetchedAt),
    generatedAt: asString(generatedAt),
    county: chosen,
    storedCounty: asString(storedCounty),
    areaRequired: chosen === null && storedAreaRequired,
    storedAreaRequired,
    revalidate,
  };
}

/** The person's county for the offline catalogue (null: the whole network); the next pull fetches it. */
export async function chooseCatalogueCounty(
  db: UtstyrsbodDb,
  county: string | null,
): Promise<void> {
  await db.meta.put({ key: metaKeys.catalogueCounty, value: county });
}

/**
 * Writes a full snapshot or a delta in ONE transaction, so readers never see half a catalogue.
 * Categories and huts are small and the server always sends them whole, so they are replaced
 * each time (a removed hut disappears at once). Products: a full snapshot replaces them; a
 * delta upserts the ones it carries and drops the deleted ones.
 */
export async function applyCatalogue(
  db: UtstyrsbodDb,
  response: CatalogueResponse,
  received: { etag: string | null; fetchedAt: string },
): Promise<void> {
  await db.transaction('rw', [db.categories, db.companies, db.products, db.meta], async () => {
    await Promise.all([
      db.categories.clear(),
      db.companies.clear(),
      response.full ? db.products.clear() : db.products.bulkDelete(response.deleted_product_ids),
    ]);
    await Promise.all([
      db.categories.bulkPut(response.categories),
      db.companies.bulkPut(response.companies),
      db.products.bulkPut(response.products),
      db.meta.bulkPut([
        { key: metaKeys.catalogueCursor, value: response.cursor },
        { key: metaKeys.catalogueEtag, value: received.etag },
        { key: metaKeys.catalogueFetchedAt, value: received.fetchedAt },
        { key: metaKeys.catalogueGeneratedAt, value: response.generated_at },
        { key: metaKeys.catalogueFormat, value: CATALOGUE_FORMAT },
        { key: metaKeys.catalogueStoredCounty, value: response.county },
        { key: metaKeys.catalogueAreaRequired, value: response.area_required ? 1 : 0 },
      ]),
    ]);
  });
}

/** A 304: nothing changed, but the data is now known to be current. */
export async function markCatalogueChecked(db: UtstyrsbodDb, fetchedAt: string): Promise<void> {
  await db.meta.put({ key: metaKeys.catalogueFetchedAt, value: fetchedAt });
}
