import * as z from 'zod/mini';
import { nb } from '../texts/messages';
import { passwordLinkTexts as texts } from '../texts/password-links';
import { registerRequestSchema } from './auth-requests';

/**
 * POST /api/password-link/preview and /api/password-link/set: the one-time link the admin CLI
 * prints (services/account/password-links.ts). The token travels in the body, never in a URL.
 */

/** The link's token: 32 random bytes, base64url. Anything else is no link of ours. */
export const passwordLinkTokenSchema = z
  .string({ error: texts.linkUnknown })
  .check(z.regex(/^[A-Za-z0-9_-]{43}$/, { error: texts.linkUnknown }));

export const passwordLinkTokenRequestSchema = z.object(
  { token: passwordLinkTokenSchema },
  { error: texts.linkUnknown },
);
export type PasswordLinkTokenRequest = z.input<typeof passwordLinkTokenRequestSchema>;

/** Whose account the link sets a password for, and until when it works. */
export const passwordLinkPreviewSchema = z.object({
  email: z.string(),
  expires_at: z.string(),
});
export type PasswordLinkPreview = z.infer<typeof passwordLinkPreviewSchema>;

/** As registration takes a new password: the same rules (and the same policy on the server). */
const { password, password_confirmation } = registerRequestSchema.shape;

const samePassword = z.refine<{ password: string; password_confirmation: string }>(
  (v) => v.password === v.password_confirmation,
  { path: ['password_confirmation'], error: nb.passwordsDiffer },
);

/** The link's form: the new password twice. */
export const newPasswordFormSchema = z
  .object({ password, password_confirmation })
  .check(samePassword);
export type NewPasswordForm = z.input<typeof newPasswordFormSchema>;

/** POST /api/password-link/set: the form and the link's token. */
export const passwordLinkSetRequestSchema = z
  .object({ token: passwordLinkTokenSchema, password, password_confirmation })
  .check(samePassword);
export type PasswordLinkSetRequest = z.input<typeof passwordLinkSetRequestSchema>;

export const passwordLinkSetSchema = z.object({ message: z.string() });
export type PasswordLinkSet = z.infer<typeof passwordLinkSetSchema>;
