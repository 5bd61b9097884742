import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig } from '../config';
import { createDatabase } from '../db/connect';
import type { AppDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { withStartupLock } from '../db/startup-lock';
import {
  AdminRefusal,
  createNetworkAdmin,
  endSessions,
  findAccount,
  listSessions,
} from '../services/account/admin-accounts';
import { createPasswordLink, PASSWORD_LINK_MINUTES } from '../services/account/password-links';
import { linkOrigin } from '../services/staff/hut-invites';
import { loginRequestSchema, registerRequestSchema } from '../../shared/contracts/auth-requests';
import type { PasswordLinkPurpose } from '../../shared/domain/password-links';
import { adminCliTexts as texts } from '../../shared/texts/admin-cli';

/**
 * The admin CLI (`npm run admin -- <command>`): what no screen can do. It opens the database the
 * server uses (DATABASE_URL or SQLITE_FILE), migrates it first under the start-up lock as the
 * server does, and prints one-time set-password links, never a password. Exit codes: 0 done,
 * 1 refused (the reason on stderr, in Norwegian), 2 wrong usage (the usage on stderr).
 */

export const EXIT = { ok: 0, refused: 1, usage: 2 } as const;

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

const processIo: CliIo = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

type Command =
  | { name: 'create-admin'; email: string; adminName: string }
  | { name: 'reset-password' | 'sessions'; email: string }
  | { name: 'end-sessions'; email: string; session: string | null };

class UsageError extends Error {}

/** `--name value` and `--name=value`; every other argument is positional. */
function splitArgs(args: readonly string[], allowed: readonly string[]) {
  const options = new Map<string, string>();
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [flag = '', inline] = arg.split(/=(.*)/s, 2);
    if (!allowed.includes(flag)) throw new UsageError(texts.unknownOption(flag));
    const value = inline ?? args[++i];
    if (value === undefined || value === '') throw new UsageError(texts.missingValue(flag));
    options.set(flag, value);
  }
  return { options, positional };
}

function emailOf(positional: readonly string[]): string {
  const [raw, ...rest] = positional;
  if (raw === undefined) throw new UsageError(texts.missingEmail);
  if (rest.length > 0) throw new UsageError(texts.tooManyArguments);
  const parsed = loginRequestSchema.shape.email.safeParse(raw);
  if (!parsed.success) {
    throw new AdminRefusal(texts.invalidEmail(parsed.error.issues[0]?.message ?? raw));
  }
  return parsed.data;
}

/** The command and its arguments; UsageError for what is no command of ours. */
export function parseCommand(argv: readonly string[]): Command {
  const [name, ...args] = argv;
  switch (name) {
    case 'create-admin': {
      const { options, positional } = splitArgs(args, ['--name']);
      const email = emailOf(positional);
      const parsed = registerRequestSchema.shape.name.safeParse(
        options.get('--name') ?? texts.defaultAdminName,
      );
      if (!parsed.success) {
        throw new AdminRefusal(texts.invalidName(parsed.error.issues[0]?.message ?? ''));
      }
      return { name, email, adminName: parsed.data };
    }
    case 'reset-password':
    case 'sessions':
      return { name, email: emailOf(splitArgs(args, []).positional) };
    case 'end-sessions': {
      const { options, positional } = splitArgs(args, ['--session']);
      return { name, email: emailOf(positional), session: options.get('--session') ?? null };
    }
    default:
      throw new UsageError(name === undefined ? '' : texts.unknownCommand(name));
  }
}

/** An instant as Norway reads it: 27.11.2026 21:45. */
const osloTime = (iso: string) =>
  new Intl.DateTimeFormat('nb-NO', {
    timeZone: 'Europe/Oslo',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(iso));

async function printLink(
  database: AppDatabase,
  io: CliIo,
  input: { userId: number; email: string; purpose: PasswordLinkPurpose; origin: string },
) {
  const link = await createPasswordLink(database.db, input);
  io.out(texts.linkFor(input.email));
  io.out(link.url);
  io.out(texts.linkExpires(PASSWORD_LINK_MINUTES, osloTime(link.expiresAt)));
}

async function run(command: Command, database: AppDatabase, origin: string, io: CliIo) {
  const db = database.db;
  switch (command.name) {
    case 'create-admin': {
      const { id } = await createNetworkAdmin(db, {
        email: command.email,
        name: command.adminName,
      });
      io.out(texts.adminCreated(command.email));
      await printLink(database, io, {
        userId: id,
        email: command.email,
        purpose: 'new_account',
        origin,
      });
      return;
    }
    case 'reset-password': {
      const account = await findAccount(db, command.email);
      await printLink(database, io, {
        userId: account.id,
        email: command.email,
        purpose: 'reset',
        origin,
      });
      io.out(texts.linkResetNote);
      return;
    }
    case 'sessions': {
      const account = await findAccount(db, command.email);
      const sessions = await listSessions(db, account.id);
      if (sessions.length === 0) {
        io.out(texts.noSessions(command.email));
        return;
      }
      io.out(texts.sessionsHeader);
      for (const s of sessions) {
        const cells = [s.id.slice(0, 8), osloTime(s.createdAt), osloTime(s.lastSeenAt)];
        io.out(`${cells.map((c) => c.padEnd(20)).join(' ')} ${s.device ?? texts.unknownDevice}`);
      }
      return;
    }
    case 'end-sessions': {
      const account = await findAccount(db, command.email);
      io.out(texts.sessionsEnded(await endSessions(db, account.id, command.session)));
      return;
    }
  }
}

/** Runs one command; the exit code is the answer (EXIT). */
export async function main(
  argv: readonly string[],
  env: Record<string, string | undefined> = process.env,
  io: CliIo = processIo,
): Promise<number> {
  let command: Command;
  try {
    command = parseCommand(argv);
  } catch (error) {
    if (error instanceof AdminRefusal) {
      io.err(error.message);
      return EXIT.refused;
    }
    if (!(error instanceof UsageError)) throw error;
    if (error.message) io.err(error.message);
    io.err(texts.usage);
    return EXIT.usage;
  }
  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.err(error.message);
    return EXIT.refused;
  }
  const database = await createDatabase({
    ...(config.databaseUrl ? { databaseUrl: config.databaseUrl, poolSize: 2 } : {}),
    sqliteFile: config.sqliteFile,
  });
  try {
    // As the server starts: migrated first, once across processes starting together.
    await withStartupLock(database, () => migrateToLatest(database.db, database.dialect));
    await run(command, database, linkOrigin(undefined, config.allowedOrigins), io);
    return EXIT.ok;
  } catch (error) {
    if (!(error instanceof AdminRefusal)) throw error;
    io.err(error.message);
    return EXIT.refused;
  } finally {
    await database.destroy();
  }
}

// Run as a program (tsx, or node on a compiled build); imported, it only exports main.
const entry = process.argv[1];
if (entry !== undefined && import.meta.url === pathToFileURL(entry).href) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
