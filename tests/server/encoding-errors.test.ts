import { ColumnNode, TableNode } from 'kysely';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runOp } from '../../src/server/services/sync/run-op';
import { errorBodySchema, userDataResponseSchema } from '../../src/shared/contracts';
import { pushResponseSchema, syncOpSchema, syncRejectCodes } from '../../src/shared/contracts/sync';
import { testDialects } from '../support/test-databases';
import { device, freeUnits, inDays, newId, today } from './sync-fixtures';
import { Browser, openTestApp } from './support/test-app';
import type { TestApp } from './support/test-app';

type Statement = 'SelectQueryNode' | 'InsertQueryNode' | 'UpdateQueryNode';
interface Armed {
  kind: Statement;
  table: string;
  every?: boolean;
  setting?: string;
}

/** Whether an update sets the column (only updates set columns). */
function sets(node: PluginTransformQueryArgs['node'], column: string): boolean {
  if (node.kind !== 'UpdateQueryNode') return false;
  return (node.updates ?? []).some(
    (u) => ColumnNode.is(u.column) && u.column.column.name === column,
  );
}

/** The table a statement writes to or reads from first. */
function tableOf(node: PluginTransformQueryArgs['node']): string | undefined {
  if (node.kind === 'InsertQueryNode') return node.into?.table.identifier.name;
  if (node.kind === 'UpdateQueryNode' && node.table && TableNode.is(node.table)) {
    return node.table.table.identifier.name;
  }
  if (node.kind === 'SelectQueryNode') {
    const from = node.from?.froms[0];
    return from && TableNode.is(from) ? from.table.identifier.name : undefined;
  }
  return undefined;
}

/**
 * Makes statements of a kind on a table fail the way PostgreSQL fails on text it cannot store
 * (SQLSTATE 22021, "invalid byte sequence for encoding UTF8: 0x00"), before they run, on either
 * dialect: the defence behind the contracts, for text a contract might still let through. The
 * next such statement fails, or with `every` each one until disarmed, as the same text would
 * each time the server tried it again; `setting` narrows it to updates that set that column.
 */
class EncodingFault implements KyselyPlugin {
  private armed: Armed | null = null;

  fail(kind: Statement, table: string, options: Omit<Armed, 'kind' | 'table'> = {}): void {
    this.armed = { kind, table, ...options };
  }

  disarm(): void {
    this.armed = null;
  }

  transformQuery(args: PluginTransformQueryArgs) {
    const armed = this.armed;
    const hit =
      armed &&
      args.node.kind === armed.kind &&
      tableOf(args.node) === armed.table &&
      (armed.setting === undefined || sets(args.node, armed.setting));
    if (armed && hit) {
      if (armed.every !== true) this.armed = null;
      throw Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
        code: '22021',
      });
    }
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs) {
    return args.result;
  }
}

