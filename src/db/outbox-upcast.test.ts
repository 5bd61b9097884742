import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { syncOpSchema } from '../shared/contracts/sync-ops';
import { UtstyrsbodDb } from './database';
import { schemaVersions } from './schema';

const ids = {
  extend: '0190a5c4-1d2e-7c3b-8a9f-000000000001',
  receive: '0190a5c4-1d2e-7c3b-8a9f-000000000002',
  loan: '0190a5c4-1d2e-7c3b-8a9f-000000000003',
  item: '0190a5c4-1d2e-7c3b-8a9f-000000000004',
  note: '0190a5c4-1d2e-7c3b-8a9f-000000000005',
};
const envelope = {
  companyId: 3,
  actorId: 4,
  deviceId: 'tablet',
  createdAt: '2026-10-01T10:00:00.000Z',
  result: null,
  attempts: 0,
  lastAttemptAt: null,
};

describe('the outbox at version 10', () => {
  it('rewrites entries an older bundle wrote into the current contracts, keeping everything else', async () => {
    const name = `upcast-${Math.random().toString(36).slice(2)}`;
    const old = new Dexie(name);
    for (const v of schemaVersions.filter((s) => s.version <= 9)) {
      old.version(v.version).stores(v.stores);
    }
    const extend = {
      ...envelope,
      id: ids.extend,
      seq: 1,
      status: 'pending',
      type: 'loan.extend',
      payload: { extensionId: ids.note, loanId: ids.loan, loanItemId: null, newDate: '2026-10-20' },
    };
    const receive = {
      ...envelope,
      id: ids.receive,
      seq: 2,
      status: 'sent',
      type: 'loanItem.receive',
      payload: {
        loanItemId: ids.item,
        report: { noteId: ids.note, damaged: true, text: 'Sprukket' },
      },
    };
    const notAnOp = { id: 'junk', seq: 3, status: 'pending', companyId: 3, type: 'old.thing' };
    await old.table('outbox').bulkPut([extend, receive, notAnOp]);
    old.close();

    const db = new UtstyrsbodDb(name);
    const [e, r, junk] = await db.outbox.orderBy('seq').toArray();
    expect(e).toEqual({
      ...extend,
      v: 2,
      payload: {
        extensionId: ids.note,
        loanId: ids.loan,
        loanItemId: null,
        expectedReturnDate: '2026-10-20',
      },
    });
    expect(r).toEqual({
      ...receive,
      v: 2,
      payload: { ...receive.payload, report: { ...receive.payload.report, missingParts: [] } },
    });
    // The current contract takes both as they now are.
    for (const entry of [e, r]) expect(syncOpSchema.safeParse(entry).success).toBe(true);
    // What is not an op is kept exactly as it was: nothing is ever dropped.
    expect(junk).toEqual(notAnOp);
    await db.delete();
  });
});
