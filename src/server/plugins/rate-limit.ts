import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyAttempts } from '../errors';
import { DEVICE_COOKIE, knownDevice } from '../services/limits/login-devices';
import { RateLimiter } from '../services/limits/rate-limiter';
import type { Hit, LimitRule } from '../services/limits/rate-limiter';
import { loadServerSecret, purposeKey } from '../services/security/server-secret';

/** What a route is limited by; it says so in its options: `{ config: rateLimited('login') }`. */
export type LimitPolicy = 'login' | 'password' | 'register' | 'contact' | 'push' | 'lookup';

declare module 'fastify' {
  interface FastifyContextConfig {
    limit?: LimitPolicy;
  }
  interface FastifyRequest {
    /** The hits this request counted (a successful login gives them back). */
    limitHits: Hit[] | null;
  }
}

export function rateLimited(limit: LimitPolicy): { limit: LimitPolicy } {
  return { limit };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Network lookups per staff member (docs/threat-model.md): a counter looks up a few families an
 * hour; more is someone guessing emails and phone numbers to learn who is registered where.
 */
const LOOKUPS_PER_MINUTE = 10;
const LOOKUPS_PER_HOUR = 60;

/** One check of a policy: a limit and who it counts (null: nothing to count, skip). */
type Check = readonly [LimitRule, string | null];

/** The email a login names, as the account is looked up (trimmed, lower-case). */
function accountOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('email' in body)) return null;
  if (typeof body.email !== 'string') return null;
  const email = body.email.trim().toLowerCase().slice(0, 254);
  return email === '' ? null : email;
}

function policies(app: FastifyInstance) {
  const config = app.config;
  const perMinute = (name: string, max: number): LimitRule => ({ name, max, windowMs: MINUTE });
  const rules = {
    loginPair: perMinute('login-account-address', config.loginAccountRateLimit),
    loginAccount: perMinute('login-account', config.loginAccountWideRateLimit),
    loginAddress: perMinute('login-address', config.loginRateLimit),
    loginDevice: perMinute('login-device', config.loginAccountRateLimit),
    passwordAccount: perMinute('password-account', config.loginAccountRateLimit),
    register: perMinute('register-address', config.loginRateLimit),
    contact: perMinute('contact-address', config.loginRateLimit),
    push: perMinute('push-session', config.pushRateLimit),
    lookupMinute: perMinute('lookup-user', LOOKUPS_PER_MINUTE),
    lookupHour: { name: 'lookup-user-hour', max: LOOKUPS_PER_HOUR, windowMs: HOUR },
  };
  return {
    /**
     * A device that has signed in to the account before (its device cookie, or a live session
     * of that account, e.g. "Husk meg") is limited by its own failures only: guesses from
     * anywhere else never lock it out. Any other attempt is counted per account and address
     * first, with the lowest limit, so one address can neither lock the account for everyone
     * nor, once refused, use up the rest; then per account from all addresses (a guesser spread
     * over many addresses is slowed, while known devices still get in); then per address.
     */
    login: async (request: FastifyRequest): Promise<Check[]> => {
      const account = accountOf(request.body);
      if (account === null) return [[rules.loginAddress, request.ip]];
      if (request.session && request.user?.email === account) {
        return [[rules.loginDevice, `session:${request.session.idHash}`]];
      }
      const device = await knownDevice(app.db, request.cookies[DEVICE_COOKIE], account);
      if (device !== null) return [[rules.loginDevice, `${device}|${account}`]];
      return [
        [rules.loginPair, `${account}|${request.ip}`],
        [rules.loginAccount, account],
        [rules.loginAddress, request.ip],
      ];
    },
    /** A signed-in person confirming with their password (Min side): per account, as login. */
    password: (request: FastifyRequest): Check[] => [
      [rules.passwordAccount, request.user ? `user:${request.user.id}` : null],
    ],
    register: (request: FastifyRequest): Check[] => [[rules.register, request.ip]],
    contact: (request: FastifyRequest): Check[] => [[rules.contact, request.ip]],
    /** Per session (no session: the route answers 401). Stored refusals: push-budget.ts. */
    push: (request: FastifyRequest): Check[] => [[rules.push, request.session?.idHash ?? null]],
    /** Per staff member, whichever hut or session they look up from. */
    lookup: (request: FastifyRequest): Check[] => {
      const who = request.user ? `user:${request.user.id}` : null;
      return [
        [rules.lookupMinute, who],
        [rules.lookupHour, who],
      ];
    },
  } satisfies Record<LimitPolicy, (request: FastifyRequest) => Check[] | Promise<Check[]>>;
}

/** A successful login gives its hits back: only failed attempts use up the allowance. */
const REFUNDED: ReadonlySet<LimitPolicy> = new Set(['login', 'password']);

/**
 * Limits on the routes that take guesses or create rows, counted in the database so that every
 * API process shares one allowance (services/limits/rate-limiter.ts). The client address is
 * `request.ip`, which follows TRUST_PROXY (trusted-proxies.ts). Refused with 429 and the
 * Norwegian message, with Retry-After; nothing of the refused request runs.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    const limiter = new RateLimiter(
      app.db,
      purposeKey(await loadServerSecret(app.db), 'rate-limit'),
    );
    const checksOf = policies(app);
    app.decorateRequest('limitHits', null);

    // preHandler: the body is parsed (the login's account), and the route is known.
    app.addHook('preHandler', async (request, reply) => {
      const policy = request.routeOptions.config.limit;
      if (!policy) return;
      const hits: Hit[] = [];
      for (const [rule, subject] of await checksOf[policy](request)) {
        if (subject === null) continue;
        const hit = await limiter.hit(rule, subject);
        if (!hit.allowed) {
          // The attempt never runs, so the limits it passed do not count it.
          for (const passed of hits) await limiter.refund(passed);
          reply.header('retry-after', String(hit.retryAfterSeconds));
          throw tooManyAttempts();
        }
        hits.push(hit);
      }
      request.limitHits = hits;
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const policy = request.routeOptions.config.limit;
      const hits = request.limitHits;
      if (policy && hits && REFUNDED.has(policy) && reply.statusCode < 400) {
        request.limitHits = null;
        for (const hit of hits) await limiter.refund(hit);
      }
      return payload;
    });
  },
  { name: 'app-rate-limit', fastify: '5.x', dependencies: ['app-access'] },
);
