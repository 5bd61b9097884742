import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes, userDataResponseSchema } from '../../src/shared/contracts';
import {
  pushResponseSchema,
  SYNC_PROTOCOL,
  SYNC_PROTOCOL_HEADER,
  syncMessages as m,
  syncRejectCodes as codes,
  type PushResult,
  type SyncOpInput,
} from '../../src/shared/contracts/sync';
import { pushOps } from '../../src/server/services/sync';
import { testDialects } from '../support/test-databases';
import {
  cart,
  counts,
  device,
  freeUnits,
  inDays,
  newId,
  openSyncWorld,
  push,
  staff,
  type SyncWorld,
} from './sync-fixtures';
import { Browser, openTestApp, type TestApp } from './support/test-app';

/**
 * Op versions (docs/sync-protocol.md, "Op versions"): an op recorded by an older bundle is
 * upcast and applied exactly once; one from a newer bundle than the server is held (not stored)
 * with every op after it, and goes through once the server knows its version.
 */

/** loan.extend as protocol 1 bundles wrote it: no `v`, the date called `newDate`. */
function extendV1(op: SyncOpInput, loanId: string, newDate: string): unknown {
  const { v: _v, ...envelope } = op;
  return {
    ...envelope,
    type: 'loan.extend',
    payload: { extensionId: newId(), loanId, loanItemId: null, newDate },
  };
}

const outcomes = (results: readonly PushResult[]) =>
  results.map((r) => (r.outcome === 'rejected' ? `rejected:${r.code}` : r.outcome));

