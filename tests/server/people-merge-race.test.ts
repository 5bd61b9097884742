import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../src/server/db/clock';
import { syncOpSchema } from '../../src/shared/contracts/sync';
import { mergeDuplicate } from '../../src/server/services/sync/ops/person-merge';
import { OpOutput } from '../../src/server/services/sync/output';
import { backendPid, untilBlockedBy } from '../support/pg-blocking';
import { testDialects } from '../support/test-databases';
import { cart, device, freeUnits, newId, only, push, staff } from './sync-fixtures';
import { staffWorld } from './staff-world';
import type { StaffWorld } from './staff-world';
import { openTestApp } from './support/test-app';
import type { TestApp } from './support/test-app';
import { registeredAccount } from './support/registration';

/**
 * A tablet lends to a walk-in while Avvik merges that walk-in into the account it duplicates, in
 * two transactions at once. Only PostgreSQL runs them side by side (SQLite has one writer). The
 * loan must end with the kept person, as if one had run wholly before the other; read without a
 * lock, the walk-in looked unmerged and the loan stayed with the emptied record.
 */
describe.runIf(testDialects.includes('postgres'))(
  'a loan to a person being merged, on postgres',
  () => {
    let t: TestApp;
    let w: StaffWorld;
    beforeAll(async () => {
      t = await openTestApp('postgres');
      w = await staffWorld(t.database.db);
    });
    afterAll(async () => {
      await t.close();
    });

    const newAccount = (name: string, email: string, phone: string, huts: number[]) =>
      registeredAccount(t.database.db, {
        name,
        email,
        password: 'Fjellvann-og-ski-42',
        password_confirmation: 'Fjellvann-og-ski-42',
        phone,
        accept_terms: true,
        company_ids: huts,
      });
    const borrowerOf = async (loanId: string) =>
      (
        await t.database.db
          .selectFrom('loans')
          .select('customer_id')
          .where('id', '=', loanId)
          .executeTakeFirstOrThrow()
      ).customer_id;

    it('ends with the kept person when the merge holds its locks while the loan arrives', async () => {
      const db = t.database.db;
      const phone = '45990000';
      // Of the hut that merges: a merge joins people of its own hut only.
      const account = await newAccount('Kari Nett', 'kari-rase@eksempel.no', phone, [w.hutA]);
      const atA = device(w.hutA, w.users.ansatt);
      const ref = newId();
      const register = atA({ type: 'user.register', payload: { ref, name: 'Kari Disk', phone } });
      only(await push(db, staff(w.users.ansatt), [register]), 'exception');
      const walkIn = await db
        .selectFrom('users')
        .select('id')
        .where('ref', '=', ref)
        .executeTakeFirstOrThrow();
      const loan = cart(atA, ref, await freeUnits(db, w.hutA, 1));
      const resolve = syncOpSchema.parse(
        atA({ type: 'exception.resolve', payload: { exceptionId: newId(), resolution: 'merged' } }),
      );

      let lending: ReturnType<typeof push> | undefined;
      await db.transaction().execute(async (trx) => {
        const out = new OpOutput(w.hutA);
        const ctx = { trx, op: resolve, companyId: w.hutA, actorId: w.users.ansatt, out };
        await mergeDuplicate(
          { ...ctx, now: nowIso(), lockedHuts: new Map() },
          { userId: walkIn.id, otherUserId: account.id },
        );
        // The merge has moved everything and holds both records; the tablet's loan arrives now.
        const pid = await backendPid(trx);
        lending = push(db, staff(w.users.ansatt), loan.adds);
        await untilBlockedBy(db, pid, 'the loan');
      });
      if (!lending) throw new Error('the loan was sent');
      only(await lending, 'applied');

      expect(await borrowerOf(loan.loanId)).toBe(account.id);
    });

    it('lends to a person whose joining the hut commits while the loan waits for them', async () => {
      const db = t.database.db;
      const account = await newAccount('Per Ny', 'per-rase@eksempel.no', '45990001', []);
      const loan = cart(device(w.hutA, w.users.ansatt), account.id, await freeUnits(db, w.hutA, 1));

      let lending: ReturnType<typeof push> | undefined;
      await db.transaction().execute(async (trx) => {
        // Another transaction holds the person (as a hut's attach does) and joins them to the hut.
        await trx
          .updateTable('users')
          .set((eb) => ({ updated_at: eb.ref('updated_at') }))
          .where('id', '=', account.id)
          .execute();
        const pid = await backendPid(trx);
        lending = push(db, staff(w.users.ansatt), loan.adds);
        await untilBlockedBy(db, pid, 'the loan');
        await trx
          .insertInto('company_user')
          .values({
            company_id: w.hutA,
            user_id: account.id,
            role: 'borrower',
            created_at: nowIso(),
          })
          .execute();
      });
      if (!lending) throw new Error('the loan was sent');
      only(await lending, 'applied');
      expect(await borrowerOf(loan.loanId)).toBe(account.id);
    });
  },
);
