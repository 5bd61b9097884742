import type { Kysely } from 'kysely';
import { presetPeriod } from '../../src/features/statistics/period';
import { nowIso, todayIso } from '../../src/server/db/clock';
import { generatedUser } from '../../src/server/db/generate-loans';
import type { GeneratedNetwork } from '../../src/server/db/generate-network';
import type { Database } from '../../src/server/db/schema';
import { SESSION_COOKIE } from '../../src/server/plugins/session';
import { createSession } from '../../src/server/services/sessions';
import { pullResponseSchema } from '../../src/shared/contracts';
import { percentile, sendOk, type Answer } from './scale-http';
import type { Tablet } from './scale-tablets';

export interface Figure {
  what: string;
  p50?: number;
  p95?: number;
  note?: string;
  /** The last answer's body bytes on the wire. */
  wireBytes?: number;
}

/** The budget for the catalogue a borrower's phone downloads first, compressed. */
export const CATALOGUE_BUDGET_BYTES = 300_000;
const RUNS = Number(process.env.BENCH_SCALE_RUNS ?? 20);
const kb = (bytes: number) => `${(bytes / 1000).toFixed(0)} KB`;

async function timed(
  what: string,
  runs: number,
  request: (i: number) => Promise<Answer>,
  note?: (last: Answer) => string,
): Promise<Figure> {
  await request(0); // warm-up: plans, pool connections
  const times: number[] = [];
  let last: Answer | undefined;
  for (let i = 1; i <= runs; i++) {
    last = await request(i);
    times.push(last.ms);
  }
  return {
    what,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    ...(note && last ? { note: note(last), wireBytes: last.wireBytes } : {}),
  };
}

const sizes = (a: Answer) => `${kb(a.wireBytes)} ${a.encoding} (JSON ${kb(a.jsonBytes)})`;

/** A network admin's session, for the network's statistics. */
async function adminHeaders(db: Kysely<Database>): Promise<Record<string, string>> {
  const now = nowIso();
  const admin = await db
    .insertInto('users')
    .values(
      generatedUser(
        { name: 'Nettverksadmin', email: 'nettverk@skala.utstyrsbod.no', isNetworkAdmin: true },
        now,
      ),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  const { token } = await createSession(db, {
    userId: admin.id,
    companyId: null,
    remember: true,
    idleMinutes: 60,
  });
  return { cookie: `${SESSION_COOKIE}=${token}` };
}

/**
 * Pulls, the public catalogue and the statistics, each as its caller makes it, one request at a
 * time (the tablets' run measures them under load).
 */
export async function measureReads(
  db: Kysely<Database>,
  network: GeneratedNetwork,
  tablets: readonly Tablet[],
): Promise<Figure[]> {
  const tablet = tablets[0];
  if (!tablet) throw new Error('bench: no tablets');
  const base = tablet.baseURL;
  const hutOf = (i: number) => tablets[(i * 37) % tablets.length] ?? tablet;
  const figures: Figure[] = [];

  figures.push(
    await timed(
      'a hut’s full pull (a new tablet)',
      3,
      (i) => sendOk(`${hutOf(i).baseURL}/api/sync/pull`, { headers: hutOf(i).headers }),
      sizes,
    ),
  );
  const { cursor } = pullResponseSchema.parse(
    JSON.parse((await sendOk(`${base}/api/sync/pull`, { headers: tablet.headers })).body),
  );
  figures.push(
    await timed(
      'an empty pull',
      RUNS,
      () => sendOk(`${base}/api/sync/pull?since=${cursor}`, { headers: tablet.headers }),
      (a) => `${a.wireBytes} bytes`,
    ),
  );

  figures.push(
    await timed(
      'public catalogue, first visit (no county: huts, categories, “pick a county”)',
      3,
      () => sendOk(`${base}/api/public/catalogue`),
      sizes,
    ),
  );
  const hutsPerCounty = new Map<string, number>();
  for (const h of network.huts) hutsPerCounty.set(h.county, (hutsPerCounty.get(h.county) ?? 0) + 1);
  const largest = [...hutsPerCounty].sort((a, b) => b[1] - a[1])[0];
  if (largest) {
    const [county, huts] = largest;
    const scoped = await timed(
      `public catalogue of one county (${county}, ${huts} huts)`,
      3,
      () => sendOk(`${base}/api/public/catalogue?county=${encodeURIComponent(county)}`),
      sizes,
    );
    const within = (scoped.wireBytes ?? Infinity) <= CATALOGUE_BUDGET_BYTES;
    scoped.note = `${scoped.note ?? ''}, ${within ? 'within 300 KB' : 'OVER 300 KB'}`;
    figures.push(scoped);
  }

  const hut = network.huts[0];
  const search = ['ski', 'sykkel', 'hjelm', 'telt'];
  figures.push(
    await timed('/api/public/items (page, hut, search, deep page)', RUNS * 2, (i) => {
      const path = [
        `page=${(i % 5) + 1}`,
        `companyId=${network.huts[i % network.huts.length]?.id ?? 1}&page=1`,
        `search=${search[i % search.length] ?? 'ski'}`,
        `page=${500 + i}`,
      ][i % 4];
      return sendOk(`${base}/api/public/items?${path}`);
    }),
  );

  const today = todayIso();
  const year = presetPeriod('year', today);
  figures.push(
    await timed('a hut’s statistics, last 12 months', RUNS, (i) => {
      const t = hutOf(i);
      return sendOk(
        `${t.baseURL}/api/company/${t.hut.id}/statistics?from=${year.from}&to=${year.to}`,
        { headers: t.headers },
      );
    }),
  );
  const admin = await adminHeaders(db);
  const months = presetPeriod('year', today, true);
  figures.push(
    await timed('the network’s statistics, last 12 months', RUNS, () =>
      sendOk(`${base}/api/network/statistics?from=${months.from}&to=${months.to}`, {
        headers: admin,
      }),
    ),
    await timed('one county’s statistics, last 12 months', RUNS, () =>
      sendOk(
        `${base}/api/network/statistics?from=${months.from}&to=${months.to}&county=${encodeURIComponent(hut?.county ?? 'Oslo')}`,
        { headers: admin },
      ),
    ),
  );
  return figures;
}
