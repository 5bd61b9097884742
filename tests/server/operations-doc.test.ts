import { execFile, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docBlock, docBlocks, envLines } from '../support/doc-blocks';
import { freePort } from '../support/e2e-ports';
import { HttpSession } from '../support/http-session';
import { openTestDatabase, testDialects } from '../support/test-databases';
import type { TestDatabase } from '../support/test-databases';
import { startSmtpSink } from './support/smtp-sink';
import type { SmtpSink } from './support/smtp-sink';

/**
 * Issue 32's "done when": a fresh PostgreSQL is brought to a working network with only the
 * commands of docs/operations.md, run as written (the blocks marked `run:`), in production mode:
 * build, start, the first network admin by the CLI; then, as the screens do over HTTP, the admin
 * sets the password from the printed link, creates a hut, becomes its admin and invites a staff
 * member, who registers from the emailed links (a real SMTP server) and accepts. `npm ci`, the
 * build block's first line, is what CI runs before the tests.
 */
const root = new URL('../..', import.meta.url).pathname;
const blocks = docBlocks(join(root, 'docs', 'operations.md'));
const ENV_FILE = '/etc/utstyrsbod/env';
const sh = promisify(execFile);
const run = (block: string, env: NodeJS.ProcessEnv) =>
  sh('sh', ['-ec', block], { cwd: root, env, timeout: 300_000, maxBuffer: 16 * 1024 * 1024 });

const adminEmail = 'it@kommune.no';
const staffEmail = 'tone.ansatt@kommune.no';
const password = 'Fjellvann-og-ski-42';
// The links carry their token after `#` (`#<token>` or `#token=<token>`), never to a server.
const tokenIn = (text: string) => /#(?:token=)?([A-Za-z0-9_-]{43})\b/.exec(text)?.[1] ?? '';