describe.each(testDialects)('op versions on %s', (dialect) => {
  let w: SyncWorld;
  beforeAll(async () => {
    w = await openSyncWorld(dialect);
  });
  afterAll(async () => {
    await w.database.destroy();
  });

  const due = async (loanId: string) =>
    (
      await w.db
        .selectFrom('loans')
        .select('expected_return_date')
        .where('id', '=', loanId)
        .executeTakeFirstOrThrow()
    ).expected_return_date;

  /** A loan handed out by `op`'s device, ready to be extended or returned. */
  async function lentLoan(op: ReturnType<typeof device>) {
    const c = cart(op, w.users.familie, await freeUnits(w.db, w.hutA, 1));
    const handed = await push(w.db, staff(w.users.ansatt), [...c.adds, c.handOut()]);
    expect(outcomes(handed)).toEqual(['applied', 'applied']);
    return c;
  }

  it('applies a v1 loan.extend (newDate) once, and answers its replay as a duplicate', async () => {
    const op = device(w.hutA, w.users.ansatt);
    const c = await lentLoan(op);
    const envelope = op({ type: 'cart.remove', payload: { loanItemId: newId() } });
    const old = extendV1(envelope, c.loanId, inDays(12));
    expect(outcomes(await push(w.db, staff(w.users.ansatt), [old]))).toEqual(['applied']);
    expect(await due(c.loanId)).toBe(inDays(12));
    const extensions = await w.db
      .selectFrom('loan_extensions')
      .select('new_date')
      .where('loan_id', '=', c.loanId)
      .execute();
    expect(extensions).toEqual([{ new_date: inDays(12) }]);

    const before = await counts(w.db);
    // The same op again as recorded, and as an upgraded device would send it (current version).
    const { newDate, ...rest } = (old as { payload: { newDate: string } }).payload;
    const upgraded = {
      ...(old as object),
      v: 2,
      payload: { ...rest, expectedReturnDate: newDate },
    };
    const replays = await push(w.db, staff(w.users.ansatt), [old, upgraded]);
    expect(outcomes(replays)).toEqual(['duplicate', 'duplicate']);
    expect(await counts(w.db)).toEqual(before);
  });

  it('gives a v1 damaged return (no missingParts) its report, as the current version would', async () => {
    const op = device(w.hutA, w.users.ansatt);
    const c = await lentLoan(op);
    const itemId = c.itemIds[0] ?? '';
    const { v: _v, ...receive } = op({
      type: 'loanItem.receive',
      payload: {
        loanItemId: itemId,
        report: { noteId: newId(), damaged: true, text: 'Bindingen løsner', missingParts: [] },
      },
    });
    const { missingParts: _none, ...oldReport } = (receive.payload as { report: object })
      .report as {
      missingParts: unknown;
    };
    const old = { ...receive, payload: { loanItemId: itemId, report: oldReport } };
    expect(outcomes(await push(w.db, staff(w.users.ansatt), [old]))).toEqual(['applied']);
    const item = await w.db
      .selectFrom('loan_items')
      .innerJoin('units', 'units.id', 'loan_items.unit_id')
      .select(['loan_items.status', 'units.status as unitStatus'])
      .where('loan_items.id', '=', itemId)
      .executeTakeFirstOrThrow();
    expect(item).toEqual({ status: 'returned', unitStatus: 'repair' });
  });

  it('holds an op newer than the server, with every op after it, and stores nothing of them', async () => {
    const op = device(w.hutA, w.users.ansatt);
    const c = await lentLoan(op);
    const before = await counts(w.db);
    const first = op({
      type: 'loan.extend',
      payload: {
        extensionId: newId(),
        loanId: c.loanId,
        loanItemId: null,
        expectedReturnDate: inDays(9),
      },
    });
    const after = op({ type: 'loan.receiveAll', payload: { loanId: c.loanId } });
    const batch = [first, after];
    // A server of protocol 1 knows loan.extend v1 only.
    const held = await pushOps(w.db, staff(w.users.ansatt), { ops: batch }, { protocol: 1 });
    expect(held).toEqual([
      {
        outcome: 'rejected',
        opId: first.id,
        code: codes.opVersionAhead,
        message: m.opVersionAhead,
      },
      {
        outcome: 'rejected',
        opId: after.id,
        code: codes.opVersionAhead,
        message: m.opVersionAhead,
      },
    ]);
    expect(await counts(w.db)).toEqual(before);

    // The server is upgraded: the same ops go through, once, in device order.
    expect(outcomes(await push(w.db, staff(w.users.ansatt), batch))).toEqual([
      'applied',
      'applied',
    ]);
    expect(outcomes(await push(w.db, staff(w.users.ansatt), batch))).toEqual([
      'duplicate',
      'duplicate',
    ]);
    const loan = await w.db
      .selectFrom('loans')
      .select(['status', 'expected_return_date'])
      .where('id', '=', c.loanId)
      .executeTakeFirstOrThrow();
    expect(loan).toEqual({ status: 'closed', expected_return_date: inDays(9) });
  });

  it('plays an older server: holds what is newer than its protocol, applies its own versions', async () => {
    const op = device(w.hutA, w.users.ansatt);
    const c = await lentLoan(op);
    const v1 = extendV1(
      op({ type: 'cart.remove', payload: { loanItemId: newId() } }),
      c.loanId,
      inDays(11),
    );
    const [answer] = await pushOps(w.db, staff(w.users.ansatt), { ops: [v1] }, { protocol: 1 });
    expect(answer?.outcome).toBe('applied');
    expect(await due(c.loanId)).toBe(inDays(11));
  });

  it('applies the ops before a held one: only device order after it waits', async () => {
    const op = device(w.hutA, w.users.ansatt);
    const c = await lentLoan(op);
    const v1 = extendV1(
      op({ type: 'cart.remove', payload: { loanItemId: newId() } }),
      c.loanId,
      inDays(8),
    );
    const ahead = { ...op({ type: 'loan.receiveAll', payload: { loanId: c.loanId } }), v: 9 };
    const results = await push(w.db, staff(w.users.ansatt), [v1, ahead]);
    expect(outcomes(results)).toEqual(['applied', `rejected:${codes.opVersionAhead}`]);
    expect(await due(c.loanId)).toBe(inDays(8));
  });

  it('holds what a newer bundle sends that this server cannot read, refuses it from its own', async () => {
    const op = device(w.hutA, w.users.ansatt);
    const newType = {
      ...op({ type: 'cart.remove', payload: { loanItemId: newId() } }),
      type: 'unit.wash',
    };
    const newValue = op({
      type: 'unit.setStatus',
      payload: { unitId: 1, status: 'cleaning' as 'repair', reason: 'Vask' },
    });
    const after = op({ type: 'cart.remove', payload: { loanItemId: newId() } });
    const before = await counts(w.db);
    const fromNewer = await pushOps(
      w.db,
      staff(w.users.ansatt),
      { ops: [newType, newValue, after] },
      { clientProtocol: SYNC_PROTOCOL + 1 },
    );
    expect(outcomes(fromNewer)).toEqual(Array(3).fill(`rejected:${codes.opVersionAhead}`));
    expect(await counts(w.db)).toEqual(before);
    // The same from a bundle of this server's protocol is simply malformed.
    const fromSame = await pushOps(
      w.db,
      staff(w.users.ansatt),
      { ops: [newType, newValue] },
      { clientProtocol: SYNC_PROTOCOL },
    );
    expect(outcomes(fromSame)).toEqual(Array(2).fill(`rejected:${codes.invalidOp}`));
  });

  it('holds a version far above any it knows, never applies it as current', async () => {
    const op = device(w.hutA, w.users.ansatt);
    const far = { ...op({ type: 'cart.remove', payload: { loanItemId: newId() } }), v: 5000 };
    expect(outcomes(await push(w.db, staff(w.users.ansatt), [far]))).toEqual([
      `rejected:${codes.opVersionAhead}`,
    ]);
  });

  it('refuses a malformed version as an invalid op, not as one from the future', async () => {
    const op = device(w.hutA, w.users.ansatt);
    const bad = [0, -1, 1.5, 'to', null].map((v) => ({
      ...op({ type: 'cart.remove', payload: { loanItemId: newId() } }),
      v,
    }));
    const results = await push(w.db, staff(w.users.ansatt), bad);
    expect(outcomes(results)).toEqual(bad.map(() => `rejected:${codes.invalidOp}`));
  });
});

