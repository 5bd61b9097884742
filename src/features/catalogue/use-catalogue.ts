import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { useOnline } from '../../components/ui/use-online';
import { sharedCatalogueQuery, useCatalogueQuery } from '../../db/catalogue/catalogue-live';
import { readCategories, readHuts } from '../../db/catalogue/catalogue-reads';
import { readCatalogueMeta } from '../../db/catalogue/catalogue-store';
import type { CategoryRow, HutRow } from '../../db/catalogue/catalogue-types';
import {
  getCatalogueSyncState,
  subscribeCatalogueSyncState,
} from '../../sync/catalogue-sync-state';
import { refreshCatalogue, startCatalogueSync } from '../../sync/page/catalogue-scheduler';

/** Data older than this counts as possibly outdated, even online. */
export const STALE_AFTER_MS = 30 * 60_000;

export interface CatalogueData {
  categories: CategoryRow[];
  huts: HutRow[];
  /** The county the stored products cover; null: the whole network. */
  county: string | null;
}

/**
 * Categories, huts and the stored products' county; undefined while first read. Each page of
 * the catalogue asks for news when it is opened, so coming back to a product shows what the
 * counter did meanwhile (a 304 when nothing changed).
 */
export function useCatalogue(): CatalogueData | undefined {
  const { pathname } = useLocation();
  useEffect(() => {
    startCatalogueSync();
    refreshCatalogue();
  }, [pathname]);
  return useCatalogueQuery(async (db) => {
    const [categories, huts, meta] = await Promise.all([
      readCategories(db),
      readHuts(db),
      readCatalogueMeta(db),
    ]);
    return { categories, huts, county: meta.storedCounty };
  }, []);
}

/** The current time, refreshed every `everyMs`, so "stale" turns on without other events. */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

export interface CatalogueStatus {
  /** undefined until the local bookkeeping is read. */
  fetchedAt: Date | null | undefined;
  online: boolean;
  syncing: boolean;
  lastError: string | null;
  /** The shown data may be out of date: offline, the last attempt failed, or it is old. */
  stale: boolean;
  /** The county the person picked for a network too large to keep whole (null: none). */
  county: string | null;
  /** The county the stored products cover. */
  storedCounty: string | null;
  /** The network is too large to keep whole and no county is picked yet. */
  areaRequired: boolean;
  /** A county is picked but the device holds no equipment yet (only the "pick one" answer). */
  awaitingFirstCounty: boolean;
}

/** One read of the catalogue's bookkeeping for every component that shows it. */
// The bookkeeping changes with every pull, a 304 too ("Sist oppdatert").
const catalogueMeta = sharedCatalogueQuery(readCatalogueMeta, ['rows', 'meta']);

export function useCatalogueStatus(): CatalogueStatus {
  const meta = useSyncExternalStore(catalogueMeta.subscribe, catalogueMeta.getSnapshot);
  const deviceOnline = useOnline();
  const { syncing, lastError, unreachable } = useSyncExternalStore(
    subscribeCatalogueSyncState,
    getCatalogueSyncState,
  );
  const online = deviceOnline && !unreachable;
  const now = useNow(60_000);
  const fetchedAt =
    meta === undefined ? undefined : meta.fetchedAt ? new Date(meta.fetchedAt) : null;
  const old = fetchedAt ? now - fetchedAt.getTime() > STALE_AFTER_MS : false;
  return {
    fetchedAt,
    online,
    syncing,
    lastError,
    stale: !online || lastError !== null || old,
    county: meta?.county ?? null,
    storedCounty: meta?.storedCounty ?? null,
    areaRequired: meta?.areaRequired ?? false,
    awaitingFirstCounty:
      meta !== undefined &&
      meta.county !== null &&
      meta.county !== meta.storedCounty &&
      meta.storedAreaRequired,
  };
}