describe.each(testDialects)('database text encoding errors on %s', (dialect) => {
  let t: TestApp;
  const fault = new EncodingFault();
  beforeAll(async () => {
    t = await openTestApp(dialect, { plugins: [fault] });
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => fault.disarm());

  it('answers a query the database cannot encode with 400, never 500', async () => {
    fault.fail('SelectQueryNode', 'categories');
    const response = await new Browser(t.app).get('/api/public/items?q=ski');
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).error).toBe('bad_request');
  });

  it('answers a body the database cannot encode with 422 and stores nothing', async () => {
    const rows = () => t.database.db.selectFrom('contact_messages').select('id').execute();
    const before = (await rows()).length;
    const browser = new Browser(t.app);
    await browser.csrf();
    fault.fail('InsertQueryNode', 'contact_messages');
    const response = await browser.post('/api/contact', {
      name: 'Per',
      phone: '+47 912 34 567',
      email: 'per@eksempel.no',
      message: 'Hei',
    });
    expect(response.statusCode).toBe(422);
    expect(errorBodySchema.parse(response.json()).error).toBe('validation_failed');
    expect((await rows()).length).toBe(before);
  });

  it('rejects just the push op whose text the database cannot encode, unstored; the others apply', async () => {
    const browser = new Browser(t.app);
    const user = userDataResponseSchema.parse((await browser.login('ansatt@utstyrsbod.no')).json());
    const hut = user.attached_companies[0];
    if (!hut) throw new Error('ansatt has a hut');
    expect((await browser.post(`/api/company/${hut.id}/set`)).statusCode).toBe(200);
    const db = t.database.db;
    const [unit] = await freeUnits(db, hut.id, 1);
    if (unit === undefined) throw new Error('a free unit');
    const people = await db
      .selectFrom('company_user')
      .innerJoin('users', 'users.id', 'company_user.user_id')
      .select(['users.id', 'users.is_verified'])
      .where('company_user.company_id', '=', hut.id)
      .where('company_user.role', '=', 'borrower')
      .execute();
    const customer = people.find((p) => p.is_verified === 1);
    const pending = people.find((p) => p.is_verified === 0);
    if (!customer || !pending) throw new Error('seed: a verified and a pending borrower');
    const dates = { loanDate: today(), expectedReturnDate: inDays(7) };
    const loanId = newId();
    const op = device(hut.id, user.user.id);
    const ops = [
      op({
        type: 'cart.add',
        payload: { loanId, loanItemId: newId(), customerId: customer.id, unitId: unit, ...dates },
      }),
      op({ type: 'user.activate', payload: { userId: pending.id, reason: 'legitimasjon' } }),
      op({ type: 'loan.handOut', payload: { loanId, ...dates } }),
    ];
    // The activation's own update, each time it is tried (the other ops lock users too).
    fault.fail('UpdateQueryNode', 'users', { every: true, setting: 'is_verified' });
    const response = await browser.post('/api/sync/push', { ops });
    fault.disarm();
    expect(response.statusCode).toBe(200);
    const { results } = pushResponseSchema.parse(response.json());
    expect(results.map((r) => r.outcome)).toEqual(['applied', 'rejected', 'applied']);
    expect(results[1]?.outcome === 'rejected' && results[1].code).toBe(syncRejectCodes.invalidOp);
    const stored = await db
      .selectFrom('applied_ops')
      .select('op_id')
      .where(
        'op_id',
        'in',
        ops.map((o) => o.id),
      )
      .execute();
    expect(stored.map((r) => r.op_id).sort()).toEqual([ops[0]?.id, ops[2]?.id].sort());
    const still = await db
      .selectFrom('users')
      .select('is_verified')
      .where('id', '=', pending.id)
      .executeTakeFirstOrThrow();
    expect(still.is_verified).toBe(0);

    // Not stored, so the refused op can still go through once its text is fine.
    const retry = pushResponseSchema.parse((await browser.post('/api/sync/push', { ops })).json());
    expect(retry.results.map((r) => r.outcome)).toEqual(['duplicate', 'applied', 'duplicate']);
  });

  it.runIf(dialect === 'postgres')(
    'refuses, unstored, an op whose NUL got past the contract (PostgreSQL’s own refusal)',
    async () => {
      const db = t.database.db;
      const ansatt = await db
        .selectFrom('users')
        .innerJoin('company_user', 'company_user.user_id', 'users.id')
        .select(['users.id', 'company_user.company_id'])
        .where('users.email', '=', 'ansatt@utstyrsbod.no')
        .executeTakeFirstOrThrow();
      const valid = syncOpSchema.parse(
        device(
          ansatt.company_id,
          ansatt.id,
        )({
          type: 'loan.receiveAll',
          payload: { loanId: newId() },
        }),
      );
      const result = await runOp(db, { ...valid, deviceId: 'tablet\u00001' });
      expect(result).toMatchObject({ outcome: 'rejected', code: syncRejectCodes.invalidOp });
      const row = await db
        .selectFrom('applied_ops')
        .select('op_id')
        .where('op_id', '=', valid.id)
        .executeTakeFirst();
      expect(row).toBeUndefined();
    },
  );
});
