import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pullChanges } from '../../src/server/services/sync';
import { catalogueResponseSchema } from '../../src/shared/contracts/catalogue';
import { productChangesResponseSchema } from '../../src/shared/contracts/products';
import { parseUnitLabelCode } from '../../src/shared/domain/equipment';
import { equipmentTexts as t } from '../../src/shared/texts/equipment';
import { testDialects } from '../support/test-databases';
import { staffWorld, type StaffWorld } from './staff-world';
import { Browser, openTestApp, type TestApp } from './support/test-app';

/**
 * A hut enters its own equipment (/leggtilprodukt, /endreprodukt): products network-wide (their
 * shared fields changed only by the network admin or an admin of the hut that entered them, each
 * change recorded), units at the hut, photos resized and served from the database, and bad input
 * refused with nothing written.
 */
describe.each(testDialects)('a hut’s own equipment on %s', (dialect) => {
  let t0: TestApp;
  let w: StaffWorld;
  let staff: Browser;
  let admin: Browser;
  let langrenn = 0;
  let vinter = 0;

  beforeAll(async () => {
    t0 = await openTestApp(dialect);
    w = await staffWorld(t0.database.db);
    staff = new Browser(t0.app);
    expect((await staff.login('ansatt@utstyrsbod.no')).statusCode).toBe(200);
    admin = new Browser(t0.app);
    expect((await admin.login('demo@utstyrsbod.no')).statusCode).toBe(200);
    const categories = await t0.database.db
      .selectFrom('categories')
      .select(['id', 'name'])
      .execute();
    const id = (name: string) => categories.find((c) => c.name === name)?.id ?? 0;
    langrenn = id('Langrenn');
    vinter = id('Vinter');
  });
  afterAll(async () => {
    await t0.close();
  });

  const db = () => t0.database.db;
  const counts = async () => ({
    products: Number(
      (
        await db()
          .selectFrom('products')
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    units: Number(
      (
        await db()
          .selectFrom('units')
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    notes: Number(
      (
        await db()
          .selectFrom('notes')
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    photos: Number(
      (
        await db()
          .selectFrom('photos')
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  });
  const newProduct = (overrides: Record<string, unknown> = {}) => ({
    categoryId: langrenn,
    productId: null,
    name: 'Skøyteski',
    description: 'Smøringsfrie ski med bindinger.',
    parts: ['ski', 'staver'],
    image: null,
    unit: 'cm',
    size: '120',
    maxSize: '150',
    quantity: 4,
    notes: ['', 'Riper under', '', ''],
    ...overrides,
  });
  const upload = (browser: Browser, bytes: Buffer | string, type = 'image/jpeg') =>
    browser.request('POST', `/api/company/${w.hutA}/photos`, {
      body: bytes,
      headers: { 'content-type': type },
    });

  it('adds four units of a new product with a photo, a note and parts; the hut pulls them', async () => {
    const jpeg = await sharp({
      create: { width: 2400, height: 1600, channels: 3, background: '#3a7' },
    })
      .jpeg()
      .toBuffer();
    const uploaded = await upload(staff, jpeg);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const url = uploaded.json<{ url: string }>().url;
    expect(url).toMatch(/^\/api\/photos\/[0-9a-f]{32}\.webp$/);

    const photo = await staff.get(url);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(photo.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1200, 800]);
    const again = await staff.get(url, { 'if-none-match': String(photo.headers.etag) });
    expect(again.statusCode).toBe(304);

    const made = await staff.post(`/api/company/${w.hutA}/products`, newProduct({ image: url }));
    expect(made.statusCode, made.body).toBe(201);
    const created = made.json<{ productId: number; unitIds: number[]; message: string }>();
    expect(created.message).toBe('4 enheter av Skøyteski er lagt til.');
    expect(created.unitIds).toHaveLength(4);

    const units = await db()
      .selectFrom('units')
      .selectAll()
      .where('product_id', '=', created.productId)
      .orderBy('id')
      .execute();
    expect(units.map((u) => [u.company_id, u.size, u.max_size, u.unit, u.status])).toEqual(
      Array(4).fill([w.hutA, '120', '150', 'cm', 'available']),
    );
    const notes = await db()
      .selectFrom('notes')
      .selectAll()
      .where('unit_id', 'in', created.unitIds)
      .execute();
    expect(notes.map((n) => [n.unit_id, n.text, n.company_id])).toEqual([
      [created.unitIds[1], 'Riper under', w.hutA],
    ]);

    const edit = await staff.get(`/api/company/${w.hutA}/products/${created.productId}`);
    expect(edit.statusCode, edit.body).toBe(200);
    const body = edit.json<{
      product: { parts: string[]; image: string };
      units: { id: number; label: string; notes: { text: string }[] }[];
    }>();
    expect(body.product).toMatchObject({ parts: ['ski', 'staver'], image: url });
    expect(body.units.map((u) => parseUnitLabelCode(u.label))).toEqual(created.unitIds);
    expect(body.units[1]?.notes.map((n) => n.text)).toEqual(['Riper under']);

    // The hut's tablets and the public catalogue see the new units.
    await staff.post(`/api/company/${w.hutA}/set`);
    const pull = await staff.get('/api/sync/pull');
    const pulled = pull.json<{
      changes: { products: { id: number; parts: string[] }[]; units: { id: number }[] };
    }>();
    expect(pulled.changes.products.find((p) => p.id === created.productId)?.parts).toEqual([
      'ski',
      'staver',
    ]);
    expect(pulled.changes.units.map((u) => u.id)).toEqual(expect.arrayContaining(created.unitIds));
    const catalogue = await staff.get('/api/public/catalogue');
    const listed = catalogueResponseSchema
      .parse(catalogue.json())
      .products.find((p) => p.id === created.productId);
    // The public product page's 'Ledig' per size comes with the hut's count.
    expect(listed?.availability).toEqual([
      {
        company_id: w.hutA,
        available: 4,
        total: 4,
        sizes: [{ size: '120–150 cm', available: 4, total: 4 }],
      },
    ]);
  });

  it('adds units of a product the network already has, and refuses one from another category', async () => {
    const existing = await db()
      .selectFrom('products')
      .select(['id', 'category_id', 'name'])
      .where('category_id', '=', langrenn)
      .executeTakeFirstOrThrow();
    const before = await counts();
    const more = await staff.post(
      `/api/company/${w.hutA}/products`,
      newProduct({ productId: existing.id, name: undefined, quantity: 1, notes: [] }),
    );
    expect(more.statusCode, more.body).toBe(201);
    expect(more.json<{ message: string }>().message).toBe(
      `1 enhet av ${existing.name} er lagt til.`,
    );
    expect(await counts()).toEqual({ ...before, units: before.units + 1 });

    const wrong = await staff.post(
      `/api/company/${w.hutA}/products`,
      newProduct({
        productId: existing.id,
        categoryId: (
          await db()
            .selectFrom('categories')
            .select('id')
            .where('name', '=', 'Ishockey')
            .executeTakeFirstOrThrow()
        ).id,
      }),
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json<{ fields: Record<string, string[]> }>().fields.productId).toEqual([
      t.productNotInCategory,
    ]);
  });

  it('refuses bad input with Norwegian field messages and writes nothing', async () => {
    const before = await counts();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ quantity: 0, notes: [] }, 'quantity', t.quantityZero],
      [{ quantity: 2.5, notes: [] }, 'quantity', t.quantityWhole],
      [{ quantity: 51, notes: [] }, 'quantity', t.quantityTooMany],
      [{ size: '' }, 'size', t.chooseSize],
      [{ size: 'stor' }, 'size', t.sizeNumber],
      [{ maxSize: '100' }, 'maxSize', t.maxSizeBelow],
      [{ unit: 'fot' }, 'unit', t.invalidUnit],
      [{ categoryId: vinter }, 'categoryId', t.invalidCategory],
      [{ categoryId: 999_999 }, 'categoryId', t.invalidCategory],
      [{ name: '' }, 'name', 'Produktnavn er påkrevd.'],
      [{ quantity: 1, notes: ['a', 'b'] }, 'notes', t.tooManyNotes],
      [{ image: '/api/photos/0123456789abcdef0123456789abcdef.webp' }, 'image', t.photoUnknown],
      [{ image: 'https://example.com/x.jpg' }, 'image', t.photoUnknown],
      [{ parts: Array(13).fill('del') }, 'parts', t.tooManyParts],
      // The network has a Langrennsski in Langrenn already: use that one.
      [{ name: ' langrennsSKI ' }, 'name', t.nameTaken],
    ];
    for (const [change, field, message] of cases) {
      const answer = await staff.post(`/api/company/${w.hutA}/products`, newProduct(change));
      expect(answer.statusCode, JSON.stringify(change)).toBe(422);
      expect(
        answer.json<{ fields: Record<string, string[]> }>().fields[field],
        JSON.stringify(change),
      ).toEqual([message]);
    }
    // A product without a size (a board game) needs none.
    const board = await staff.post(
      `/api/company/${w.hutA}/products`,
      newProduct({
        unit: null,
        size: null,
        maxSize: null,
        name: 'Kortstokk',
        quantity: 1,
        notes: [],
      }),
    );
    expect(board.statusCode, board.body).toBe(201);
    const after = await counts();
    expect(after).toEqual({ ...before, products: before.products + 1, units: before.units + 1 });
  });

  it('refuses uploads that are not images, too small or too large, storing nothing', async () => {
    const before = (await counts()).photos;
    const text = await upload(staff, 'ikke et bilde', 'text/plain');
    expect(text.statusCode).toBe(422);
    expect(text.json<{ fields: Record<string, string[]> }>().fields.photo).toEqual([
      t.photoNotImage,
    ]);
    const json = await staff.post(`/api/company/${w.hutA}/photos`, { url: 'x' });
    expect(json.statusCode).toBe(422);
    const tiny = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(
      (await upload(staff, tiny, 'image/png')).json<{ fields: Record<string, string[]> }>().fields
        .photo,
    ).toEqual([t.photoTooSmall]);
    const huge = Buffer.alloc(10 * 1024 * 1024 + 1, 1);
    const big = await upload(staff, huge);
    expect(big.statusCode).toBe(422);
    expect(big.json<{ fields: Record<string, string[]> }>().fields.photo).toEqual([
      t.photoTooLarge,
    ]);
    expect((await counts()).photos).toBe(before);
    expect((await staff.get('/api/photos/nope.webp')).statusCode).toBe(400);
    expect((await staff.get('/api/photos/0123456789abcdef0123456789abcdef.webp')).statusCode).toBe(
      404,
    );
  });

  it('edits the product and a unit, and moves a unit only where the user is admin', async () => {
    const made = await admin.post(
      `/api/company/${w.hutA}/products`,
      newProduct({ name: 'Truger', quantity: 2, notes: ['Ny', ''] }),
    );
    const { productId, unitIds } = made.json<{ productId: number; unitIds: number[] }>();
    const [first = 0, second = 0] = unitIds;

    // The hut's admin changes the shared fields; its staff only the hut's units (below).
    const saved = await admin.request('PUT', `/api/company/${w.hutA}/products/${productId}`, {
      body: {
        categoryId: langrenn,
        name: 'Truger for barn',
        description: null,
        parts: ['truger'],
        image: null,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const row = await db()
      .selectFrom('products')
      .selectAll()
      .where('id', '=', productId)
      .executeTakeFirstOrThrow();
    expect([row.name, row.parts]).toEqual(['Truger for barn', '["truger"]']);

    const resized = await staff.request('PUT', `/api/company/${w.hutA}/units/${first}`, {
      body: { unit: 'EU', size: '37,5', maxSize: null },
    });
    expect(resized.statusCode, resized.body).toBe(200);
    const unit = await db()
      .selectFrom('units')
      .selectAll()
      .where('id', '=', first)
      .executeTakeFirstOrThrow();
    expect([unit.unit, unit.size, unit.max_size]).toEqual(['EU', '37.5', null]);

    // Staff are not admins: no move. The admin moves to hut B, with the unit's note.
    const move = (browser: Browser, unitId: number, companyId: number) =>
      browser.post(`/api/company/${w.hutA}/units/${unitId}/move`, { companyId });
    expect((await move(staff, first, w.hutB)).statusCode).toBe(403);
    const actor = { userId: w.users.demo, isNetworkAdmin: false };
    const since = (await pullChanges(db(), actor, w.hutA)).cursor;
    const moved = await move(admin, first, w.hutB);
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await db()
      .selectFrom('units')
      .select('company_id')
      .where('id', '=', first)
      .executeTakeFirstOrThrow();
    expect(after.company_id).toBe(w.hutB);
    const note = await db()
      .selectFrom('notes')
      .select('company_id')
      .where('unit_id', '=', first)
      .executeTakeFirstOrThrow();
    expect(note.company_id).toBe(w.hutB);
    // Hut A's tablets drop the unit at their next pull; hut B's get it with its note.
    const gone = await pullChanges(db(), actor, w.hutA, since);
    expect(gone.changes?.deleted?.units).toEqual([first]);
    const arrived = await pullChanges(db(), actor, w.hutB, since);
    expect(arrived.changes?.units?.map((u) => u.id)).toEqual([first]);
    expect(arrived.changes?.notes?.map((n) => n.text)).toEqual(['Ny']);
    // It is no longer hut A's: editing it there finds nothing.
    expect((await move(admin, first, w.hutB)).statusCode).toBe(404);
    expect((await move(admin, second, w.hutA)).json<{ message: string }>().message).toBe(t.sameHut);

    // Another hut's product is not this hut's to edit.
    const other = await staff.get(`/api/company/${w.hutA}/products/999999`);
    expect(other.statusCode).toBe(404);
  });

  it('lets only the network admin and admins of the hut that entered a product change it, and records who did', async () => {
    // Staff of hut A enter the product: it is hut A's.
    const made = await staff.post(
      `/api/company/${w.hutA}/products`,
      newProduct({ name: 'Kjelke', quantity: 1, notes: [] }),
    );
    expect(made.statusCode, made.body).toBe(201);
    const { productId } = made.json<{ productId: number }>();
    const url = (hut: number) => `/api/company/${hut}/products/${productId}`;
    const stored = () =>
      db()
        .selectFrom('products')
        .select(['name', 'description', 'parts', 'image', 'category_id', 'created_by_company_id'])
        .where('id', '=', productId)
        .executeTakeFirstOrThrow();
    const original = await stored();
    expect(original.created_by_company_id).toBe(w.hutA);
    const recorded = () =>
      db().selectFrom('product_changes').selectAll().where('product_id', '=', productId).execute();

    // Sofie is admin of hut B only; hut B gets a unit of the product too.
    await db()
      .updateTable('company_user')
      .set({ role: 'admin' })
      .where('user_id', '=', w.users.sofie)
      .where('company_id', '=', w.hutB)
      .execute();
    const sofie = new Browser(t0.app);
    expect((await sofie.login('sofie.pedersen@eksempel.no')).statusCode).toBe(200);
    const added = await sofie.post(`${url(w.hutB)}/units`, {
      unit: 'cm',
      size: '90',
      maxSize: null,
      quantity: 1,
      notes: [],
    });
    expect(added.statusCode, added.body).toBe(200);

    const change = {
      categoryId: langrenn,
      name: 'Kjelke med ratt',
      description: 'Styres med ratt.',
      parts: ['kjelke', 'tau'],
      image: null,
    };
    const editable = async (browser: Browser, hut: number) =>
      (await browser.get(url(hut))).json<{ sharedEditable: boolean }>().sharedEditable;
    // Staff of the hut that entered it, and the admin of another hut holding it: 403, nothing written.
    for (const [browser, hut] of [
      [staff, w.hutA],
      [sofie, w.hutB],
    ] as const) {
      expect(await editable(browser, hut)).toBe(false);
      const refused = await browser.request('PUT', url(hut), { body: change });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: 'forbidden', message: t.sharedFieldsLocked });
    }
    expect(await stored()).toEqual(original);
    expect(await recorded()).toEqual([]);
    // Each still manages their own hut's units.
    const sofiesUnit = await db()
      .selectFrom('units')
      .select('id')
      .where('product_id', '=', productId)
      .where('company_id', '=', w.hutB)
      .executeTakeFirstOrThrow();
    const resized = await sofie.request('PUT', `/api/company/${w.hutB}/units/${sofiesUnit.id}`, {
      body: { unit: 'cm', size: '100', maxSize: null },
    });
    expect(resized.statusCode, resized.body).toBe(200);

    // Hut A's admin changes it; saving it unchanged records nothing.
    expect(await editable(admin, w.hutA)).toBe(true);
    const saved = await admin.request('PUT', url(w.hutA), { body: change });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await stored()).toMatchObject({ name: 'Kjelke med ratt', parts: '["kjelke","tau"]' });
    expect((await admin.request('PUT', url(w.hutA), { body: change })).statusCode).toBe(200);
    // The network admin too, from any hut holding it.
    const network = new Browser(t0.app);
    expect((await network.login('admin@utstyrsbod.no')).statusCode).toBe(200);
    expect(await editable(network, w.hutB)).toBe(true);
    const renamed = await network.request('PUT', url(w.hutB), {
      body: { ...change, name: 'Rattkjelke' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const rows = await recorded();
    expect(rows.map((r) => [r.changed_by, r.company_id, JSON.parse(r.fields)])).toEqual([
      [w.users.demo, w.hutA, ['name', 'description', 'parts']],
      [w.users.admin, w.hutB, ['name']],
    ]);

    // The network admin reads who changed it, newest first; nobody else does.
    const history = await network.get(`/api/network/products/${productId}/changes`);
    expect(history.statusCode, history.body).toBe(200);
    const answer = productChangesResponseSchema.parse(history.json());
    expect(answer.product).toMatchObject({ id: productId, name: 'Rattkjelke' });
    expect(answer.product.createdBy?.id).toBe(w.hutA);
    expect(answer.changes.map((c) => [c.changedBy?.id, c.hut?.id, c.fields])).toEqual([
      [w.users.admin, w.hutB, ['name']],
      [w.users.demo, w.hutA, ['name', 'description', 'parts']],
    ]);
    expect((await admin.get(`/api/network/products/${productId}/changes`)).statusCode).toBe(403);
    expect((await network.get('/api/network/products/999999/changes')).statusCode).toBe(404);
  });
});
