import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Hut, HutsResponse, hutsQuerySchema } from '../../../shared/contracts/catalogue';
import type { Database } from '../../db/schema';
import { loadHuts } from './reference-data';

type HutsQuery = z.output<typeof hutsQuerySchema>;

// Case-insensitive in Norwegian (Ø/ø, Å/å), which SQL LIKE/lower() do not do on SQLite; the hut
// list is small (a national network has ~250), so the filter runs here.
const fold = (s: string) => s.trim().toLocaleLowerCase('nb');
const byNb = (a: string, b: string) => a.localeCompare(b, 'nb');

function matches(hut: Hut, query: HutsQuery): boolean {
  const checks: Array<[string | undefined, string]> = [
    [query.county, hut.county],
    [query.municipality, hut.municipality],
    [query.town, hut.town],
  ];
  return checks.every(([wanted, actual]) => !wanted || fold(wanted) === fold(actual));
}

function uniqueSorted<T extends { name: string }>(items: T[], parent: (t: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const item of items) seen.set(`${parent(item)}\u0000${item.name}`, item);
  return [...seen.values()].sort((a, b) => byNb(a.name, b.name) || byNb(parent(a), parent(b)));
}

/** Huts filtered by county / municipality / town (exact, case-insensitive) and the filter values. */
export async function listHutsFiltered(
  db: Kysely<Database>,
  query: HutsQuery,
): Promise<HutsResponse> {
  const all = await loadHuts(db);
  return {
    huts: all.filter((h) => matches(h, query)),
    filters: {
      counties: [...new Set(all.map((h) => h.county))].sort(byNb),
      municipalities: uniqueSorted(
        all.map((h) => ({ county: h.county, name: h.municipality })),
        (m) => m.county,
      ),
      towns: uniqueSorted(
        all.map((h) => ({ municipality: h.municipality, name: h.town })),
        (t) => t.municipality,
      ),
    },
  };
}
