import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../src/shared/contracts';
import {
  resolveExceptionResponseSchema,
  syncMessages as m,
  syncRejectCodes as codes,
} from '../../src/shared/contracts/sync';
import { pullChanges } from '../../src/server/services/sync';
import { testDialects } from '../support/test-databases';
import { signIn } from './staff-world';
import { cart, counts, device, freeUnits, newId, only, push, staff } from './sync-fixtures';
import { staffSuite } from './staff-suite';

/** Avvik: staff resolve exceptions through the one write path (push, or REST as the same op). */
describe.each(testDialects)('sync exceptions: resolve on %s', (dialect) => {
  const ctx = staffSuite(dialect);
  const db = () => ctx.t.database.db;
  const ansatt = () => staff(ctx.w.users.ansatt);

  /** A return_not_on_loan exception in the hut: a loan received twice by one tablet. */
  async function raise(
    hut = ctx.w.hutA,
    actorId = ctx.w.users.ansatt,
    customer = ctx.w.users.lise,
  ) {
    const op = device(hut, actorId);
    const c = cart(op, customer, await freeUnits(db(), hut, 1));
    const receiveAll = () => op({ type: 'loan.receiveAll', payload: { loanId: c.loanId } });
    await push(db(), staff(actorId), [...c.adds, c.handOut(), receiveAll()]);
    const r = only(await push(db(), staff(actorId), [receiveAll()]), 'exception');
    expect(r.kind).toBe('return_not_on_loan');
    return r.exceptionId;
  }
  const row = (id: string) =>
    db().selectFrom('sync_exceptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const cursorNow = async () => (await pullChanges(db(), ansatt(), ctx.w.hutA)).cursor;

  it('resolves by push: status, resolution, who and when, delivered by the next pull', async () => {
    const id = await raise();
    const since = await cursorNow();
    const op = device(ctx.w.hutA, ctx.w.users.ansatt, 'tablet-a');
    const resolve = op({
      type: 'exception.resolve',
      payload: { exceptionId: id, resolution: 'unit_checked' },
    });
    const r = only(await push(db(), ansatt(), [resolve]), 'applied');
    expect(r.opId).toBe(resolve.id);
    const stored = await row(id);
    expect(stored).toMatchObject({
      status: 'resolved',
      resolution: 'unit_checked',
      resolved_by: ctx.w.users.ansatt,
    });
    expect(stored.resolved_at).not.toBeNull();

    const pulled = await pullChanges(db(), ansatt(), ctx.w.hutA, since);
    expect(pulled.changes?.exceptions).toEqual([
      expect.objectContaining({ id, status: 'resolved', resolution: 'unit_checked' }),
    ]);

    // The same entry again (a lost answer): a duplicate, and nothing changes.
    const before = await counts(db());
    const again = only(await push(db(), ansatt(), [resolve]), 'duplicate');
    expect(again.original.outcome).toBe('applied');
    expect(await counts(db())).toEqual(before);
    expect(await row(id)).toEqual(stored);
  });

  it('a second resolution (another tablet) is a no-op: the first decision stands', async () => {
    const id = await raise();
    const tabletA = device(ctx.w.hutA, ctx.w.users.ansatt, 'tablet-a');
    const tabletB = device(ctx.w.hutA, ctx.w.users.demo, 'tablet-b');
    await push(db(), ansatt(), [
      tabletA({ type: 'exception.resolve', payload: { exceptionId: id, resolution: 'confirmed' } }),
    ]);
    const first = await row(id);
    const since = await cursorNow();
    const late = tabletB({
      type: 'exception.resolve',
      payload: { exceptionId: id, resolution: 'unit_checked' },
    });
    only(await push(db(), staff(ctx.w.users.demo), [late]), 'applied');
    expect(await row(id)).toEqual(first);
    expect(first).toMatchObject({ resolution: 'confirmed', resolved_by: ctx.w.users.ansatt });
    expect(
      (await pullChanges(db(), ansatt(), ctx.w.hutA, since)).changes?.exceptions,
    ).toBeUndefined();
  });

  it('refuses another hut’s exception and bad input with Norwegian texts, changing nothing', async () => {
    const foreign = await raise(ctx.w.hutB, ctx.w.users.demo, ctx.w.users.sofie);
    const id = await raise();
    const op = device(ctx.w.hutA, ctx.w.users.ansatt);
    const ofHutB = device(ctx.w.hutB, ctx.w.users.ansatt);
    const resolve = (exceptionId: string, resolution: string) =>
      op({
        type: 'exception.resolve',
        payload: { exceptionId, resolution: resolution as 'confirmed' },
      });
    const before = await counts(db());
    const delivery = await push(db(), ansatt(), [
      ofHutB({
        type: 'exception.resolve',
        payload: { exceptionId: foreign, resolution: 'confirmed' },
      }),
      resolve(id, 'forgotten'),
      { ...resolve(id, 'confirmed'), payload: { exceptionId: 'abc', resolution: 'confirmed' } },
    ]);
    expect(delivery.map((r) => r.outcome === 'rejected' && r.code)).toEqual([
      codes.forbidden,
      codes.invalidOp,
      codes.invalidOp,
    ]);
    expect(delivery[0]).toMatchObject({ message: m.forbiddenCompany });
    expect(delivery[1]).toMatchObject({ fields: { 'payload.resolution': [m.invalidResolution] } });
    expect(delivery[2]).toMatchObject({ fields: { 'payload.exceptionId': [m.invalidId] } });
    expect(await counts(db())).toEqual(before);

    // Refusals by the rules are decisions: stored (applied_ops), nothing else written.
    const rules = await push(db(), ansatt(), [
      resolve(foreign, 'confirmed'),
      resolve(newId(), 'confirmed'),
      resolve(id, 'borrower_contacted'),
    ]);
    expect(rules).toEqual([
      expect.objectContaining({ code: codes.notFound, message: m.exceptionNotFound }),
      expect.objectContaining({ code: codes.notFound, message: m.exceptionNotFound }),
      expect.objectContaining({
        code: codes.invalidResolution,
        message: m.resolutionNotForKind,
      }),
    ]);
    expect(await counts(db())).toEqual({ ...before, applied_ops: before.applied_ops + 3 });
    expect((await row(foreign)).status).toBe('open');
    expect((await row(id)).status).toBe('open');
  });

  it('resolves over REST as the same op, for the session’s hut only', async () => {
    const id = await raise();
    const foreign = await raise(ctx.w.hutB, ctx.w.users.demo, ctx.w.users.sofie);
    const { browser } = await signIn(ctx.t.app, 'ansatt', ctx.w.hutA);
    const url = (exceptionId: string) => `/api/exceptions/${exceptionId}/resolve`;
    const since = await cursorNow();

    const ok = await browser.post(url(id), { resolution: 'confirmed' });
    expect(ok.statusCode).toBe(200);
    const body = resolveExceptionResponseSchema.parse(ok.json());
    expect(body.exception).toMatchObject({
      id,
      status: 'resolved',
      resolution: 'confirmed',
      resolved_by: ctx.w.users.ansatt,
    });
    const op = await db()
      .selectFrom('applied_ops')
      .select(['type', 'device_id', 'outcome'])
      .where('type', '=', 'exception.resolve')
      .where('device_id', '=', 'rest')
      .execute();
    expect(op).toEqual([{ type: 'exception.resolve', device_id: 'rest', outcome: 'applied' }]);
    const pulled = await pullChanges(db(), ansatt(), ctx.w.hutA, since);
    expect(pulled.changes?.exceptions?.map((e) => e.id)).toEqual([id]);

    // Again, with another resolution: the first decision stands and is what the answer shows.
    const twice = await browser.post(url(id), { resolution: 'unit_checked' });
    expect(twice.statusCode).toBe(200);
    expect(resolveExceptionResponseSchema.parse(twice.json()).exception.resolution).toBe(
      'confirmed',
    );

    const refused = async (
      call: () => ReturnType<typeof browser.post>,
      status: number,
      message: string,
      field?: string,
    ) => {
      const before = await counts(db());
      const response = await call();
      expect(response.statusCode).toBe(status);
      const error = errorBodySchema.parse(response.json());
      if (field) expect(error.fields?.[field]).toContain(message);
      else expect(error.message).toBe(message);
      // A refusal by the rules keeps its applied_ops row, like a pushed op's.
      const after = await counts(db());
      expect({ ...after, applied_ops: before.applied_ops }).toEqual(before);
    };
    await refused(
      () => browser.post(url(foreign), { resolution: 'confirmed' }),
      404,
      m.exceptionNotFound,
    );
    await refused(
      () => browser.post(url(newId()), { resolution: 'confirmed' }),
      404,
      m.exceptionNotFound,
    );
    const open = await raise();
    await refused(
      () => browser.post(url(open), { resolution: 'borrower_contacted' }),
      422,
      m.resolutionNotForKind,
    );
    for (const bad of [{}, { resolution: 'x' }, { resolution: 3 }, 'null', '[]']) {
      await refused(
        () => browser.post(url(open), bad, { 'content-type': 'application/json' }),
        422,
        m.invalidResolution,
        bad === 'null' || bad === '[]' ? '_' : 'resolution',
      );
    }
    await refused(
      () => browser.post(url('abc'), { resolution: 'confirmed' }),
      400,
      m.invalidId,
      'exceptionId',
    );
    expect((await row(open)).status).toBe('open');

    // No XSRF header: 419; signed out: 401; another hut's staff cannot even choose that hut.
    const noXsrf = await browser.request('POST', url(open), {
      body: { resolution: 'confirmed' },
      xsrf: false,
    });
    expect(noXsrf.statusCode).toBe(419);
    const hutB = await browser.post(`/api/company/${ctx.w.hutB}/set`);
    expect(hutB.statusCode).toBe(403);
    // A borrower has no hut to act for.
    const { browser: familie } = await signIn(ctx.t.app, 'familie');
    const borrower = await familie.post(url(open), { resolution: 'confirmed' });
    expect([403, 409]).toContain(borrower.statusCode);
    await browser.post('/api/logout');
    expect((await browser.post(url(open), { resolution: 'confirmed' })).statusCode).toBe(401);
    expect((await row(open)).status).toBe('open');
  });
});
