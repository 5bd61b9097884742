import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { SyncException } from '../../shared/contracts/sync-rows';
import { syncMessages } from '../../shared/texts/sync';
import { HUT, STAFF, closeDbs, seededDb } from '../hut/test-hut';
import { replayPendingOps } from '../hut/local-ops';
import { resolveException } from './index';
import { depsFor, refusal } from './test-commands';

afterEach(closeDbs);

const EXCEPTION_ID = '0190a000-0000-7000-8000-00000000e001';

function exception(extra: Partial<SyncException> = {}): SyncException {
  return {
    id: EXCEPTION_ID,
    company_id: HUT,
    kind: 'borrower_flagged',
    op_id: null,
    device_id: 'tablet-b',
    actor_id: STAFF,
    details: { loanId: 'x', customerId: 22 },
    status: 'open',
    resolution: null,
    resolved_by: null,
    created_at: '2026-11-20T09:00:00.000Z',
    resolved_at: null,
    ...extra,
  };
}

describe('resolveException', () => {
  it('records the decision locally and queues exception.resolve in one transaction', async () => {
    const db = await seededDb();
    await db.exceptions.put(exception());
    const deps = depsFor(db);
    const { opId } = await resolveException(
      { exceptionId: EXCEPTION_ID, resolution: 'borrower_contacted' },
      deps,
    );
    expect(await db.exceptions.get(EXCEPTION_ID)).toMatchObject({
      status: 'resolved',
      resolution: 'borrower_contacted',
      resolved_by: STAFF,
      resolved_at: deps.now().toISOString(),
    });
    expect(await db.outbox.get(opId)).toMatchObject({
      type: 'exception.resolve',
      status: 'pending',
      payload: { exceptionId: EXCEPTION_ID, resolution: 'borrower_contacted' },
    });
    expect(deps.requestSync).toHaveBeenCalledOnce();
  });

  it('refuses unknown, resolved and unsuitable resolutions and writes nothing', async () => {
    const db = await seededDb();
    await db.exceptions.put(exception({ kind: 'unit_retired' }));
    const deps = depsFor(db);
    const other = '0190a000-0000-7000-8000-00000000e0ff';
    const unknown = await refusal(
      resolveException({ exceptionId: other, resolution: 'confirmed' }, deps),
    );
    expect(unknown.message).toBe(syncMessages.exceptionNotFound);
    const unsuitable = await refusal(
      resolveException({ exceptionId: EXCEPTION_ID, resolution: 'borrower_contacted' }, deps),
    );
    expect(unsuitable.message).toBe(syncMessages.resolutionNotForKind);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.exceptions.get(EXCEPTION_ID))?.status).toBe('open');

    await resolveException({ exceptionId: EXCEPTION_ID, resolution: 'unit_checked' }, deps);
    const twice = await refusal(
      resolveException({ exceptionId: EXCEPTION_ID, resolution: 'confirmed' }, deps),
    );
    expect(twice.message).toBe(syncMessages.exceptionResolved);
    expect(await db.outbox.count()).toBe(1);
    expect((await db.exceptions.get(EXCEPTION_ID))?.resolution).toBe('unit_checked');
  });

  it('a pending resolution is laid over pulled rows; one resolved meanwhile keeps its decision', async () => {
    const db = await seededDb();
    await db.exceptions.put(exception());
    await resolveException({ exceptionId: EXCEPTION_ID, resolution: 'confirmed' }, depsFor(db));

    // A pull brings the server row, still open: the pending resolution shows again.
    await db.exceptions.put(exception());
    await replayPendingOps(db, HUT);
    expect((await db.exceptions.get(EXCEPTION_ID))?.resolution).toBe('confirmed');

    // Another tablet resolved it first: the server's decision stays.
    const first = exception({
      status: 'resolved',
      resolution: 'borrower_contacted',
      resolved_by: 99,
      resolved_at: '2026-11-20T09:30:00.000Z',
    });
    await db.exceptions.put(first);
    await replayPendingOps(db, HUT);
    expect(await db.exceptions.get(EXCEPTION_ID)).toEqual(first);
  });
});
