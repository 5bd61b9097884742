import type { CatalogueResponse } from '../../shared/contracts/catalogue';
import { announceCatalogueChange } from './catalogue-changes';
import type { CatalogueDb } from './catalogue-db';
import { CATALOGUE_FORMAT, metaKeys, type MetaRow } from './catalogue-types';

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

export async function readCatalogueMeta(db: CatalogueDb): Promise<CatalogueMeta> {
  const store = db.transaction('meta').store;
  const [cursor, etag, fetchedAt, generatedAt, format, county, storedCounty, areaRequired] =
    await Promise.all(
      [
        metaKeys.catalogueCursor,
        metaKeys.catalogueEtag,
        metaKeys.catalogueFetchedAt,
        metaKeys.catalogueGeneratedAt,
        metaKeys.catalogueFormat,
        metaKeys.catalogueCounty,
        metaKeys.catalogueStoredCounty,
        metaKeys.catalogueAreaRequired,
      ].map((key) => store.get(key)),
    );
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
export async function chooseCatalogueCounty(db: CatalogueDb, county: string | null): Promise<void> {
  await db.put('meta', { key: metaKeys.catalogueCounty, value: county });
  announceCatalogueChange('meta');
}

/**
 * Writes a full snapshot or a delta in ONE transaction, so readers never see half a catalogue.
 * Categories and huts are small and the server always sends them whole, so they are replaced
 * each time (a removed hut disappears at once). Products: a full snapshot replaces them; a
 * delta upserts the ones it carries and drops the deleted ones.
 */
export async function applyCatalogue(
  db: CatalogueDb,
  response: CatalogueResponse,
  received: { etag: string | null; fetchedAt: string },
): Promise<void> {
  const tx = db.transaction(['categories', 'companies', 'products', 'meta'], 'readwrite');
  const categories = tx.objectStore('categories');
  const companies = tx.objectStore('companies');
  const products = tx.objectStore('products');
  const meta = tx.objectStore('meta');
  // IndexedDB runs a transaction's requests in the order they were made: the clears and
  // deletes land before the puts, and tx.done settles only when all of it is on disk.
  const metaRows: MetaRow[] = [
    { key: metaKeys.catalogueCursor, value: response.cursor },
    { key: metaKeys.catalogueEtag, value: received.etag },
    { key: metaKeys.catalogueFetchedAt, value: received.fetchedAt },
    { key: metaKeys.catalogueGeneratedAt, value: response.generated_at },
    { key: metaKeys.catalogueFormat, value: CATALOGUE_FORMAT },
    { key: metaKeys.catalogueStoredCounty, value: response.county },
    { key: metaKeys.catalogueAreaRequired, value: response.area_required ? 1 : 0 },
  ];
  await Promise.all([
    categories.clear(),
    companies.clear(),
    ...(response.full
      ? [products.clear()]
      : response.deleted_product_ids.map((id) => products.delete(id))),
    ...response.categories.map((row) => categories.put(row)),
    ...response.companies.map((row) => companies.put(row)),
    ...response.products.map((row) => products.put(row)),
    ...metaRows.map((row) => meta.put(row)),
    tx.done,
  ]);
  announceCatalogueChange('rows');
}

/** A 304: nothing changed, but the data is now known to be current. */
export async function markCatalogueChecked(db: CatalogueDb, fetchedAt: string): Promise<void> {
  await db.put('meta', { key: metaKeys.catalogueFetchedAt, value: fetchedAt });
  announceCatalogueChange('meta');
}
