import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, userDataResponseSchema } from '../../src/shared/contracts';
import { pushResponseSchema, syncRejectCodes } from '../../src/shared/contracts/sync';
import { fieldLabels, nb } from '../../src/shared/texts/messages';
import { testDialects } from '../support/test-databases';
import { device, freeUnits, newId } from './sync-fixtures';
import { Browser, openTestApp } from './support/test-app';
import type { TestApp } from './support/test-app';

/** Half of a surrogate pair: JSON can write it (\ud800), UTF-8 cannot. */
const HIGH = '\ud800';
const LOW = '\udc00';

const contact = {
  name: 'Per Spørsmål',
  phone: '+47 912 34 567',
  email: 'per@eksempel.no',
  message: 'Har dere truger i størrelse 38? 😊',
};

/**
 * Lone surrogates in text. Each database stored one as U+FFFD, so the row was no longer what was
 * sent: a contact message came out mangled, and a sync op replayed with such a device id no longer
 * matched itself (id_conflict instead of duplicate). They are refused like control characters.
 */
describe.each(testDialects)('lone surrogates in input on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a lone surrogate in a form field with 422 and a Norwegian message, storing nothing', async () => {
    const rows = () => t.database.db.selectFrom('contact_messages').select('message').execute();
    const before = (await rows()).length;
    const browser = new Browser(t.app);
    await browser.csrf();
    for (const [field, label, value] of [
      ['name', fieldLabels.name, `Per${HIGH}`],
      ['message', fieldLabels.message, `Hei ${LOW}der`],
      ['message', fieldLabels.message, `Hei 😊${HIGH}`],
    ] as const) {
      const response = await browser.post('/api/contact', { ...contact, [field]: value });
      expect(response.statusCode, JSON.stringify(value)).toBe(422);
      expect(errorBodySchema.parse(response.json()).fields).toEqual({
        [field]: [nb.controlCharacters(label)],
      });
    }
    expect((await rows()).length).toBe(before);
    // A whole pair is one character (an emoji) and is kept as sent.
    const ok = await browser.post('/api/contact', contact);
    expect(ok.statusCode).toBe(201);
    expect((await rows()).map((r) => r.message)).toContain(contact.message);
  });

  it('refuses a lone surrogate in a name at registration', async () => {
    const browser = new Browser(t.app);
    await browser.csrf();
    const response = await browser.post('/api/register', {
      name: `Kari ${HIGH}Nordmann`,
      email: 'kari.surrogat@eksempel.no',
      password: 'Fjellvann-og-ski-42',
      password_confirmation: 'Fjellvann-og-ski-42',
      accept_terms: true,
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(errorBodySchema.parse(response.json()).fields ?? {})).toEqual(['name']);
    const stored = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'kari.surrogat@eksempel.no')
      .execute();
    expect(stored).toEqual([]);
  });

  it('rejects, unstored, the push op with a lone surrogate in its device id or its text; the rest applies, also on replay', async () => {
    const browser = new Browser(t.app);
    const user = userDataResponseSchema.parse((await browser.login('ansatt@utstyrsbod.no')).json());
    const hut = user.attached_companies[0];
    if (!hut) throw new Error('ansatt has a hut');
    expect((await browser.post(`/api/company/${hut.id}/set`)).statusCode).toBe(200);
    const [unit] = await freeUnits(t.database.db, hut.id, 1);
    if (unit === undefined) throw new Error('a free unit');
    const good = device(hut.id, user.user.id);
    const badDevice = device(hut.id, user.user.id, `tablet-${HIGH}1`);
    const ops = [
      good({ type: 'note.add', payload: { noteId: newId(), unitId: unit, text: 'Ny binding' } }),
      badDevice({ type: 'note.add', payload: { noteId: newId(), unitId: unit, text: 'Ripe' } }),
      good({ type: 'note.add', payload: { noteId: newId(), unitId: unit, text: `Ripe ${LOW}` } }),
    ];
    const notes = () => t.database.db.selectFrom('notes').select('text').execute();
    const before = (await notes()).length;

    const first = await browser.post('/api/sync/push', { ops });
    expect(first.statusCode).toBe(200);
    const results = pushResponseSchema.parse(first.json()).results;
    expect(results.map((r) => r.outcome)).toEqual(['applied', 'rejected', 'rejected']);
    const fields = results.map((r) =>
      r.outcome === 'rejected' ? Object.keys(r.fields ?? {}) : [],
    );
    expect(fields).toEqual([[], ['deviceId'], ['payload.text']]);
    for (const r of results.slice(1)) {
      expect(r.outcome === 'rejected' && r.code).toBe(syncRejectCodes.invalidOp);
    }
    expect((await notes()).length).toBe(before + 1);

    // Sent again: the applied op is a duplicate, the refused ones are refused again, unstored.
    const again = pushResponseSchema.parse((await browser.post('/api/sync/push', { ops })).json());
    expect(again.results.map((r) => r.outcome)).toEqual(['duplicate', 'rejected', 'rejected']);
    const stored = await t.database.db
      .selectFrom('applied_ops')
      .select('op_id')
      .where(
        'op_id',
        'in',
        ops.map((o) => o.id),
      )
      .execute();
    expect(stored.map((r) => r.op_id)).toEqual([ops[0]?.id]);
    expect((await notes()).every((n) => !n.text.includes('\ufffd'))).toBe(true);
  });
});
