import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { addToCart } from '../commands';
import { outboxStatus } from './outbox-store';
import { closeDbs, seededDb } from './test-hut';

afterEach(closeDbs);

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 9, 0, 0));

describe('outboxStatus: the oldest waiting entry', () => {
  it('is the oldest entry the server has not decided, sent or not, and null when none waits', async () => {
    const db = await seededDb();
    const made = async (day: number, unitId: number) =>
      addToCart(
        { customerId: 20, unitId },
        { db, now: () => at(day), requestSync: () => undefined },
      );
    expect((await outboxStatus(db)).oldestWaitingAt).toBeNull();

    await made(18, 101);
    await made(19, 102);
    await made(20, 103);
    const [first, second, third] = await db.outbox.orderBy('seq').toArray();
    if (!first || !second || !third) throw new Error('three entries expected');
    expect((await outboxStatus(db)).oldestWaitingAt).toBe(at(18).toISOString());

    // Decided: no longer waiting. Sent and not yet answered: still waiting.
    await db.outbox.update(first.id, { status: 'applied' });
    await db.outbox.update(third.id, { status: 'sent' });
    expect(await outboxStatus(db)).toMatchObject({
      pending: 2,
      oldestWaitingAt: at(19).toISOString(),
    });
    await db.outbox.update(second.id, { status: 'rejected' });
    expect((await outboxStatus(db)).oldestWaitingAt).toBe(at(20).toISOString());
    await db.outbox.update(third.id, { status: 'applied' });
    expect(await outboxStatus(db)).toMatchObject({ pending: 0, oldestWaitingAt: null });
  });
});
