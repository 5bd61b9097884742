import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema';
import type { GeneratedHut } from '../../src/server/db/generate-network';
import { addDaysIso, todayIso } from '../../src/server/db/clock';
import { SESSION_COOKIE } from '../../src/server/plugins/session';
import { XSRF_COOKIE, XSRF_HEADER } from '../../src/server/plugins/xsrf';
import { createSession } from '../../src/server/services/sessions';
import { newUuidV7 } from '../../src/server/services/sync/ids';
import {
  csrfResponseSchema,
  pullResponseSchema,
  pushResponseSchema,
} from '../../src/shared/contracts';
import type { SyncOp } from '../../src/shared/contracts/sync';
import { sendOk } from './scale-http';
import type { OpBody } from './sync-bench-writes';

/** A counter tablet: a staff session of its hut on one of the API processes, and its outbox. */
export interface Tablet {
  hut: GeneratedHut;
  baseURL: string;
  deviceId: string;
  headers: Record<string, string>;
  cursor: number;
  seq: number;
  customerId: number;
  freeUnits: number[];
}

export interface TabletFigures {
  push: number[];
  pull: number[];
  ops: number;
  errors: string[];
}

/**
 * `count` tablets over the huts in turn (two per hut at 500), each signed in as its hut's staff
 * member (a session made as a login makes it) on the servers in turn, with a share of the hut's
 * free units to lend and a cursor from one pull, as a tablet that has synced before holds.
 */
export async function makeTablets(
  db: Kysely<Database>,
  huts: readonly GeneratedHut[],
  servers: readonly string[],
  count: number,
): Promise<Tablet[]> {
  const perHut = Math.ceil(count / huts.length);
  const tablets: Tablet[] = [];
  for (let i = 0; i < count; i++) {
    const hut = huts[i % huts.length];
    const baseURL = servers[i % servers.length];
    if (!hut || !baseURL) throw new Error('bench: no huts or servers');
    const { token } = await createSession(db, {
      userId: hut.staffId,
      companyId: hut.id,
      remember: true,
      idleMinutes: 60,
      deviceLabel: 'Bench-nettbrett',
    });
    const cookie = `${SESSION_COOKIE}=${token}`;
    const csrf = csrfResponseSchema.parse(
      JSON.parse((await sendOk(`${baseURL}/csrf-cookie`, { headers: { cookie } })).body),
    );
    const slot = Math.floor(i / huts.length);
    const units = await db
      .selectFrom('units')
      .select('id')
      .where('company_id', '=', hut.id)
      .where('status', '=', 'available')
      // The generated history leaves recent loans out without marking their units lent.
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('loan_items')
              .select('loan_items.id')
              .whereRef('loan_items.unit_id', '=', 'units.id')
              .where('loan_items.status', '=', 'lent'),
          ),
        ),
      )
      .orderBy('id')
      .execute();
    const customer = await db
      .selectFrom('company_user')
      .select('user_id')
      .where('company_id', '=', hut.id)
      .where('role', '=', 'borrower')
      .orderBy('user_id')
      .executeTakeFirstOrThrow();
    tablets.push({
      hut,
      baseURL,
      deviceId: `bench-tablet-${i}`,
      headers: {
        cookie: `${cookie}; ${XSRF_COOKIE}=${csrf.token}`,
        [XSRF_HEADER]: csrf.token,
        origin: baseURL,
      },
      cursor: 0,
      seq: 0,
      customerId: customer.user_id,
      freeUnits: units.map((u) => u.id).filter((_, n) => n % perHut === slot),
    });
  }
  const first = tablets[0];
  if (first) {
    const { cursor } = pullResponseSchema.parse(
      JSON.parse((await sendOk(`${first.baseURL}/api/sync/pull`, { headers: first.headers })).body),
    );
    for (const tablet of tablets) tablet.cursor = cursor;
  }
  return tablets;
}

/** One sync as the outbox makes it: a loan handed out (cart.add + loan.handOut), then a pull. */
async function syncOnce(tablet: Tablet, figures: TabletFigures): Promise<void> {
  const unitId = tablet.freeUnits.shift();
  if (unitId === undefined) throw new Error(`bench: ${tablet.deviceId} ran out of units`);
  const loanDate = todayIso();
  const dates = { loanDate, expectedReturnDate: addDaysIso(loanDate, 7) };
  const loanId = newUuidV7();
  const op = (body: OpBody): SyncOp => ({
    ...body,
    id: newUuidV7(),
    companyId: tablet.hut.id,
    actorId: tablet.hut.staffId,
    deviceId: tablet.deviceId,
    createdAt: new Date().toISOString(),
    seq: tablet.seq++,
  });
  const ops = [
    op({
      type: 'cart.add',
      payload: { loanId, loanItemId: newUuidV7(), customerId: tablet.customerId, unitId, ...dates },
    }),
    op({ type: 'loan.handOut', payload: { loanId, ...dates } }),
  ];
  const pushed = await sendOk(`${tablet.baseURL}/api/sync/push`, {
    method: 'POST',
    headers: tablet.headers,
    body: JSON.stringify({ ops }),
  });
  figures.push.push(pushed.ms);
  figures.ops += ops.length;
  for (const result of pushResponseSchema.parse(JSON.parse(pushed.body)).results) {
    if (result.outcome !== 'applied') figures.errors.push(`${result.outcome} ${result.opId}`);
  }
  const pulled = await sendOk(`${tablet.baseURL}/api/sync/pull?since=${tablet.cursor}`, {
    headers: tablet.headers,
  });
  figures.pull.push(pulled.ms);
  tablet.cursor = pullResponseSchema.parse(JSON.parse(pulled.body)).cursor;
}

/**
 * Every tablet syncs every `everyMs`, the first time at a random moment in the first period (so
 * the load is spread as real tablets' clocks spread it), until `durationMs` has passed.
 */
export async function runTablets(
  tablets: readonly Tablet[],
  durationMs: number,
  everyMs: number,
): Promise<TabletFigures> {
  const figures: TabletFigures = { push: [], pull: [], ops: 0, errors: [] };
  const end = Date.now() + durationMs;
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));
  await Promise.all(
    tablets.map(async (tablet) => {
      let next = Date.now() + Math.random() * everyMs;
      for (;;) {
        await sleep(next - Date.now());
        if (Date.now() >= end) return;
        try {
          await syncOnce(tablet, figures);
        } catch (error) {
          figures.errors.push(error instanceof Error ? error.message : String(error));
        }
        next += everyMs;
      }
    }),
  );
  return figures;
}
