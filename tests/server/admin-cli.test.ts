import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, userDataResponseSchema } from '../../src/shared/contracts';
import { adminCliTexts } from '../../src/shared/texts/admin-cli';
import { passwordLinkErrorCodes, passwordLinkTexts } from '../../src/shared/texts/password-links';
import { nb } from '../../src/shared/texts/messages';
import { setFixedNow } from '../../src/server/db/clock';
import { compiledServer } from '../support/compiled-server';
import { testDialects } from '../support/test-databases';
import type { TestDatabase } from '../support/test-databases';
import { tokenOfLink } from './support/password-links';
import { APP_ORIGIN, Browser, openTestApp } from './support/test-app';
import type { TestApp } from './support/test-app';

interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * The real CLI as `npm run admin` runs it (the compiled program, plain node; the server project's
 * global setup builds dist-server/) as its own process, on the test database.
 */
function runCli(args: readonly string[], database?: TestDatabase): Promise<CliRun> {
  return runProcess([process.execPath, join(compiledServer(), 'admin.js'), ...args], database);
}

/** A command line as the docs write it (`npm run admin -- …`), through the shell. */
function runShell(line: string, database: TestDatabase): Promise<CliRun> {
  return runProcess(['sh', '-c', line], database);
}

function runProcess(
  [command = '', ...args]: readonly string[],
  database?: TestDatabase,
): Promise<CliRun> {
  const target = database
    ? database.url
      ? { DATABASE_URL: database.url }
      : { SQLITE_FILE: database.file ?? '' }
    : {};
  const child = spawn(command, args, {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: '',
      ALLOWED_ORIGINS: APP_ORIGIN,
      ...target,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The shell block after `<!-- run: name -->` in docs/admin-cli.md, as the document writes it. */
function docCommand(name: string): string {
  const text = readFileSync('docs/admin-cli.md', 'utf8');
  const block = new RegExp(`<!-- run: ${name} -->\\n\`\`\`sh\\n([\\s\\S]*?)\\n\`\`\``).exec(
    text,
  )?.[1];
  if (block === undefined) throw new Error(`no block "run: ${name}" in docs/admin-cli.md`);
  return block;
}

const LINK = new RegExp(`^${APP_ORIGIN}/sett-passord#[A-Za-z0-9_-]{43}$`, 'm');

/** The link a CLI run printed (one line of its own). */
function linkOf(run: CliRun): string {
  const line = LINK.exec(run.stdout)?.[0];
  if (!line) throw new Error(`no link in: ${run.stdout} ${run.stderr}`);
  return line;
}

/** Each CLI run is a process of its own (migrations checked): seconds on a busy machine. */
const CLI_TIMEOUT = 180_000;

const NEW_PASSWORD = 'fjellbjørk-og-lavvo-9';

async function setPassword(t: TestApp, token: string, password = NEW_PASSWORD) {
  const browser = new Browser(t.app);
  await browser.csrf();
  return browser.post('/api/password-link/set', {
    token,
    password,
    password_confirmation: password,
  });
}

async function preview(t: TestApp, token: string) {
  const browser = new Browser(t.app);
  await browser.csrf();
  return browser.post('/api/password-link/preview', { token });
}

describe(
  'the admin CLI without a database',
  () => {
    it.each([
      ['no command', []],
      ['an unknown command', ['frobnicate']],
      ['a command without its email', ['create-admin']],
      ['an unknown option', ['sessions', 'a@eksempel.no', '--all']],
    ])('prints the usage and exits 2 for %s', async (_label, args) => {
      const run = await runCli(args);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(adminCliTexts.usage);
      expect(run.stdout).toBe('');
    });
  },
  CLI_TIMEOUT,
);

describe.each(testDialects)(
  'the admin CLI on %s',
  (dialect) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await openTestApp(dialect);
    });
    afterAll(async () => {
      setFixedNow(null);
      await t.close();
    });

    it('makes the first network admin: a one-time link sets the password, which then signs in', async () => {
      const email = 'forste-admin@eksempel.no';
      const run = await runCli(
        ['create-admin', 'Forste-Admin@Eksempel.no', '--name', 'Første Admin'],
        t.database,
      );
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(adminCliTexts.adminCreated(email));
      const token = tokenOfLink(linkOf(run));
      // The database keeps only the token's hash.
      const stored = await t.database.db.selectFrom('password_links').selectAll().execute();
      expect(JSON.stringify(stored)).not.toContain(token);

      // No usable password before the link is used.
      expect((await new Browser(t.app).login(email, NEW_PASSWORD)).statusCode).toBe(422);

      const shown = await preview(t, token);
      expect(shown.statusCode).toBe(200);
      expect(shown.json()).toMatchObject({ email });

      const set = await setPassword(t, token);
      expect(set.statusCode).toBe(200);
      expect(set.json()).toEqual({ message: passwordLinkTexts.passwordSet });

      const browser = new Browser(t.app);
      const login = await browser.login(email, NEW_PASSWORD);
      expect(login.statusCode).toBe(200);
      const data = userDataResponseSchema.parse(login.json());
      expect(data.user.email).toBe(email);
      expect(data.user.name).toBe('Første Admin');
      expect(data.user.is_network_admin).toBe(true);
      expect((await browser.get('/api/network/huts')).statusCode).toBe(200);

      // Once only: the link is spent, and nothing changes.
      const again = await setPassword(t, token, 'en-helt-annen-tursti-4');
      expect(again.statusCode).toBe(422);
      expect(errorBodySchema.parse(again.json())).toMatchObject({
        error: passwordLinkErrorCodes.used,
        message: passwordLinkTexts.linkUsed,
      });
      expect((await preview(t, token)).statusCode).toBe(422);
      expect((await new Browser(t.app).login(email, NEW_PASSWORD)).statusCode).toBe(200);

      // The address exists now: refused, pointing to reset-password.
      const twice = await runCli(['create-admin', email], t.database);
      expect(twice.code).toBe(1);
      expect(twice.stderr).toContain(adminCliTexts.emailExists(email));
      expect(twice.stdout).toBe('');
    });

    it('refuses an address a demo account has, and an unknown one for the other commands', async () => {
      const taken = await runCli(['create-admin', 'familie@utstyrsbod.no'], t.database);
      expect(taken.code).toBe(1);
      expect(taken.stderr).toContain('reset-password familie@utstyrsbod.no');
      for (const command of ['reset-password', 'sessions', 'end-sessions']) {
        const run = await runCli([command, 'ingen-her@eksempel.no'], t.database);
        expect(run.code).toBe(1);
        expect(run.stderr.trim()).toBe(adminCliTexts.noAccount('ingen-her@eksempel.no'));
      }
      const bad = await runCli(['reset-password', 'ikke-en-adresse'], t.database);
      expect(bad.code).toBe(1);
      expect(bad.stderr).toContain(nb.email);
    });

    it('resets a password: the link ends every session, an expired link or a weak password changes nothing', async () => {
      const email = 'ansatt@utstyrsbod.no';
      const signedIn = new Browser(t.app);
      expect((await signedIn.login(email)).statusCode).toBe(200);

      const expired = tokenOfLink(linkOf(await runCli(['reset-password', email], t.database)));
      setFixedNow(new Date(Date.now() + 61 * 60_000));
      try {
        const late = await setPassword(t, expired);
        expect(late.statusCode).toBe(422);
        expect(errorBodySchema.parse(late.json())).toMatchObject({
          error: passwordLinkErrorCodes.expired,
          message: passwordLinkTexts.linkExpired,
        });
        expect((await preview(t, expired)).statusCode).toBe(422);
      } finally {
        setFixedNow(null);
      }

      const run = await runCli(['reset-password', email], t.database);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(adminCliTexts.linkResetNote);
      const token = tokenOfLink(linkOf(run));
      // A newer link ends the older one.
      expect(errorBodySchema.parse((await preview(t, expired)).json()).error).toBe(
        passwordLinkErrorCodes.unknown,
      );

      const weak = await setPassword(t, token, 'passord123');
      expect(weak.statusCode).toBe(422);
      expect(errorBodySchema.parse(weak.json()).fields?.password).toEqual([nb.passwordTooCommon]);
      expect((await signedIn.get('/api/userdata')).statusCode).toBe(200);

      expect((await setPassword(t, token)).statusCode).toBe(200);
      expect((await signedIn.get('/api/userdata')).statusCode).toBe(401);
      expect((await new Browser(t.app).login(email)).statusCode).toBe(422);
      expect((await new Browser(t.app).login(email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('lists a person’s sessions and ends one or all', async () => {
      const email = 'demo@utstyrsbod.no';
      const phone = new Browser(t.app);
      const tablet = new Browser(t.app);
      expect((await runCli(['end-sessions', email], t.database)).code).toBe(0);
      await phone.csrf();
      expect(
        (
          await phone.request('POST', '/api/login', {
            body: { email, password: 'demo1234' },
            headers: {
              'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile Safari/537.36',
            },
          })
        ).statusCode,
      ).toBe(200);
      expect((await tablet.login(email)).statusCode).toBe(200);

      const listed = await runCli(['sessions', email], t.database);
      expect(listed.code).toBe(0);
      expect(listed.stdout).not.toMatch(/[A-Za-z0-9_-]{43}/);
      const rows = listed.stdout.trim().split('\n').slice(1);
      expect(rows).toHaveLength(2);
      const phoneRow = rows.find((r) => r.includes('Android'));
      const id = phoneRow?.split(' ')[0];
      expect(id).toMatch(/^[A-Za-z0-9_-]{8}$/);

      const one = await runCli(['end-sessions', email, '--session', id ?? ''], t.database);
      expect(one.code).toBe(0);
      expect(one.stdout.trim()).toBe(adminCliTexts.sessionsEnded(1));
      expect((await phone.get('/api/userdata')).statusCode).toBe(401);
      expect((await tablet.get('/api/userdata')).statusCode).toBe(200);

      const gone = await runCli(['end-sessions', email, '--session', id ?? ''], t.database);
      expect(gone.code).toBe(1);
      expect(gone.stderr.trim()).toBe(adminCliTexts.noSuchSession(id ?? ''));

      const all = await runCli(['end-sessions', email], t.database);
      expect(all.stdout.trim()).toBe(adminCliTexts.sessionsEnded(1));
      expect((await tablet.get('/api/userdata')).statusCode).toBe(401);
      const none = await runCli(['sessions', email], t.database);
      expect(none.stdout.trim()).toBe(adminCliTexts.noSessions(email));
    });

    it('runs the commands of docs/admin-cli.md as written', async () => {
      const email = 'forste.admin@example.org';
      const created = await runShell(docCommand('create-admin'), t.database);
      expect({ code: created.code, stderr: created.stderr }).toEqual({ code: 0, stderr: '' });
      expect(created.stdout).toContain(adminCliTexts.adminCreated(email));
      expect((await setPassword(t, tokenOfLink(linkOf(created)))).statusCode).toBe(200);
      const browser = new Browser(t.app);
      expect((await browser.login(email, NEW_PASSWORD)).statusCode).toBe(200);

      const listed = await runShell(docCommand('sessions'), t.database);
      expect(listed.code).toBe(0);
      expect(listed.stdout).toContain(adminCliTexts.sessionsHeader);
      const reset = await runShell(docCommand('reset-password'), t.database);
      expect(reset.code).toBe(0);
      expect(reset.stdout).toMatch(LINK);
      const ended = await runShell(docCommand('end-sessions'), t.database);
      expect(ended.code).toBe(0);
      expect(ended.stdout).toContain(adminCliTexts.sessionsEnded(1));
      expect((await browser.get('/api/userdata')).statusCode).toBe(401);
    });

    it('refuses a malformed or unknown token in Norwegian', async () => {
      const malformed = await setPassword(t, 'kort');
      expect(malformed.statusCode).toBeGreaterThanOrEqual(400);
      expect(malformed.statusCode).toBeLessThan(500);
      expect(JSON.stringify(malformed.json())).toContain(passwordLinkTexts.linkUnknown);
      const unknown = await preview(t, 'x'.repeat(43));
      expect(unknown.statusCode).toBe(422);
      expect(errorBodySchema.parse(unknown.json()).message).toBe(passwordLinkTexts.linkUnknown);
    });
  },
  CLI_TIMEOUT,
);
