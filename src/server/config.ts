import { z } from 'zod';
import { OLDEST_SERVED_PROTOCOL } from '../shared/contracts/sync-op-versions';

/**
 * Past this many products the whole network is not one download for a phone: it picks a county.
 * A county's catalogue of the national bench (about 4,000 products) is well within 300 KB.
 */
export const WHOLE_NETWORK_MAX_PRODUCTS = 5_000;

export interface AppConfig {
  port: number;
  host: string;
  /** PostgreSQL when set; otherwise the embedded SQLite file. */
  databaseUrl?: string;
  sqliteFile: string;
  /** Seed demo data into an empty PostgreSQL database too (SQLite is always seeded when empty). */
  seedDemo: boolean;
  /** NODE_ENV=production: never seeds, and refuses to start while demo accounts exist. */
  production: boolean;
  /**
   * Run the jobs (reminders, email, statistics) in this process (RUN_JOBS, default true); false
   * for processes that only serve, while others run them. GET /api/ready then says `jobs: off`.
   */
  runJobs: boolean;
  staticDir: string;
  /** Exact origins (scheme://host[:port]) allowed to call /api and /csrf-cookie. */
  allowedOrigins: string[];
  cookieSecure: boolean;
  sessionTtlMinutes: number;
  /**
   * Per client address and minute: failed logins; submissions of the register form; of the
   * contact form (three separate counters).
   */
  loginRateLimit: number;
  /**
   * Failed logins per minute of one account from one client address, and of one account on a
   * device that has signed in to it before; below the address limit (one NAT, many people).
   */
  loginAccountRateLimit: number;
  /**
   * Failed logins per account and minute from all addresses together, for devices it does not
   * know: slows a guesser spread over many addresses, while its known devices still get in.
   */
  loginAccountWideRateLimit: number;
  /** Sync pushes per session and minute. */
  pushRateLimit: number;
  /**
   * Past this many products the public catalogue is not sent whole: a phone picks a county and
   * keeps that county's equipment offline (CATALOGUE_MAX_PRODUCTS).
   */
  catalogueMaxProducts: number;
  /**
   * Refusals by the business rules stored per user and hour (applied_ops keeps them); over it,
   * that user's pushes wait (429) until the hour has passed.
   */
  pushRefusalLimit: number;
  /**
   * Reverse proxies in front of the server whose X-Forwarded-For entries are trusted: the client
   * address is the entry this many hops from the right (0: the TCP peer; entries are ignored).
   */
  trustProxy: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** smtp:// or smtps:// server for email; unset: emails are written to the log instead. */
  smtpUrl?: string;
  /** The sender of every email ("Utstyrsbod <ikke-svar@utstyrsbod.no>"). */
  mailFrom: string;
  /**
   * Take ops as a server of this protocol release would (sync-op-versions.ts); unset: the
   * current one. Not read from the environment: tests set it to play an older server.
   */
  syncProtocol?: number;
  /**
   * false: every push through the op handlers, never the counter batch (counter-batch.ts). Not
   * read from the environment: the fault-injection test runs its schedules both ways.
   */
  syncCounterBatch?: boolean;
  /** Bundles of an older sync protocol are told to update first (426); OLDEST_SERVED_PROTOCOL. */
  syncOldestProtocol: number;
  /**
   * Prometheus metrics (docs/metrics.md), both off by default: a second listener serving only
   * GET /metrics on METRICS_HOST:METRICS_PORT, and/or GET /metrics on the main port answered
   * only with `Authorization: Bearer <METRICS_TOKEN>` (404 otherwise).
   */
  metricsPort?: number;
  metricsHost: string;
  metricsToken?: string;
}

type Env = Record<string, string | undefined>;

const flag = (name: string) =>
  z
    .enum(['1', '0', 'true', 'false', 'yes', 'no'], {
      error: `${name} must be one of 1, 0, true, false, yes, no`,
    })
    .transform((v) => v === '1' || v === 'true' || v === 'yes');