async function until<T>(what: string, probe: () => Promise<T | null>, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value !== null) return value;
    if (Date.now() > end) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.runIf(testDialects.includes('postgres'))('docs/operations.md on PostgreSQL', () => {
  let database: TestDatabase;
  let smtp: SmtpSink;
  let dir: string;
  let server: ChildProcess | null = null;
  let serverOutput = '';
  let url = '';
  let env: NodeJS.ProcessEnv = {};
  const withFile = (block: string) => block.replaceAll(ENV_FILE, join(dir, 'env'));

  beforeAll(async () => {
    database = await openTestDatabase('postgres', { bare: true });
    smtp = await startSmtpSink();
    dir = mkdtempSync(join(tmpdir(), 'utstyrsbod-ops-'));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    // The document's settings, with this machine's database, port, address and mail server.
    const settings = envLines(docBlock(blocks, 'env'));
    for (const key of [
      'NODE_ENV',
      'DATABASE_URL',
      'PORT',
      'ALLOWED_ORIGINS',
      'TRUST_PROXY',
      'METRICS_PORT',
    ]) {
      expect(settings.has(key), `settings block names ${key}`).toBe(true);
    }
    settings.set('DATABASE_URL', database.url ?? '');
    settings.set('PORT', String(port));
    settings.set('ALLOWED_ORIGINS', url);
    // Behind no proxy here: the test's requests come straight from 127.0.0.1.
    settings.set('TRUST_PROXY', '0');
    settings.set('SMTP_URL', smtp.url);
    settings.set('METRICS_PORT', String(await freePort()));
    writeFileSync(
      join(dir, 'env'),
      [...settings].map(([key, value]) => `${key}=${JSON.stringify(value)}`).join('\n'),
    );
    const inherited = { ...process.env };
    for (const key of ['NODE_ENV', 'DATABASE_URL', 'SQLITE_FILE', 'PORT', 'SEED_DEMO']) {
      delete inherited[key];
    }
    env = { ...inherited, URL: url, NO_COLOR: '1' };
  }, 60_000);

  afterAll(async () => {
    if (server?.pid && server.exitCode === null) {
      process.kill(-server.pid, 'SIGTERM');
      await new Promise((resolve) => server?.once('exit', resolve));
    }
    await smtp.close();
    await database.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('builds with the build block (npm ci is run by CI before the tests)', async () => {
    const lines = docBlock(blocks, 'build').split('\n');
    expect(lines[0]).toMatch(/^npm ci\b/);
    const rest = lines.slice(1).join('\n');
    expect(rest).toContain('npm run build');
    await run(rest, env);
  }, 300_000);

  it('starts in production on the empty database with the start block, and answers ready', async () => {
    server = spawn('sh', ['-ec', withFile(docBlock(blocks, 'start'))], {
      cwd: root,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));
    await until('the server to be ready', async () => {
      if (server?.exitCode !== null) throw new Error(`the server exited:\n${serverOutput}`);
      const answer = await fetch(`${url}/api/ready`);
      return answer.status === 200 ? true : null;
    }).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${serverOutput}`);
    });
    // Plain node on the compiled server, in production: no demo data.
    expect(serverOutput).toContain('database migrated');
    const users = await database.db.selectFrom('users').select('email').execute();
    expect(users).toEqual([]);
  }, 120_000);

  it('brings the network to a hut with staff from the first-admin block', async () => {
    const created = await run(withFile(docBlock(blocks, 'first-admin')), env);
    // A one-time link to this server's set-password screen, and never a password.
    expect(created.stdout).toContain(`${url}/sett-passord#`);
    expect(created.stdout + created.stderr).not.toMatch(/passord:\s*\S+$/im);
    const linkToken = tokenIn(created.stdout);
    expect(linkToken).not.toBe('');

    const admin = new HttpSession(url);
    expect(await admin.post('/api/password-link/preview', { token: linkToken })).toMatchObject({
      status: 200,
      body: { email: adminEmail },
    });
    expect(
      await admin.post('/api/password-link/set', {
        token: linkToken,
        password,
        password_confirmation: password,
      }),
    ).toMatchObject({ status: 200 });
    // Once only.
    const again = await admin.post('/api/password-link/set', {
      token: linkToken,
      password,
      password_confirmation: password,
    });
    expect(again.status).toBe(422);

    expect(await admin.post('/api/login', { email: adminEmail, password })).toMatchObject({
      status: 200,
    });
    const hut = await admin.post('/api/network/huts', {
      name: 'Utstyrsbua Sentrum',
      address: 'Storgata 1',
      county: 'Innlandet',
      municipality: 'Hamar',
      town: 'Hamar',
    });
    expect(hut.status).toBe(201);
    const hutId = (hut.body as { hut: { id: number } }).hut.id;
    expect(
      await admin.post(`/api/network/huts/${hutId}/admins`, { email: adminEmail }),
    ).toMatchObject({ status: 200 });
    expect(
      await admin.post(`/api/company/${hutId}/invites`, { email: staffEmail, role: 'staff' }),
    ).toMatchObject({ status: 200 });
    const invite = await until(
      'the invitation email',
      async () => smtp.received.find((m) => m.to === staffEmail) ?? null,
    );

    // The staff member registers from the app, confirms from the emailed link, and accepts.
    const staff = new HttpSession(url);
    expect(
      await staff.post('/api/register', {
        name: 'Tone Ansatt',
        email: staffEmail,
        password,
        password_confirmation: password,
        accept_terms: true,
      }),
    ).toMatchObject({ status: 200 });
    const confirmation = await until(
      'the registration email',
      async () => smtp.received.find((m) => m.to === staffEmail && m !== invite) ?? null,
    );
    expect(
      await staff.post('/api/register/confirm', { token: tokenIn(confirmation.text) }),
    ).toMatchObject({ status: 201 });
    expect(await staff.post('/api/invites/accept', { token: tokenIn(invite.text) })).toMatchObject({
      status: 200,
    });
    const me = await staff.get('/api/userdata');
    expect(me.body).toMatchObject({
      attached_companies: [{ id: hutId, name: 'Utstyrsbua Sentrum', role: 'staff' }],
    });

    // Nothing personal in production's log: neither address, nor a token.
    expect(serverOutput).not.toContain(adminEmail);
    expect(serverOutput).not.toContain(staffEmail);
    expect(serverOutput).not.toContain(linkToken);
  }, 120_000);

  it('answers the watch block: alive, ready, and the metrics listener', async () => {
    const watched = await run(withFile(docBlock(blocks, 'watch')), env);
    expect(watched.stdout).toContain('"ready":true');
    // Both emails went out through the outbox: sent, none failed.
    expect(watched.stdout).toMatch(/^utstyrsbod_mail_outbox\{state="sent"\} 2$/m);
    expect(watched.stdout).toMatch(/^utstyrsbod_mail_outbox\{state="failed"\} 0$/m);
  });
});
