import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * XSRF tokens that only the server can make (docs/architecture.md, server: every mutating request echoes
 * the token in X-XSRF-TOKEN, else 419). Made with a key every API process shares
 * (server-secret.ts), so any process accepts a token another issued:
 *
 * - for a session: HMAC(key, session id hash). One token per session, the same however often
 *   it is asked for (tabs and the service worker fetch it concurrently), useless for any other
 *   session, and gone with the session (login and logout rotate it).
 * - for a visitor without a session (login, register, contact): a random nonce and its HMAC.
 *   Not bound to anyone (there is no one yet), but it has to come from this server: a token a
 *   visitor or a forger makes up is refused.
 */
export class XsrfTokens {
  constructor(private readonly key: Buffer) {}

  /** The one token of a session. */
  forSession(sessionIdHash: string): string {
    return this.mac(`session:${sessionIdHash}`);
  }

  /** A new visitor token. */
  newVisitorToken(): string {
    const nonce = randomBytes(16).toString('base64url');
    return `${nonce}.${this.mac(`visitor:${nonce}`)}`;
  }

  isVisitorToken(token: string): boolean {
    const dot = token.indexOf('.');
    if (dot !== NONCE_LENGTH) return false;
    return same(token.slice(dot + 1), this.mac(`visitor:${token.slice(0, dot)}`));
  }

  /** Whether `token` is valid for the request's session (null: a visitor). */
  accepts(token: string, sessionIdHash: string | null): boolean {
    return sessionIdHash === null
      ? this.isVisitorToken(token)
      : same(token, this.forSession(sessionIdHash));
  }

  private mac(message: string): string {
    return createHmac('sha256', this.key).update(message).digest('base64url');
  }
}

/** 16 random bytes in base64url. */
const NONCE_LENGTH = 22;

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
