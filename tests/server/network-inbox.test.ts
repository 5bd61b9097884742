import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contactResponseSchema,
  errorBodySchema,
  inboxResponseSchema,
  messageStatusResponseSchema,
} from '../../src/shared/contracts';
import { nb } from '../../src/shared/texts/messages';
import { networkMessages } from '../../src/shared/texts/network';
import { testDialects } from '../support/test-databases';
import { signIn } from './staff-world';
import { Browser, openTestApp } from './support/test-app';
import type { TestApp } from './support/test-app';

const message = {
  name: 'Frivilligsentralen Gol',
  phone: '+47 400 00 901',
  email: 'post@gol.eksempel.no',
  message: 'Vi vil starte en utstyrsbod på Gol. Hva må vi gjøre?',
};

describe.each(testDialects)('the network admin’s inbox on %s', (dialect) => {
  let t: TestApp;
  let admin: Browser;
  beforeAll(async () => {
    t = await openTestApp(dialect);
    admin = (await signIn(t.app, 'admin')).browser;
  });
  afterAll(async () => {
    await t.close();
  });

  const send = async (body: object) => {
    const visitor = new Browser(t.app);
    await visitor.csrf();
    return visitor.post('/api/contact', body);
  };
  const inbox = async (query = '') => {
    const response = await admin.get(`/api/network/messages${query}`);
    expect(response.statusCode).toBe(200);
    return inboxResponseSchema.parse(response.json());
  };
  const setStatus = (id: number, status: string) =>
    admin.request('PUT', `/api/network/messages/${id}/status`, { body: { status } });

  it('keeps the subject of the contact form: a general question unless the sender says otherwise', async () => {
    const general = contactResponseSchema.parse((await send(message)).json());
    const join = await send({ ...message, subject: 'become_hut' });
    expect(join.statusCode).toBe(201);
    const { id } = contactResponseSchema.parse(join.json());

    const { messages } = await inbox();
    expect(messages[0]).toMatchObject({ id, subject: 'become_hut', status: 'new', ...message });
    expect(messages.find((m) => m.id === general.id)?.subject).toBe('general');
  });

  it('refuses an unknown subject in Norwegian and stores nothing', async () => {
    const before = (await inbox()).messages.length;
    const response = await send({ ...message, subject: 'spam' });
    expect(response.statusCode).toBe(422);
    expect(errorBodySchema.parse(response.json()).fields?.subject).toEqual([nb.contactSubject]);
    expect((await inbox()).messages.length).toBe(before);
  });

  it('marks a message answered and closed, with who did it and when; counts follow', async () => {
    const { id } = contactResponseSchema.parse(
      (await send({ ...message, subject: 'become_hut' })).json(),
    );
    const before = (await inbox()).counts;

    const answered = await setStatus(id, 'answered');
    expect(answered.statusCode).toBe(200);
    const body = messageStatusResponseSchema.parse(answered.json());
    expect(body.message).toBe(networkMessages.messageStatus.answered);
    expect(body.contact_message).toMatchObject({ id, status: 'answered' });
    expect(body.contact_message.handled_by_name).toBeTruthy();
    expect(body.contact_message.handled_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const after = (await inbox()).counts;
    expect(after.new).toBe(before.new - 1);
    expect(after.answered).toBe(before.answered + 1);
    expect((await inbox('?status=answered')).messages.map((m) => m.id)).toContain(id);
    expect((await inbox('?status=new')).messages.map((m) => m.id)).not.toContain(id);

    const closed = messageStatusResponseSchema.parse((await setStatus(id, 'closed')).json());
    expect(closed.contact_message.status).toBe('closed');
    expect((await inbox('?status=closed')).messages.map((m) => m.id)).toEqual([id]);
    // Reopened: new again.
    const reopened = messageStatusResponseSchema.parse((await setStatus(id, 'new')).json());
    expect(reopened.contact_message.status).toBe('new');
  });

  it('refuses a bad status, a bad filter and an unknown message without a 500', async () => {
    const { messages } = await inbox();
    const first = messages[0];
    if (!first) throw new Error('seed: no contact message');
    const bad = await setStatus(first.id, 'archived');
    expect(bad.statusCode).toBe(422);
    expect(errorBodySchema.parse(bad.json()).fields?.status).toEqual([
      networkMessages.invalidStatus,
    ]);
    expect((await inbox()).messages.find((m) => m.id === first.id)?.status).toBe(first.status);

    expect((await admin.get('/api/network/messages?status=archived')).statusCode).toBe(400);
    const unknown = await setStatus(999_999, 'closed');
    expect(unknown.statusCode).toBe(404);
    expect(errorBodySchema.parse(unknown.json()).message).toBe(networkMessages.messageNotFound);
    expect((await admin.request('PUT', '/api/network/messages/x/status')).statusCode).toBe(400);
  });

  it('is the network admin’s only', async () => {
    const { browser: demo } = await signIn(t.app, 'demo');
    expect((await demo.get('/api/network/messages')).statusCode).toBe(403);
    expect((await new Browser(t.app).get('/api/network/messages')).statusCode).toBe(401);
  });
});
