import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../src/shared/contracts';
import {
  deviceKeyResponseSchema,
  queueFileText,
  queueUploadResponseSchema,
} from '../../src/shared/contracts/queue-file';
import { queueFileMessages as m } from '../../src/shared/texts/queue-file';
import { testDialects } from '../support/test-databases';
import { signIn, staffWorld, type StaffWorld } from './staff-world';
import { cart, counts, device, freeUnits, newId, push, staff } from './sync-fixtures';
import {
  newDeviceKey,
  signedQueueFile,
  signWith,
  uploadBody,
  type TestDeviceKey,
} from './support/queue-file-signing';
import { openTestApp, type Browser, type TestApp } from './support/test-app';

/**
 * "Ta ut ventende endringer": a counter device's saved queue, signed with the key it registered
 * online, uploaded by a hut admin from another device and applied exactly once, like a push.
 */
describe.each(testDialects)('saved queue upload on %s', (dialect) => {
  let t: TestApp;
  let w: StaffWorld;
  let admin: Browser;
  beforeAll(async () => {
    t = await openTestApp(dialect);
    w = await staffWorld(t.database.db);
    admin = (await signIn(t.app, 'demo', w.hutA)).browser;
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.database.db;
  const uploadUrl = (hut: number) => `/api/company/${hut}/sync/queue-file`;

  /** A tablet of hut A where ansatt signed in online once: its key is registered. */
  async function registeredTablet(): Promise<TestDeviceKey> {
    const key = await newDeviceKey(`tablet-${newId()}`);
    const { browser } = await signIn(t.app, 'ansatt', w.hutA);
    const first = await browser.post('/api/sync/device-key', {
      deviceId: key.deviceId,
      publicKey: key.publicKey,
    });
    expect(first.statusCode).toBe(200);
    expect(deviceKeyResponseSchema.parse(first.json())).toEqual({ known: false });
    return key;
  }

  /** A loan of two units to familie, made offline on the tablet: two cart.add and a hand-out. */
  async function offlineLoan(key: TestDeviceKey) {
    const op = device(w.hutA, w.users.ansatt, key.deviceId);
    const c = cart(op, w.users.familie, await freeUnits(db(), w.hutA, 2));
    return { ops: [...c.adds, c.handOut()], loanId: c.loanId };
  }

  /** The upload is refused with the message and changes nothing. */
  async function refused(browser: Browser, url: string, body: object, message: string) {
    const before = await counts(db());
    const response = await browser.post(url, body);
    expect(response.statusCode).toBe(422);
    const error = errorBodySchema.parse(response.json());
    expect(error.message).toBe(message);
    expect(error.fields?.content).toEqual([message]);
    expect(await counts(db())).toEqual(before);
  }

  it('registers a device key once per device and user; registering again changes nothing', async () => {
    const key = await registeredTablet();
    const { browser } = await signIn(t.app, 'ansatt', w.hutA);
    const again = await browser.post('/api/sync/device-key', {
      deviceId: key.deviceId,
      publicKey: key.publicKey,
    });
    expect(deviceKeyResponseSchema.parse(again.json())).toEqual({ known: true });
    const rows = await db()
      .selectFrom('device_keys')
      .selectAll()
      .where('device_id', '=', key.deviceId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: w.users.ansatt, company_id: w.hutA });
  });

  it('refuses a key that is not a P-256 public key, storing nothing', async () => {
    const { browser } = await signIn(t.app, 'ansatt', w.hutA);
    const response = await browser.post('/api/sync/device-key', {
      deviceId: 'tablet-x',
      publicKey: { kty: 'RSA', n: 'abc', e: 'AQAB' },
    });
    expect(response.statusCode).toBe(422);
    expect(JSON.stringify(response.json())).toContain(m.invalidKey);
    const rows = await db()
      .selectFrom('device_keys')
      .select('device_id')
      .where('device_id', '=', 'tablet-x')
      .execute();
    expect(rows).toEqual([]);
  });

  it('applies the file once: a second upload and the tablet’s own push later are duplicates', async () => {
    const key = await registeredTablet();
    const { ops, loanId } = await offlineLoan(key);
    const file = await signedQueueFile(key, { userId: w.users.ansatt, companyId: w.hutA }, ops);
    const before = await counts(db());

    const first = await admin.post(uploadUrl(w.hutA), uploadBody(file));
    expect(first.statusCode).toBe(200);
    expect(queueUploadResponseSchema.parse(first.json())).toMatchObject({
      userName: expect.any(String),
      total: 3,
      applied: 3,
      exceptions: 0,
      rejected: 0,
      duplicates: 0,
    });
    const loan = await db()
      .selectFrom('loans')
      .select(['status', 'customer_id', 'created_by'])
      .where('id', '=', loanId)
      .executeTakeFirstOrThrow();
    // Acting as the file's user, not as the admin who uploaded it.
    expect(loan).toEqual({
      status: 'open',
      customer_id: w.users.familie,
      created_by: w.users.ansatt,
    });
    const after = await counts(db());
    expect(after.applied_ops).toBe(before.applied_ops + 3);
    expect(after.lentUnits).toBe(before.lentUnits + 2);

    const second = await admin.post(uploadUrl(w.hutA), uploadBody(file));
    expect(queueUploadResponseSchema.parse(second.json())).toMatchObject({
      total: 3,
      applied: 0,
      duplicates: 3,
    });
    expect(await counts(db())).toEqual(after);

    // The tablet comes back and pushes what it still holds as waiting.
    const own = await push(db(), staff(w.users.ansatt), ops);
    expect(own.map((r) => r.outcome)).toEqual(['duplicate', 'duplicate', 'duplicate']);
    expect(await counts(db())).toEqual(after);
  });

  it('answers duplicates when the tablet synced before the file was uploaded', async () => {
    const key = await registeredTablet();
    const { ops } = await offlineLoan(key);
    const file = await signedQueueFile(key, { userId: w.users.ansatt, companyId: w.hutA }, ops);
    expect((await push(db(), staff(w.users.ansatt), ops)).map((r) => r.outcome)).toEqual([
      'applied',
      'applied',
      'applied',
    ]);
    const synced = await counts(db());
    const upload = await admin.post(uploadUrl(w.hutA), uploadBody(file));
    expect(queueUploadResponseSchema.parse(upload.json())).toMatchObject({ duplicates: 3 });
    expect(await counts(db())).toEqual(synced);
  });

  it('holds entries written by a newer app than the server, with all after them, for a later upload', async () => {
    const key = await registeredTablet();
    const { ops } = await offlineLoan(key);
    const [add1, add2, handOut] = ops;
    if (!add1 || !add2 || !handOut) throw new Error('three ops');
    const ahead = { ...add2, v: (add2.v ?? 1) + 1 };
    const file = await signedQueueFile(key, { userId: w.users.ansatt, companyId: w.hutA }, [
      add1,
      ahead,
      handOut,
    ]);
    const before = await counts(db());
    const upload = await admin.post(uploadUrl(w.hutA), uploadBody(file));
    expect(queueUploadResponseSchema.parse(upload.json())).toMatchObject({
      total: 3,
      applied: 1,
      rejected: 0,
      duplicates: 0,
      held: 2,
    });
    expect((await counts(db())).applied_ops).toBe(before.applied_ops + 1);
  });

  it('refuses a file changed after it was signed', async () => {
    const key = await registeredTablet();
    const { ops } = await offlineLoan(key);
    const file = await signedQueueFile(key, { userId: w.users.ansatt, companyId: w.hutA }, ops);
    const changed = JSON.parse(JSON.stringify(file)) as typeof file;
    const [firstOp] = changed.entries as { payload: { unitId: number } }[];
    if (!firstOp) throw new Error('no op');
    firstOp.payload.unitId += 1;
    await refused(admin, uploadUrl(w.hutA), uploadBody(changed), m.badSignature);
    // Another user's id under the same signature is a change too.
    await refused(
      admin,
      uploadUrl(w.hutA),
      uploadBody({ ...file, userId: w.users.demo }),
      m.unknownKey,
    );
  });

  it('refuses a file signed with another device’s key, and one of a device the server never saw', async () => {
    const tablet = await registeredTablet();
    const other = await registeredTablet();
    const { ops } = await offlineLoan(tablet);
    // The tablet's id and entries, signed by another registered device's key.
    const forged = await signedQueueFile(
      { ...other, deviceId: tablet.deviceId },
      { userId: w.users.ansatt, companyId: w.hutA },
      ops,
    );
    await refused(admin, uploadUrl(w.hutA), uploadBody(forged), m.badSignature);
    const stranger = await newDeviceKey(`tablet-${newId()}`);
    const unknown = await signedQueueFile(
      stranger,
      { userId: w.users.ansatt, companyId: w.hutA },
      (await offlineLoan(stranger)).ops,
    );
    await refused(admin, uploadUrl(w.hutA), uploadBody(unknown), m.unknownKey);
  });

  it('refuses what is not a saved queue of this server, with why', async () => {
    const url = uploadUrl(w.hutA);
    await refused(admin, url, { content: 'Dette er ikke JSON' }, m.notJson);
    await refused(admin, url, { content: '{"ops":[]}' }, m.notQueueFile);
    await refused(admin, url, { content: '[1,2,3]' }, m.notQueueFile);
    const key = await registeredTablet();
    const who = { userId: w.users.ansatt, companyId: w.hutA };
    const newer = await signedQueueFile(key, who, [], { version: 2 as 1 });
    await refused(admin, url, uploadBody(newer), m.newerVersion);
    const unsigned = { ...(await signedQueueFile(key, who, [])), signature: '' };
    await refused(admin, url, uploadBody(unsigned), m.badSignature);
  });

  it('refuses a file of another hut, and entries of another user under the file’s signature', async () => {
    const key = await registeredTablet();
    const { ops } = await offlineLoan(key);
    const file = await signedQueueFile(key, { userId: w.users.ansatt, companyId: w.hutA }, ops);
    // demo is admin of hut B too: the file is hut A's all the same.
    await refused(admin, uploadUrl(w.hutB), uploadBody(file), m.otherHut);
    const foreignOp = { ...ops[0], id: newId(), actorId: w.users.demo };
    const mixed = await signedQueueFile(key, { userId: w.users.ansatt, companyId: w.hutA }, [
      foreignOp,
    ]);
    await refused(admin, uploadUrl(w.hutA), uploadBody(mixed), m.foreignEntries);
  });

  it('refuses the file of someone no longer staff at the hut', async () => {
    const key = await registeredTablet();
    const file = await signedQueueFile(
      key,
      { userId: w.users.ansatt, companyId: w.hutA },
      (await offlineLoan(key)).ops,
    );
    await db()
      .updateTable('company_user')
      .set({ role: 'borrower' })
      .where('user_id', '=', w.users.ansatt)
      .where('company_id', '=', w.hutA)
      .execute();
    try {
      await refused(admin, uploadUrl(w.hutA), uploadBody(file), m.notStaff);
    } finally {
      await db()
        .updateTable('company_user')
        .set({ role: 'staff' })
        .where('user_id', '=', w.users.ansatt)
        .where('company_id', '=', w.hutA)
        .execute();
    }
  });

  it('lets only an admin of the file’s hut upload: staff and another hut’s admin are refused', async () => {
    const key = await registeredTablet();
    const file = await signedQueueFile(
      key,
      { userId: w.users.ansatt, companyId: w.hutA },
      (await offlineLoan(key)).ops,
    );
    const before = await counts(db());
    const { browser: ansatt } = await signIn(t.app, 'ansatt', w.hutA);
    expect((await ansatt.post(uploadUrl(w.hutA), uploadBody(file))).statusCode).toBe(403);
    // An admin of hut B only.
    const now = new Date().toISOString();
    await db()
      .insertInto('company_user')
      .values({ company_id: w.hutB, user_id: w.users.lise, role: 'admin', created_at: now })
      .onConflict((oc) => oc.columns(['company_id', 'user_id']).doUpdateSet({ role: 'admin' }))
      .execute();
    const { browser: lise } = await signIn(t.app, 'lise', w.hutB);
    expect((await lise.post(uploadUrl(w.hutA), uploadBody(file))).statusCode).toBe(403);
    expect((await lise.post(uploadUrl(w.hutB), uploadBody(file))).statusCode).toBe(422);
    expect(await counts(db())).toEqual(before);
  });

  it('takes the file in any layout: the canonical form is what is signed', async () => {
    const key = await registeredTablet();
    const { ops } = await offlineLoan(key);
    const file = await signedQueueFile(key, { userId: w.users.ansatt, companyId: w.hutA }, ops);
    // Keys in another order and no whitespace: the same file.
    const { signature, ...body } = file;
    const reordered = JSON.stringify({
      signature,
      ...Object.fromEntries(Object.entries(body).reverse()),
    });
    expect(reordered).not.toBe(queueFileText(file).trim());
    const upload = await admin.post(uploadUrl(w.hutA), { content: reordered });
    expect(queueUploadResponseSchema.parse(upload.json())).toMatchObject({ applied: 3 });
    expect(await signWith(key, body)).not.toBe(signature); // ECDSA: a fresh signature each time
  });
});