const int = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be an integer` })
    .min(min, { error: `${name} must be at least ${min}` })
    .max(max, { error: `${name} must be at most ${max}` });

/**
 * TRUST_PROXY: a hop count, or a flag. `true` means one proxy, never "trust every hop": that
 * would make the left-most X-Forwarded-For entry, which the client writes itself, its address.
 */
const hops = z
  .string()
  .regex(/^(true|false|yes|no|\d{1,2})$/, {
    error: 'TRUST_PROXY must be a number of proxies (0-10), or true (one) or false (none)',
  })
  .transform((v) => (v === 'true' || v === 'yes' ? 1 : v === 'false' || v === 'no' ? 0 : Number(v)))
  .pipe(z.number().int().max(10, { error: 'TRUST_PROXY must be at most 10' }));

const origin = z.string().refine(
  (value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
    } catch {
      return false;
    }
  },
  { error: 'ALLOWED_ORIGINS entries must be origins like https://example.org (no path)' },
);

const envSchema = z.object({
  PORT: int('PORT', 0, 65_535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, {
      error: 'DATABASE_URL must start with postgres:// or postgresql://',
    })
    .optional(),
  SQLITE_FILE: z.string().min(1).default('data/utstyrsbod.sqlite'),
  SEED_DEMO: flag('SEED_DEMO').default(false),
  RUN_JOBS: flag('RUN_JOBS').default(true),
  STATIC_DIR: z.string().min(1).default('dist'),
  ALLOWED_ORIGINS: z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((o) => o.trim().replace(/\/+$/, ''))
        .filter((o) => o.length > 0),
    )
    .pipe(z.array(origin))
    .optional(),
  COOKIE_SECURE: flag('COOKIE_SECURE').optional(),
  SESSION_TTL_MINUTES: int('SESSION_TTL_MINUTES', 1, 60 * 24 * 30).default(120),
  LOGIN_RATE_LIMIT: int('LOGIN_RATE_LIMIT', 1, 100_000).default(20),
  LOGIN_ACCOUNT_RATE_LIMIT: int('LOGIN_ACCOUNT_RATE_LIMIT', 1, 100_000).default(5),
  LOGIN_ACCOUNT_WIDE_RATE_LIMIT: int('LOGIN_ACCOUNT_WIDE_RATE_LIMIT', 1, 100_000).default(30),
  PUSH_RATE_LIMIT: int('PUSH_RATE_LIMIT', 1, 1_000_000).default(120),
  PUSH_REFUSAL_LIMIT: int('PUSH_REFUSAL_LIMIT', 1, 1_000_000).default(1000),
  SYNC_OLDEST_PROTOCOL: int('SYNC_OLDEST_PROTOCOL', 1, 1000).default(OLDEST_SERVED_PROTOCOL),
  CATALOGUE_MAX_PRODUCTS: int('CATALOGUE_MAX_PRODUCTS', 1, 10_000_000).default(
    WHOLE_NETWORK_MAX_PRODUCTS,
  ),
  TRUST_PROXY: hops.default(0),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'SMTP_URL must start with smtp:// or smtps://' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Utstyrsbod <ikke-svar@utstyrsbod.no>'),
  METRICS_PORT: int('METRICS_PORT', 0, 65_535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  // Sent by the scraper on every request: long enough that it cannot be guessed.
  METRICS_TOKEN: z
    .string()
    .min(16, { error: 'METRICS_TOKEN must be at least 16 characters' })
    .regex(/^[\x21-\x7e]+$/, { error: 'METRICS_TOKEN must be printable ASCII without spaces' })
    .optional(),
  NODE_ENV: z.string().optional(),
});

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment; throws ConfigError listing every problem. */
export function loadConfig(env: Env = process.env): AppConfig {
  // Empty strings mean "unset" (a blank line in an env file must not override a default).
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && e.SEED_DEMO) {
    throw new ConfigError(['SEED_DEMO: production (NODE_ENV=production) never seeds demo data']);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    ...(e.DATABASE_URL ? { databaseUrl: e.DATABASE_URL } : {}),
    sqliteFile: e.SQLITE_FILE,
    seedDemo: e.SEED_DEMO,
    production,
    runJobs: e.RUN_JOBS,
    staticDir: e.STATIC_DIR,
    allowedOrigins: e.ALLOWED_ORIGINS ?? [
      `http://localhost:${e.PORT}`,
      `http://127.0.0.1:${e.PORT}`,
    ],
    cookieSecure: e.COOKIE_SECURE ?? production,
    sessionTtlMinutes: e.SESSION_TTL_MINUTES,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    loginAccountRateLimit: e.LOGIN_ACCOUNT_RATE_LIMIT,
    loginAccountWideRateLimit: e.LOGIN_ACCOUNT_WIDE_RATE_LIMIT,
    pushRateLimit: e.PUSH_RATE_LIMIT,
    pushRefusalLimit: e.PUSH_REFUSAL_LIMIT,
    syncOldestProtocol: e.SYNC_OLDEST_PROTOCOL,
    catalogueMaxProducts: e.CATALOGUE_MAX_PRODUCTS,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    ...(e.SMTP_URL ? { smtpUrl: e.SMTP_URL } : {}),
    mailFrom: e.MAIL_FROM,
    ...(e.METRICS_PORT === undefined ? {} : { metricsPort: e.METRICS_PORT }),
    metricsHost: e.METRICS_HOST,
    ...(e.METRICS_TOKEN ? { metricsToken: e.METRICS_TOKEN } : {}),
  };
}
