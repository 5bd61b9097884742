import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCursor } from '../../src/server/db/change-log';
import { pullHutChanges } from '../../src/server/services/sync';
import {
  SYNC_OP_TYPES,
  syncExceptionDetailsSchema,
  syncMessages as m,
} from '../../src/shared/contracts/sync';
import type { PushResult, SyncOpType } from '../../src/shared/contracts/sync';
import { testDialects } from '../support/test-databases';
import { newId } from './sync-fixtures';
import type { OpBody } from './sync-fixtures';
import { OP_ROWS } from './sync-op-matrix-rows';
import type { OpRow, Refusal } from './sync-op-matrix-rows';
import { dates, OpMatrixWorld, ROLES, UNKNOWN_ID } from './sync-op-matrix-world';
import type { Role } from './sync-op-matrix-world';

/**
 * The authorization matrix of the sync ops, as route-matrix.test.ts is for the routes: every op
 * type of SYNC_OP_TYPES × every role × the hut it names. Roles: `borrower` (of hut A),
 * `staff` and `hutAdmin` (of hut A; the admin is admin of hut B too), `otherStaff` (staff of hut
 * B only) and the network admin, who may act at every hut as its staff does (sync/hut-access.ts;
 * sync-permissions.test.ts pulls another hut as the network admin).
 * - At hut A on hut A's rows: the hut's staff, its admin and the network admin get the op done
 *   (applied, or an exception for staff to see); the borrower and staff of hut B are refused
 *   with `forbidden`.
 * - At hut C (where no role but the network admin has any say): `forbidden`, except for the
 *   network admin.
 * - At hut A naming ONE row of hut B (a person, a unit, a loan, a line, a note, an exception,
 *   a child): the same refusal, code and text, as the same op naming an id nobody has (a device-
 *   made id: as one hut A already used, sync-op-matrix-rows.ts).
 * Every refusal changes nothing: the tables a push may write are compared around it.
 */

/** Roles allowed at hut A: its staff, its admin and the network admin. */
const ACTS_AT_A: readonly Role[] = ['staff', 'hutAdmin', 'networkAdmin'];
const FORBIDDEN: Refusal = { code: 'forbidden', message: m.forbiddenCompany };

const said = (r: Refusal) => `rejected ${r.code}: ${r.message}`;

function describeResult(result: PushResult): string {
  if (result.outcome !== 'rejected') return result.outcome;
  const fields = result.fields ? ` ${JSON.stringify(result.fields)}` : '';
  return `${said(result)}${fields}`;
}

