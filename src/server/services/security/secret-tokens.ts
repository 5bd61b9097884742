import { createHash, randomBytes } from 'node:crypto';

/**
 * The one kind of secret the server hands out in a cookie or a link (a session, a known device,
 * a registration's or an invitation's link): 32 random bytes, base64url (43 characters).
 */
export const newSecretToken = (): string => randomBytes(32).toString('base64url');

/**
 * What the database keeps of such a token: its sha256. The token is 256 random bits, so no key
 * or salt is needed, and a copy of the table opens nothing.
 */
export const hashSecretToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** Whether a value could be a token we gave out (anything else needs no lookup). */
export const looksLikeSecretToken = (value: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(value);
