import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createMailer } from '../../src/server/services/mail/mailer';
import { sendDueMail } from '../../src/server/services/mail/outbox';
import { openTestDatabase, testDialects } from '../support/test-databases';
import type { TestDatabase } from '../support/test-databases';
import { signIn, staffWorld } from './staff-world';
import { APP_ORIGIN, Browser } from './support/test-app';

const NAME = 'Karoline Loggvakt';
const EMAIL = 'karoline.loggvakt@eksempel.no';
const PHONE = '98765432';

/** What must never be in a production log line: the person's name, address and phone. */
const PERSONAL = [/loggvakt/i, /karoline/i, new RegExp(PHONE), /987 ?65 ?432/];

/**
 * The real app with its log captured, in production or development mode: a visitor registers,
 * writes to the network and tries to sign in with her address; staff search for her; the email
 * that is due goes to the log mailer (no SMTP_URL).
 */
async function run(dialect: (typeof testDialects)[number], nodeEnv: 'production' | 'development') {
  const lines: string[] = [];
  database = await openTestDatabase(dialect, { seed: true });
  const config = loadConfig({
    NODE_ENV: nodeEnv,
    PORT: '8080',
    SQLITE_FILE: database.file ?? ':memory:',
    STATIC_DIR: '/nonexistent/utstyrsbod-static',
    ALLOWED_ORIGINS: APP_ORIGIN,
    COOKIE_SECURE: 'false',
    LOG_LEVEL: 'info',
  });
  app = await buildApp(config, { database, logStream: { write: (line) => lines.push(line) } });
  await app.ready();

  const visitor = new Browser(app);
  await visitor.csrf();
  const form = { password: 'Fjellvann-og-ski-42', password_confirmation: 'Fjellvann-og-ski-42' };
  const registered = await visitor.post('/api/register', {
    name: NAME,
    email: EMAIL,
    accept_terms: true,
    ...form,
  });
  expect(registered.statusCode).toBe(200);
  const contact = { name: NAME, phone: PHONE, email: EMAIL, message: `Hei, dette er ${NAME}` };
  expect((await visitor.post('/api/contact', contact)).statusCode).toBeLessThan(300);
  expect((await visitor.login(EMAIL, 'feil-passord-123')).statusCode).toBe(422);
  const w = await staffWorld(app.db);
  const { browser } = await signIn(app, 'ansatt', w.hutA);
  const search = `/api/company/${w.hutA}/people?q=${encodeURIComponent(EMAIL)}`;
  expect((await browser.get(search)).statusCode).toBe(200);
  const mailer = createMailer({ from: config.mailFrom, production: config.production }, app.log);
  expect(await sendDueMail(app.db, mailer, 'log-test')).toBeGreaterThanOrEqual(1);
  return lines;
}

let app: FastifyInstance | undefined;
let database: TestDatabase | undefined;
afterEach(async () => {
  await app?.close();
  await database?.destroy();
  app = undefined;
  database = undefined;
});

describe.each(testDialects)('the server’s log on %s', (dialect) => {
  it('in production, carries no name, email address or phone number', async () => {
    const lines = await run(dialect, 'production');
    // The requests and the email were logged, just without the person in them.
    expect(lines.some((l) => l.includes('"/api/register"'))).toBe(true);
    expect(lines.some((l) => l.includes('/people?…'))).toBe(true);
    const mail = lines.filter((l) => l.includes('email not sent (no SMTP_URL)'));
    expect(mail.length).toBeGreaterThanOrEqual(1);
    expect(mail.some((l) => l.includes('"kind":"registration_link"'))).toBe(true);
    for (const line of lines) {
      for (const pattern of PERSONAL) expect(line, line).not.toMatch(pattern);
      // No header is written: not the session cookie, the XSRF token or an Authorization.
      expect(line).not.toMatch(/"(cookie|authorization|x-xsrf-token|headers)"/i);
    }
  });

  it('in development, still writes the email to the log for the developer to read', async () => {
    const lines = await run(dialect, 'development');
    const mail = lines.filter((l) => l.includes('email (no SMTP_URL: written to the log)'));
    expect(mail.some((l) => l.includes(EMAIL))).toBe(true);
    expect(lines.some((l) => l.includes(`q=${encodeURIComponent(EMAIL)}`))).toBe(true);
  });
});