describe.each(testDialects)('sync op authorization matrix on %s', (dialect) => {
  let w: OpMatrixWorld;
  beforeAll(async () => {
    w = await OpMatrixWorld.open(dialect);
  });
  afterAll(async () => {
    await w.destroy();
  });

  /**
   * The op pushed by the role, refused: its answer, then whatever it changed. A refusal at
   * delivery (forbidden) is not stored; one by the business rules is, as its own decision only.
   */
  async function refused(role: Role, hut: number, body: OpBody, stored: boolean) {
    const before = await w.snapshot();
    const { op, result } = await w.send(role, hut, body);
    const changed = w.changes(before, await w.snapshot(), stored ? op.id : undefined);
    const wrongId = result.opId === op.id ? '' : ' (for another op id)';
    return `${describeResult(result)}${wrongId}${changed.length > 0 ? `; changed ${changed.join(', ')}` : ''}`;
  }

  /** The op pushed by the role on rows made for it: done (applied or an exception) or not. */
  async function done(row: OpRow<SyncOpType>, role: Role, hut: number): Promise<string> {
    const { result } = await w.send(role, hut, await row.own(w, hut));
    return result.outcome === 'applied' || result.outcome === 'exception'
      ? 'done'
      : describeResult(result);
  }

  it('has a row for every op type', () => {
    expect(Object.keys(OP_ROWS).sort()).toEqual([...SYNC_OP_TYPES].sort());
  });

  it.each(SYNC_OP_TYPES)('%s answers each role and hut as the matrix says', async (type) => {
    const row: OpRow<SyncOpType> = OP_ROWS[type];
    const expected: Record<string, string> = {};
    const actual: Record<string, string> = {};
    // Refused cells share one op per hut: refused, it uses nothing up.
    const shared = new Map<number, OpBody>();
    const sharedOp = async (hut: number) => {
      const made = shared.get(hut) ?? (await row.own(w, hut));
      shared.set(hut, made);
      return made;
    };

    for (const [target, hut] of [
      ['hut A, its own rows', w.hutA],
      ['hut C, its own rows', w.hutC],
    ] as const) {
      for (const role of ROLES) {
        const key = `${role} at ${target}`;
        const allowed = role === 'networkAdmin' || (hut === w.hutA && ACTS_AT_A.includes(role));
        expected[key] = allowed ? 'done' : said(FORBIDDEN);
        actual[key] = allowed
          ? await done(row, role, hut)
          : await refused(role, hut, await sharedOp(hut), false);
      }
    }

    for (const slot of row.slots) {
      for (const role of ROLES) {
        const key = `${role} at hut A naming ${slot.names}`;
        if (!ACTS_AT_A.includes(role)) {
          expected[key] = said(FORBIDDEN);
          actual[key] = await refused(role, w.hutA, await slot.foreign(w), false);
          continue;
        }
        const reference =
          slot.referenceIs === 'unknown' ? 'an id nobody has' : 'an id hut A already used';
        expected[`${key} (reference: ${reference})`] = said(slot.answer);
        actual[`${key} (reference: ${reference})`] = await refused(
          role,
          w.hutA,
          await slot.reference(w),
          true,
        );
        expected[key] = said(slot.answer);
        actual[key] = await refused(role, w.hutA, await slot.foreign(w), true);
      }
    }
    expect(actual).toEqual(expected);
  });

  describe('user.attach', () => {
    it('attaches only with the person’s own email or phone, and brings no other hut’s flag or notes', async () => {
      const hutB = w.hutB;
      const person = await w.person([
        { hut: hutB, role: 'borrower', flag: 'Hytte B sin grunn.', notes: 'Hytte B sitt notat.' },
      ]);
      if (person.phone === null || person.email === null) throw new Error('no contact');
      const atB = async () =>
        w.db
          .selectFrom('company_user')
          .selectAll()
          .where('company_id', '=', hutB)
          .where('user_id', '=', person.id)
          .executeTakeFirstOrThrow();
      const hutBRecord = await atB();

      // Wrong matches answer as an unknown id does, and attach nobody.
      const unknownAnswer = await w.send('staff', w.hutA, {
        type: 'user.attach',
        payload: { userId: UNKNOWN_ID, match: { kind: 'email', value: person.email } },
      });
      for (const match of [
        { kind: 'email', value: w.contact().email },
        { kind: 'email', value: w.own.person.email },
        { kind: 'phone', value: w.own.person.phone },
        { kind: 'phone', value: w.contact().phone },
      ] as const) {
        const before = await w.snapshot();
        const { op, result } = await w.send('staff', w.hutA, {
          type: 'user.attach',
          payload: { userId: person.id, match },
        });
        expect(result, JSON.stringify(match)).toEqual({ ...unknownAnswer.result, opId: op.id });
        expect(w.changes(before, await w.snapshot(), op.id)).toEqual([]);
      }
      expect(unknownAnswer.result).toMatchObject({ code: 'not_found', message: m.personNotFound });

      // The right phone, typed as staff type it: attached, with hut A's own (empty) record.
      const cursor = await latestCursor(w.db);
      const spaced = `+47 ${person.phone.slice(0, 3)} ${person.phone.slice(3)}`;
      const { result } = await w.send('staff', w.hutA, {
        type: 'user.attach',
        payload: { userId: person.id, match: { kind: 'phone', value: spaced } },
      });
      const clean = {
        id: person.id,
        role: 'borrower',
        isFlagged: false,
        flaggedBy: null,
        flag_reason: null,
        notes: null,
      };
      expect(result.outcome).toBe('applied');
      const answered = result.outcome === 'applied' ? result.rows.users : undefined;
      expect(answered).toEqual([expect.objectContaining(clean)]);
      const pulled = await pullHutChanges(w.db, w.hutA, cursor);
      expect(pulled.changes?.users?.filter((u) => u.id === person.id)).toEqual([
        expect.objectContaining(clean),
      ]);
      // Hut B's record of them is as it was.
      expect(await atB()).toEqual(hutBRecord);
    });
  });

  describe('exception.resolve merging a possible duplicate', () => {
    /** A walk-in registered at the hut's counter by the role: their id and ref. */
    async function register(role: Role, hut: number, contact: { phone: string; email?: string }) {
      const ref = newId();
      const { result } = await w.send(role, hut, {
        type: 'user.register',
        payload: { ref, name: 'Kari Disk', ...contact },
      });
      expect(result.outcome).not.toBe('rejected');
      const row = await w.db
        .selectFrom('users')
        .select('id')
        .where('ref', '=', ref)
        .executeTakeFirstOrThrow();
      return { id: row.id, ref };
    }

    /** The open possible duplicate of the hut naming the walk-in and the other person. */
    async function duplicate(hut: number, walkInId: number, otherId: number): Promise<string> {
      const rows = await w.db
        .selectFrom('sync_exceptions')
        .select(['id', 'details_json'])
        .where('company_id', '=', hut)
        .where('kind', '=', 'possible_duplicate')
        .where('status', '=', 'open')
        .execute();
      const found = rows.filter((r) => {
        const details = syncExceptionDetailsSchema.parse(JSON.parse(r.details_json));
        return details.userId === walkInId && details.otherUserId === otherId;
      });
      expect(found).toHaveLength(1);
      return found[0]?.id ?? '';
    }

    const merge = (exceptionId: string): OpBody => ({
      type: 'exception.resolve',
      payload: { exceptionId, resolution: 'merged' },
    });

    /** The merge is refused with the message and changes nothing (its refusal is stored). */
    async function refusedMerge(exceptionId: string, message: string): Promise<void> {
      const before = await w.snapshot();
      const { op, result } = await w.send('staff', w.hutA, merge(exceptionId));
      expect(result).toEqual({
        outcome: 'rejected',
        opId: op.id,
        code: 'invalid_resolution',
        message,
      });
      expect(w.changes(before, await w.snapshot(), op.id)).toEqual([]);
    }

    const borrowerAtA = () => w.person([{ hut: w.hutA, role: 'borrower' }], { verified: true });

    it('never merges two accounts that can sign in', async () => {
      const x = await borrowerAtA();
      const y = await borrowerAtA();
      if (x.phone === null || y.email === null) throw new Error('no contact');
      // The walk-in has X's phone and Y's email: a possible duplicate of each.
      const walkIn = await register('staff', w.hutA, { phone: x.phone, email: y.email });
      const withX = await duplicate(w.hutA, walkIn.id, x.id);
      const withY = await duplicate(w.hutA, walkIn.id, y.id);
      expect((await w.send('staff', w.hutA, merge(withX))).result.outcome).toBe('applied');
      // The walk-in is X now: merging it with Y would merge two accounts.
      await refusedMerge(withY, m.mergeAccounts);
    });

    it('never merges a network admin', async () => {
      const admin = await w.person([{ hut: w.hutA, role: 'borrower' }], {
        verified: true,
        networkAdmin: true,
      });
      if (admin.phone === null) throw new Error('no phone');
      const walkIn = await register('staff', w.hutA, { phone: admin.phone });
      await refusedMerge(await duplicate(w.hutA, walkIn.id, admin.id), m.mergeProtected);
    });

    it('does not absorb a walk-in who also belongs to another hut', async () => {
      const x = await borrowerAtA();
      if (x.phone === null) throw new Error('no phone');
      // Registered at hut B's counter, then found at hut A by the phone and attached there.
      const walkIn = await register('hutAdmin', w.hutB, { phone: x.phone });
      const attached = await w.send('staff', w.hutA, {
        type: 'user.attach',
        payload: { userId: walkIn.id, match: { kind: 'phone', value: x.phone } },
      });
      expect(attached.result.outcome).toBe('exception');
      await refusedMerge(await duplicate(w.hutA, walkIn.id, x.id), m.mergeOtherHuts);
    });

    it('does not merge with a person who is no longer of the hut', async () => {
      const x = await w.person(
        [
          { hut: w.hutA, role: 'borrower' },
          { hut: w.hutB, role: 'borrower' },
        ],
        { verified: true },
      );
      if (x.phone === null) throw new Error('no phone');
      const walkIn = await register('staff', w.hutA, { phone: x.phone });
      const exceptionId = await duplicate(w.hutA, walkIn.id, x.id);
      // Removed from hut A since (an admin's REST work), still of hut B.
      await w.db
        .deleteFrom('company_user')
        .where('company_id', '=', w.hutA)
        .where('user_id', '=', x.id)
        .execute();
      await refusedMerge(exceptionId, m.mergeNotInHut);
    });

    it('merges a walk-in of the hut into an account, leaving the account’s own data and other huts as they were', async () => {
      // An account without a phone, with roles at three huts and hut B's flag and notes.
      const x = await w.person(
        [
          { hut: w.hutA, role: 'borrower', notes: 'Hytte A sitt notat.' },
          { hut: w.hutB, role: 'borrower', flag: 'Hytte B sin grunn.', notes: 'Hytte B.' },
          { hut: w.hutC, role: 'staff' },
        ],
        { verified: true, phone: null },
      );
      if (x.email === null) throw new Error('no email');
      const { phone } = w.contact();
      const walkIn = await register('staff', w.hutA, { phone, email: x.email });
      const exceptionId = await duplicate(w.hutA, walkIn.id, x.id);
      // Flagged at this counter, and lent to by ref.
      const unitId = await w.unit(w.hutA);
      const loanId = newId();
      for (const body of [
        { type: 'user.flag', payload: { userId: walkIn.ref, reason: 'Hytte A: mistet hjelm.' } },
        {
          type: 'cart.add',
          payload: { loanId, loanItemId: newId(), customerId: walkIn.ref, unitId, ...dates() },
        },
        { type: 'loan.handOut', payload: { loanId, ...dates() } },
      ] satisfies OpBody[]) {
        expect((await w.send('staff', w.hutA, body)).result.outcome).not.toBe('rejected');
      }
      const account = () =>
        w.db.selectFrom('users').selectAll().where('id', '=', x.id).executeTakeFirstOrThrow();
      const memberships = () =>
        w.db
          .selectFrom('company_user')
          .selectAll()
          .where('user_id', '=', x.id)
          .orderBy('company_id')
          .execute();
      const accountBefore = await account();
      const membershipsBefore = await memberships();

      expect((await w.send('staff', w.hutA, merge(exceptionId))).result.outcome).toBe('applied');

      const accountAfter = await account();
      expect(accountAfter).toMatchObject({
        email: accountBefore.email,
        phone: null,
        password_hash: accountBefore.password_hash,
        is_network_admin: 0,
        merged_into: null,
      });
      const after = await memberships();
      expect(after.filter((r) => r.company_id !== w.hutA)).toEqual(
        membershipsBefore.filter((r) => r.company_id !== w.hutA),
      );
      expect(after.find((r) => r.company_id === w.hutA)?.role).toBe('borrower');
      const absorbed = await w.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', walkIn.id)
        .executeTakeFirstOrThrow();
      expect(absorbed).toMatchObject({ merged_into: x.id, email: null, phone: null });
      const loan = await w.db
        .selectFrom('loans')
        .select('customer_id')
        .where('id', '=', loanId)
        .executeTakeFirstOrThrow();
      expect(loan.customer_id).toBe(x.id);
    });
  });
});
