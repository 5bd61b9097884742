import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { syncMessages as m } from '../../shared/texts/sync';
import { closeDbs, seededDb } from '../hut/test-hut';
import { unitDetail } from '../hut/unit-detail';
import { HUT } from '../hut/test-hut';
import { addNote, deleteNote, receiveWithReport, recordDemand, setUnitStatus } from './index';
import { depsFor, openLoan, refusal, snapshot } from './test-commands';

afterEach(closeDbs);

describe('unit commands', () => {
  it('sends a unit to repair with a reason and back, queueing each op', async () => {
    const db = await seededDb();
    const deps = depsFor(db);
    await setUnitStatus({ unitId: 101, status: 'repair', reason: 'Løs binding' }, deps);
    expect(await db.units.get(101)).toMatchObject({
      status: 'repair',
      status_reason: 'Løs binding',
    });
    await setUnitStatus({ unitId: 101, status: 'available', reason: null }, deps);
    expect(await db.units.get(101)).toMatchObject({ status: 'available', status_reason: null });
    const types = (await db.outbox.toArray()).map((e) => e.type);
    expect(types).toEqual(['unit.setStatus', 'unit.setStatus']);
  });

  it('refuses repair without a reason and a lent unit, writing nothing', async () => {
    const db = await seededDb();
    const { deps } = await openLoan(db);
    const before = await snapshot(db);
    const noReason = await refusal(
      setUnitStatus({ unitId: 103, status: 'repair', reason: '' }, deps),
    );
    expect(noReason.message).toBe(m.reasonRequired);
    const lent = await refusal(
      setUnitStatus({ unitId: 101, status: 'retired', reason: 'x' }, deps),
    );
    expect(lent.message).toBe(m.unitLentNoStatus);
    expect(await snapshot(db)).toEqual(before);
  });

  it('adds and deletes notes; the unit detail shows only the live ones', async () => {
    const db = await seededDb();
    const deps = depsFor(db);
    const { noteId } = await addNote({ unitId: 101, text: 'Riper under' }, deps);
    await addNote({ unitId: 101, text: 'Sjekk kantene' }, deps);
    expect((await unitDetail(db, HUT, 101))?.notes.map((n) => n.text)).toEqual([
      'Riper under',
      'Sjekk kantene',
    ]);
    await deleteNote({ noteId }, deps);
    expect((await unitDetail(db, HUT, 101))?.notes.map((n) => n.text)).toEqual(['Sjekk kantene']);
    const unknown = await refusal(
      deleteNote({ noteId: '0190a000-0000-7000-8000-0000000000ff' }, deps),
    );
    expect(unknown.message).toBe(m.noteNotFound);
  });

  it('a damaged return with a missing part: back, in repair, and a note', async () => {
    const db = await seededDb();
    const { first, deps } = await openLoan(db);
    await receiveWithReport(
      {
        loanItemId: first,
        report: { damaged: true, text: 'Knekt tupp', missingParts: ['staver'] },
      },
      deps,
    );
    expect((await db.loanItems.get(first))?.status).toBe('returned');
    expect(await db.units.get(101)).toMatchObject({
      status: 'repair',
      status_reason: 'Knekt tupp',
    });
    expect((await unitDetail(db, HUT, 101))?.notes.map((n) => n.text)).toEqual([
      'Knekt tupp Mangler ved retur: staver.',
    ]);
    const empty = await refusal(
      receiveWithReport(
        { loanItemId: first, report: { damaged: true, text: '', missingParts: [] } },
        deps,
      ),
    );
    expect(empty.message).toBe(m.damageRequired);
  });
});

describe('unmet demand', () => {
  it('queues one op per need, and refuses one that names nothing', async () => {
    const db = await seededDb();
    const deps = depsFor(db);
    const before = await snapshot(db);
    const nothing = await refusal(
      recordDemand({ productId: null, categoryId: null, size: '130 cm' }, deps),
    );
    expect(nothing.message).toBe(m.demandWhat);
    expect(await snapshot(db)).toEqual(before);
    await recordDemand({ productId: 5, categoryId: null, size: ' 130 cm ' }, deps);
    await recordDemand({ productId: null, categoryId: 3, size: '' }, deps);
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries.map((e) => [e.type, e.payload])).toEqual([
      [
        'demand.record',
        expect.objectContaining({ productId: 5, categoryId: null, size: '130 cm' }),
      ],
      ['demand.record', expect.objectContaining({ productId: null, categoryId: 3, size: null })],
    ]);
  });
});
