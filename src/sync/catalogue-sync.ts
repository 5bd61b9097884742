/**
 * Pulls the public catalogue (GET /api/public/catalogue, ETag + `since` deltas) into the
 * catalogue's database (src/db/catalogue). Shared by the page and the service worker: no React, no Redux. Single-flight in this
 * context, and across tabs through the Web Locks API where the browser has it.
 */
import { getCatalogueDb, type CatalogueDb } from '../db/catalogue/catalogue-db';
import {
  applyCatalogue,
  markCatalogueChecked,
  readCatalogueMeta,
} from '../db/catalogue/catalogue-store';
import { catalogueResponseSchema } from '../shared/contracts/catalogue';
import { catalogueSyncTexts } from '../i18n/nb/catalogue-sync';
import { updateCatalogueSyncState } from './catalogue-sync-state';

export const CATALOGUE_URL = '/api/public/catalogue';
/** Background Sync tag the service worker answers by pulling the catalogue. */
export const CATALOGUE_SYNC_TAG = 'utstyrsbod-catalogue';
const LOCK_NAME = 'utstyrsbod-catalogue-sync';

export type CatalogueSyncResult =
  | { kind: 'updated'; full: boolean; cursor: number; products: number }
  | { kind: 'unchanged' }
  | { kind: 'offline' }
  | { kind: 'busy' }
  | { kind: 'failed'; reason: 'network' | 'server' | 'storage'; message: string };

export interface CatalogueSyncDeps {
  db?: CatalogueDb;
  fetch?: typeof fetch;
  now?: () => Date;
  /** Whether the device reports a connection; skipped attempts cost nothing. */
  isOnline?: () => boolean;
}

function defaultIsOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** One pull. Network first, then one transaction: never a fetch inside a transaction. */
export async function pullCatalogue(deps: CatalogueSyncDeps = {}): Promise<CatalogueSyncResult> {
  const db = deps.db ?? (await getCatalogueDb());
  const doFetch = deps.fetch ?? globalThis.fetch.bind(globalThis);
  const now = deps.now ?? (() => new Date());
  if (!(deps.isOnline ?? defaultIsOnline)()) return { kind: 'offline' };

  const meta = await readCatalogueMeta(db);
  const params = new URLSearchParams();
  if (meta.cursor !== null) params.set('since', String(meta.cursor));
  if (meta.county !== null) params.set('county', meta.county);
  const query = params.toString();
  const url = query ? `${CATALOGUE_URL}?${query}` : CATALOGUE_URL;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (meta.etag && meta.revalidate) headers['If-None-Match'] = meta.etag;

  let response: Response;
  try {
    // no-store: the conditional request is ours; the HTTP cache must not answer it.
    response = await doFetch(url, { headers, credentials: 'same-origin', cache: 'no-store' });
  } catch {
    return { kind: 'failed', reason: 'network', message: catalogueSyncTexts.networkError };
  }
  if (response.status === 304) {
    await markCatalogueChecked(db, now().toISOString());
    return { kind: 'unchanged' };
  }
  if (!response.ok) {
    return {
      kind: 'failed',
      reason: 'server',
      message: catalogueSyncTexts.serverError(response.status),
    };
  }

  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { kind: 'failed', reason: 'server', message: catalogueSyncTexts.invalidResponse };
  }
  const parsed = catalogueResponseSchema.safeParse(body);
  if (!parsed.success) {
    return { kind: 'failed', reason: 'server', message: catalogueSyncTexts.invalidResponse };
  }

  await applyCatalogue(db, parsed.data, {
    etag: response.headers.get('ETag'),
    fetchedAt: now().toISOString(),
  });
  return {
    kind: 'updated',
    full: parsed.data.full,
    cursor: parsed.data.cursor,
    products: parsed.data.products.length,
  };
}

async function withCrossTabLock(
  run: () => Promise<CatalogueSyncResult>,
): Promise<CatalogueSyncResult> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return run();
  // Another tab already pulling writes the same rows; its result reaches us as a catalogue change.
  return locks.request(
    LOCK_NAME,
    { ifAvailable: true },
    async (lock): Promise<CatalogueSyncResult> => (lock ? run() : { kind: 'busy' }),
  );
}

let inFlight: Promise<CatalogueSyncResult> | null = null;

/** Single-flight pull that also keeps the sync state for the screens up to date. */
export function syncCatalogue(deps: CatalogueSyncDeps = {}): Promise<CatalogueSyncResult> {
  if (inFlight) return inFlight;
  updateCatalogueSyncState({ syncing: true, lastAttemptAt: Date.now() });
  inFlight = withCrossTabLock(() => pullCatalogue(deps))
    .catch((): CatalogueSyncResult => ({
      kind: 'failed',
      reason: 'storage',
      message: catalogueSyncTexts.storageError,
    }))
    .then((result) => {
      if (result.kind === 'failed')
        updateCatalogueSyncState({
          syncing: false,
          lastError: result.message,
          unreachable: result.reason === 'network',
        });
      else if (result.kind === 'updated' || result.kind === 'unchanged')
        updateCatalogueSyncState({ syncing: false, lastError: null, unreachable: false });
      else updateCatalogueSyncState({ syncing: false });
      return result;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
