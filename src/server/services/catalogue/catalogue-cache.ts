import type { Kysely } from 'kysely';
import type { Category } from '../../../shared/contracts/catalogue';
import type { Database } from '../../db/schema';

/** Filter lists kept per version; a visitor's free-text searches must not grow memory without end. */
export const MAX_CACHED_LISTS = 200;

/**
 * One value loaded at most once. A promise, so concurrent requests for a missing value share
 * one query; a failed load is forgotten and the next request tries again.
 */
export class Slot<T> {
  private loading: Promise<T> | undefined;

  get(load: () => Promise<T>): Promise<T> {
    if (this.loading) return this.loading;
    const loading = load();
    this.loading = loading;
    loading.catch(() => {
      if (this.loading === loading) this.loading = undefined;
    });
    return loading;
  }
}

/** What this process knows about one catalogue version. */
export class CatalogueGeneration {
  readonly categories = new Slot<Category[]>();
  /** Live products per category id (the category page's counts). */
  readonly productCounts = new Slot<ReadonlyMap<number, number>>();
  private readonly lists = new Map<string, Promise<readonly number[]>>();

  constructor(readonly version: number) {}

  /** The ordered product ids of one filter, least recently used dropped first. */
  list(key: string, load: () => Promise<readonly number[]>): Promise<readonly number[]> {
    const known = this.lists.get(key);
    if (known) {
      this.lists.delete(key);
      this.lists.set(key, known);
      return known;
    }
    const loading = load();
    this.lists.set(key, loading);
    loading.catch(() => {
      if (this.lists.get(key) === loading) this.lists.delete(key);
    });
    for (const oldest of this.lists.keys()) {
      if (this.lists.size <= MAX_CACHED_LISTS) break;
      this.lists.delete(oldest);
    }
    return loading;
  }

  get listCount(): number {
    return this.lists.size;
  }
}

const byDatabase = new WeakMap<Kysely<Database>, CatalogueGeneration>();

/**
 * The generation for `version` read by this request. Versions only grow, so a newer one replaces
 * what is kept. A request that read an older version (a write committed meanwhile) gets a
 * generation of its own: what it computes may show either version's data, so it is kept under
 * neither.
 */
export function generationFor(db: Kysely<Database>, version: number): CatalogueGeneration {
  const kept = byDatabase.get(db);
  if (!kept || kept.version < version) {
    const fresh = new CatalogueGeneration(version);
    byDatabase.set(db, fresh);
    return fresh;
  }
  return kept.version === version ? kept : new CatalogueGeneration(version);
}
