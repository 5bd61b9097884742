import { describe, expect, it } from 'vitest';
import { syncMessages as m, syncRejectCodes as codes } from '../../src/shared/contracts/sync';
import { pullChanges } from '../../src/server/services/sync';
import { availabilityByProduct } from '../../src/server/services/catalogue/availability';
import { testDialects } from '../support/test-databases';
import { cart, counts, device, freeUnits, newId, only, push, staff } from './sync-fixtures';
import { staffSuite } from './staff-suite';

/**
 * Unit states and notes are counter commands: repair and retirement with a reason, back in
 * service, notes added and deleted, a damaged return with missing parts. Exactly once, refused
 * with a Norwegian reason when they cannot apply, and seen by the catalogue and the next pull.
 */
describe.each(testDialects)('unit states and notes on %s', (dialect) => {
  const ctx = staffSuite(dialect);
  const db = () => ctx.t.database.db;
  const ansatt = () => staff(ctx.w.users.ansatt);
  const unitRow = (id: number) =>
    db().selectFrom('units').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const shelf = async (productId: number) =>
    (await availabilityByProduct(db(), { ids: [productId] }, [ctx.w.hutA]))
      .get(productId)
      ?.find((a) => a.company_id === ctx.w.hutA);

  it('sends a unit to repair with a reason and back: the shelf counts and the pull follow', async () => {
    const op = device(ctx.w.hutA, ctx.w.users.ansatt);
    const [unitId = 0] = await freeUnits(db(), ctx.w.hutA, 1);
    const { product_id } = await unitRow(unitId);
    const before = await shelf(product_id);
    const cursor = (await pullChanges(db(), ansatt(), ctx.w.hutA)).cursor;

    const repair = op({
      type: 'unit.setStatus',
      payload: { unitId, status: 'repair', reason: 'Bindingen er løs' },
    });
    only(await push(db(), ansatt(), [repair]), 'applied');
    expect(await unitRow(unitId)).toMatchObject({
      status: 'repair',
      status_reason: 'Bindingen er løs',
    });
    expect(await shelf(product_id)).toEqual({
      company_id: ctx.w.hutA,
      available: (before?.available ?? 0) - 1,
      total: (before?.total ?? 0) - 1,
    });
    const pulled = await pullChanges(db(), ansatt(), ctx.w.hutA, cursor);
    expect(pulled.changes?.units?.find((u) => u.id === unitId)).toMatchObject({
      status: 'repair',
      status_reason: 'Bindingen er løs',
    });
    // The same op again changes nothing.
    expect((await push(db(), ansatt(), [repair]))[0]?.outcome).toBe('duplicate');

    only(
      await push(db(), ansatt(), [
        op({ type: 'unit.setStatus', payload: { unitId, status: 'available', reason: null } }),
      ]),
      'applied',
    );
    expect(await unitRow(unitId)).toMatchObject({ status: 'available', status_reason: null });
    expect(await shelf(product_id)).toEqual(before);
  });

  it('refuses repair without a reason, a lent unit, and another hut’s unit; nothing changes', async () => {
    const op = device(ctx.w.hutA, ctx.w.users.ansatt);
    const [free = 0, lent = 0] = await freeUnits(db(), ctx.w.hutA, 2);
    const c = cart(op, ctx.w.users.lise, [lent]);
    await push(db(), ansatt(), [...c.adds, c.handOut()]);
    const [elsewhere = 0] = await freeUnits(db(), ctx.w.hutB, 1);
    const before = await counts(db());

    const noReason = only(
      await push(db(), ansatt(), [
        op({ type: 'unit.setStatus', payload: { unitId: free, status: 'retired', reason: '' } }),
      ]),
      'rejected',
    );
    expect(noReason.fields?.['payload.reason']).toEqual([m.reasonRequired]);
    const whileLent = only(
      await push(db(), ansatt(), [
        op({ type: 'unit.setStatus', payload: { unitId: lent, status: 'repair', reason: 'x' } }),
      ]),
      'rejected',
    );
    expect([whileLent.code, whileLent.message]).toEqual([codes.unitLent, m.unitLentNoStatus]);
    const foreign = only(
      await push(db(), ansatt(), [
        op({ type: 'note.add', payload: { noteId: newId(), unitId: elsewhere, text: 'Hei' } }),
      ]),
      'rejected',
    );
    expect(foreign.message).toBe(m.unitNotFound);
    const badStatus = only(
      await push(db(), ansatt(), [
        // 'lent' follows from loans only: not a state staff can set.
        {
          ...op({
            type: 'unit.setStatus',
            payload: { unitId: free, status: 'available', reason: null },
          }),
          payload: { unitId: free, status: 'lent', reason: null },
        },
      ]),
      'rejected',
    );
    expect(badStatus.fields?.['payload.status']).toEqual([m.invalidUnitStatus]);
    const after = await counts(db());
    // Refusals are stored as applied_ops rows (replays answer the same); nothing else moves.
    expect({ ...after, applied_ops: before.applied_ops }).toEqual(before);
    expect((await unitRow(free)).status).toBe('available');
    expect((await unitRow(lent)).status).toBe('lent');
  });

  it('records a hand-out of a unit sent to repair meanwhile, and keeps it in repair', async () => {
    const tabletA = device(ctx.w.hutA, ctx.w.users.ansatt);
    const tabletB = device(ctx.w.hutA, ctx.w.users.ansatt);
    const [unitId = 0] = await freeUnits(db(), ctx.w.hutA, 1);
    const c = cart(tabletA, ctx.w.users.lise, [unitId]);
    await push(db(), ansatt(), c.adds);
    await push(db(), ansatt(), [
      tabletB({
        type: 'unit.setStatus',
        payload: { unitId, status: 'repair', reason: 'Sprukket' },
      }),
    ]);
    const handOut = only(await push(db(), ansatt(), [c.handOut()]), 'exception');
    expect(handOut.kind).toBe('unit_retired');
    expect((await unitRow(unitId)).status).toBe('repair');
  });

  it('adds and deletes notes exactly once; deleting an unknown note is refused', async () => {
    const op = device(ctx.w.hutA, ctx.w.users.ansatt);
    const [unitId = 0] = await freeUnits(db(), ctx.w.hutA, 1);
    const noteId = newId();
    const add = op({ type: 'note.add', payload: { noteId, unitId, text: 'Mangler en stav' } });
    only(await push(db(), ansatt(), [add]), 'applied');
    expect((await push(db(), ansatt(), [add]))[0]?.outcome).toBe('duplicate');
    // Another op with the same note id and other text is a conflict, not a second note.
    const clash = only(
      await push(db(), ansatt(), [
        op({ type: 'note.add', payload: { noteId, unitId, text: 'Annet' } }),
      ]),
      'rejected',
    );
    expect(clash.code).toBe(codes.idConflict);
    const notes = () => db().selectFrom('notes').selectAll().where('id', '=', noteId).execute();
    expect((await notes()).map((n) => [n.text, n.deleted_at])).toEqual([['Mangler en stav', null]]);

    const del = op({ type: 'note.delete', payload: { noteId } });
    const deleted = only(await push(db(), ansatt(), [del]), 'applied');
    expect(deleted.rows.notes?.[0]?.deleted_at).not.toBeNull();
    expect((await notes())[0]?.deleted_at).not.toBeNull();
    const unknown = only(
      await push(db(), ansatt(), [op({ type: 'note.delete', payload: { noteId: newId() } })]),
      'rejected',
    );
    expect(unknown.message).toBe(m.noteNotFound);
    const pulled = await pullChanges(db(), ansatt(), ctx.w.hutA);
    expect(pulled.changes?.notes?.find((n) => n.id === noteId)?.deleted_at).not.toBeNull();
  });

  it('a unit handed out from repair and put back in service is lent until it comes back', async () => {
    const op = device(ctx.w.hutA, ctx.w.users.ansatt);
    const [unitId = 0] = await freeUnits(db(), ctx.w.hutA, 1);
    const repair = op({
      type: 'unit.setStatus',
      payload: { unitId, status: 'repair', reason: 'Sjekk bindingen' },
    });
    only(await push(db(), ansatt(), [repair]), 'applied');
    // Another tablet had not heard: it lends the unit anyway (recorded, with an Avvik entry).
    const c = cart(device(ctx.w.hutA, ctx.w.users.ansatt), ctx.w.users.lise, [unitId]);
    await push(db(), ansatt(), [...c.adds, c.handOut()]);
    expect((await unitRow(unitId)).status).toBe('repair');
    const back = op({
      type: 'unit.setStatus',
      payload: { unitId, status: 'available', reason: null },
    });
    only(await push(db(), ansatt(), [back]), 'applied');
    expect(await unitRow(unitId)).toMatchObject({ status: 'lent', status_reason: null });
    const receive = op({ type: 'loanItem.receive', payload: { loanItemId: c.itemIds[0] ?? '' } });
    await push(db(), ansatt(), [receive]);
    expect((await unitRow(unitId)).status).toBe('available');
  });

  it('a damaged return with a part missing: repair, a note and an Avvik entry in one op', async () => {
    const op = device(ctx.w.hutA, ctx.w.users.ansatt);
    const [unitId = 0] = await freeUnits(db(), ctx.w.hutA, 1);
    const c = cart(op, ctx.w.users.lise, [unitId]);
    await push(db(), ansatt(), [...c.adds, c.handOut()]);
    const noteId = newId();
    const receive = op({
      type: 'loanItem.receive',
      payload: {
        loanItemId: c.itemIds[0] ?? '',
        report: { noteId, damaged: true, text: 'Knekt tupp', missingParts: ['staver'] },
      },
    });
    const result = only(await push(db(), ansatt(), [receive]), 'exception');
    expect(result.kind).toBe('missing_parts');
    expect(await unitRow(unitId)).toMatchObject({ status: 'repair', status_reason: 'Knekt tupp' });
    const note = await db()
      .selectFrom('notes')
      .selectAll()
      .where('id', '=', noteId)
      .executeTakeFirstOrThrow();
    expect(note.text).toBe('Knekt tupp Mangler ved retur: staver.');
    const loan = await db()
      .selectFrom('loans')
      .select('status')
      .where('id', '=', c.loanId)
      .executeTakeFirstOrThrow();
    expect(loan.status).toBe('closed');
    expect((await push(db(), ansatt(), [receive]))[0]?.outcome).toBe('duplicate');
    const exceptions = await db()
      .selectFrom('sync_exceptions')
      .select('kind')
      .where('op_id', '=', receive.id)
      .execute();
    expect(exceptions).toEqual([{ kind: 'missing_parts' }]);

    // A damaged report must say what is wrong.
    const c2 = cart(op, ctx.w.users.lise, await freeUnits(db(), ctx.w.hutA, 1));
    await push(db(), ansatt(), [...c2.adds, c2.handOut()]);
    const empty = only(
      await push(db(), ansatt(), [
        op({
          type: 'loanItem.receive',
          payload: {
            loanItemId: c2.itemIds[0] ?? '',
            report: { noteId: newId(), damaged: true, text: '', missingParts: [] },
          },
        }),
      ]),
      'rejected',
    );
    expect(empty.fields?.['payload.report.text']).toEqual([m.damageRequired]);
  });
});
