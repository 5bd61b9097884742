import { describe, expect, it } from 'vitest';
import { syncMessages as m } from '../../src/shared/contracts/sync';
import { recordedAt } from '../../src/server/services/sync/ops/demand-record';
import { testDialects } from '../support/test-databases';
import { device, newId, only, push, staff } from './sync-fixtures';
import { staffSuite } from './staff-suite';

/**
 * "Came for this, none free" is a counter command (demand.record): applied once however often
 * it arrives, with the product's own category, and refused in Norwegian when it names nothing
 * real. Its time is the counter's (an offline day later still counts on its day).
 */
describe.each(testDialects)('unmet demand on %s', (dialect) => {
  const ctx = staffSuite(dialect);
  const db = () => ctx.t.database.db;
  const needs = () =>
    db().selectFrom('unmet_demands').selectAll().where('company_id', '=', ctx.w.hutA).execute();

  it('records a need once, with the product’s category and the counter’s time', async () => {
    const product = await db()
      .selectFrom('products')
      .select(['id', 'category_id'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const op = device(ctx.w.hutA, ctx.w.users.ansatt);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    const demandId = newId();
    const need = {
      ...op({
        type: 'demand.record',
        payload: { demandId, productId: product.id, categoryId: null, size: '130 cm' },
      }),
      createdAt: yesterday,
    };
    const before = (await needs()).length;
    only(await push(db(), staff(ctx.w.users.ansatt), [need]), 'applied');
    // The same op again (a lost answer): the first answer, nothing written twice.
    only(await push(db(), staff(ctx.w.users.ansatt), [need]), 'duplicate');
    const after = await needs();
    expect(after).toHaveLength(before + 1);
    expect(after.find((n) => n.id === demandId)).toMatchObject({
      category_id: product.category_id,
      product_id: product.id,
      size: '130 cm',
      recorded_by: ctx.w.users.ansatt,
      recorded_at: yesterday,
    });
  });

  it('refuses a need naming nothing, or a product or category that does not exist', async () => {
    const op = device(ctx.w.hutA, ctx.w.users.ansatt);
    const before = (await needs()).length;
    const nothing = only(
      await push(db(), staff(ctx.w.users.ansatt), [
        op({
          type: 'demand.record',
          payload: { demandId: newId(), productId: null, categoryId: null, size: null },
        }),
      ]),
      'rejected',
    );
    expect(nothing.fields?.['payload.productId']).toEqual([m.demandWhat]);
    const noProduct = only(
      await push(db(), staff(ctx.w.users.ansatt), [
        op({
          type: 'demand.record',
          payload: { demandId: newId(), productId: 2_000_000, categoryId: null, size: null },
        }),
      ]),
      'rejected',
    );
    expect(noProduct.message).toBe(m.productNotFound);
    const noCategory = only(
      await push(db(), staff(ctx.w.users.ansatt), [
        op({
          type: 'demand.record',
          payload: { demandId: newId(), productId: null, categoryId: 2_000_000, size: null },
        }),
      ]),
      'rejected',
    );
    expect(noCategory.message).toBe(m.categoryNotFound);
    expect(await needs()).toHaveLength(before);
  });
});

describe('when a need happened', () => {
  const server = '2026-01-10T12:00:00.000Z';
  it('believes a device clock a day behind, not one in the future or weeks back', () => {
    expect(recordedAt('2026-01-09T12:00:00.000Z', server)).toBe('2026-01-09T12:00:00.000Z');
    expect(recordedAt('2026-01-10T13:00:00.000Z', server)).toBe(server);
    expect(recordedAt('2025-11-01T12:00:00.000Z', server)).toBe(server);
    expect(recordedAt('2026-01-10T14:00:00+02:00', server)).toBe('2026-01-10T12:00:00.000Z');
  });
});
