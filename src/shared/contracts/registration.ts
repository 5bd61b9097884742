import * as z from 'zod/mini';
import { registrationTexts as texts } from '../texts/registration';

/**
 * Registering by an emailed link. POST /api/register answers the same whether the address is
 * new or has an account (nothing tells a caller which addresses are registered): 200 with this
 * message. The account is made when the link is opened (POST /api/register/confirm).
 */
export const registrationAcceptedSchema = z.object({ message: z.string() });
export type RegistrationAccepted = z.infer<typeof registrationAcceptedSchema>;

/** The link's token: 32 random bytes, base64url. Anything else is no link of ours. */
export const registrationTokenSchema = z
  .string({ error: texts.linkUnknown })
  .check(z.regex(/^[A-Za-z0-9_-]{43}$/, { error: texts.linkUnknown }));

/** POST /api/register/confirm: answered with the new account's user data (signed in). */
export const registrationConfirmRequestSchema = z.object(
  { token: registrationTokenSchema },
  { error: texts.linkUnknown },
);
export type RegistrationConfirmRequest = z.input<typeof registrationConfirmRequestSchema>;
