import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../../src/server/db/schema';
import {
  confirmRegistration,
  requestRegistration,
} from '../../../src/server/services/account/registration';
import type { AuthUser } from '../../../src/server/services/sessions';
import { registerRequestSchema } from '../../../src/shared/contracts/auth-requests';
import type { RegisterRequest } from '../../../src/shared/contracts/auth-requests';
import { APP_ORIGIN } from './test-app';
import type { Browser } from './test-app';

/**
 * Registering is two steps since the account is made by the emailed link: these helpers read
 * the link from the mail outbox, as the person would from their mailbox.
 */

/** The token of the newest registration link emailed to the address (after the `#`). */
export async function registrationToken(db: Kysely<Database>, email: string): Promise<string> {
  const mail = await db
    .selectFrom('mail_outbox')
    .select('body')
    .where('kind', '=', 'registration_link')
    .where('to_address', '=', email.toLowerCase())
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const token = /\/bekreft-registrering#([A-Za-z0-9_-]{43})/.exec(mail.body)?.[1];
  if (!token) throw new Error(`no registration link in the email to ${email}`);
  return token;
}

/** Registers through the API and opens the emailed link in the same browser (signed in). */
export async function registerThroughLink(
  browser: Browser,
  db: Kysely<Database>,
  body: RegisterRequest,
  headers?: Record<string, string>,
) {
  const asked = await browser.request('POST', '/api/register', {
    body,
    ...(headers ? { headers } : {}),
  });
  expect(asked.statusCode, asked.body).toBe(200);
  const token = await registrationToken(db, body.email);
  return browser.request('POST', '/api/register/confirm', {
    body: { token },
    ...(headers ? { headers } : {}),
  });
}

/** An account made the way registration makes one, without HTTP (services only). */
export async function registeredAccount(
  db: Kysely<Database>,
  body: RegisterRequest,
): Promise<AuthUser> {
  await requestRegistration(db, registerRequestSchema.parse(body), APP_ORIGIN);
  return confirmRegistration(db, await registrationToken(db, body.email));
}