describe.each(testDialects)('a server of an older protocol, over HTTP, on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(dialect, { syncProtocol: 1 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers op_version_ahead for a newer op: retryable, nothing stored', async () => {
    const browser = new Browser(t.app);
    const user = userDataResponseSchema.parse((await browser.login('ansatt@utstyrsbod.no')).json());
    const hut = user.attached_companies[0];
    if (!hut) throw new Error('ansatt has a hut');
    const op = device(
      hut.id,
      user.user.id,
    )({
      type: 'loan.extend',
      payload: {
        extensionId: newId(),
        loanId: newId(),
        loanItemId: null,
        expectedReturnDate: inDays(3),
      },
    });
    const answer = await browser.post('/api/sync/push', { ops: [op] });
    expect(answer.statusCode).toBe(200);
    expect(pushResponseSchema.parse(answer.json()).results).toEqual([
      { outcome: 'rejected', opId: op.id, code: codes.opVersionAhead, message: m.opVersionAhead },
    ]);
    const stored = await t.database.db
      .selectFrom('applied_ops')
      .select('op_id')
      .where('op_id', '=', op.id)
      .execute();
    expect(stored).toEqual([]);
  });
});

describe.each(testDialects)('the sync protocol handshake on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    // A server that no longer serves bundles before protocol SYNC_PROTOCOL + 1.
    t = await openTestApp(dialect, { env: { SYNC_OLDEST_PROTOCOL: String(SYNC_PROTOCOL + 1) } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('tells a bundle too old to be served to update (426), before reading or writing anything', async () => {
    const browser = new Browser(t.app);
    const user = userDataResponseSchema.parse((await browser.login('ansatt@utstyrsbod.no')).json());
    const hut = user.attached_companies[0];
    if (!hut) throw new Error('ansatt has a hut');
    expect((await browser.post(`/api/company/${hut.id}/set`)).statusCode).toBe(200);
    const op = device(
      hut.id,
      user.user.id,
    )({
      type: 'demand.record',
      payload: { demandId: newId(), productId: null, categoryId: 1, size: null },
    });
    const before = await counts(t.database.db);
    const olderBundles: Record<string, string>[] = [
      {},
      { [SYNC_PROTOCOL_HEADER]: String(SYNC_PROTOCOL) },
    ];
    for (const headers of olderBundles) {
      const pushed = await browser.post('/api/sync/push', { ops: [op] }, headers);
      expect(pushed.statusCode).toBe(426);
      expect(pushed.json()).toEqual({
        error: errorCodes.updateRequired,
        message: m.updateRequired,
      });
      expect(pushed.headers[SYNC_PROTOCOL_HEADER]).toBe(String(SYNC_PROTOCOL));
      const pulled = await browser.get('/api/sync/pull', headers);
      expect(pulled.statusCode).toBe(426);
    }
    expect(await counts(t.database.db)).toEqual(before);

    const current = { [SYNC_PROTOCOL_HEADER]: String(SYNC_PROTOCOL + 1) };
    const served = await browser.post('/api/sync/push', { ops: [op] }, current);
    expect(served.statusCode).toBe(200);
    expect(served.headers[SYNC_PROTOCOL_HEADER]).toBe(String(SYNC_PROTOCOL));
    expect((await browser.get('/api/sync/pull', current)).statusCode).toBe(200);
  });
});

describe.each(testDialects)('an attach written before the hut walls on %s', (dialect) => {
  let w: SyncWorld;
  beforeAll(async () => {
    w = await openSyncWorld(dialect);
  });
  afterAll(async () => {
    await w.database.destroy();
  });

  it('is refused, saying what staff must do, and attaches nobody', async () => {
    const op = device(w.hutA, w.users.ansatt);
    const { v: _v, ...envelope } = op({ type: 'cart.remove', payload: { loanItemId: newId() } });
    // As bundles wrote it before the lookup was required: a person named by id alone.
    const old = { ...envelope, type: 'user.attach', payload: { userId: w.users.lise } };
    const before = await counts(w.db);
    const [answer] = await push(w.db, staff(w.users.ansatt), [old]);
    expect(answer).toMatchObject({
      outcome: 'rejected',
      code: codes.invalidOp,
      fields: { 'payload.match': [m.attachNeedsMatch] },
    });
    expect(await counts(w.db)).toEqual(before);
  });
});
