import * as z from 'zod/mini';
import { fieldLabels, nb } from '../texts/messages';
import { hutPeopleTexts as texts } from '../texts/hut-people';
import { companyRoleEnum, companyRoles, idSchema, type CompanyRole } from './common';
import { textSchema } from './text';

/** A hut admin's work with the hut's people (Brukeroversikt): roles, removal, invitations. */
export const hutPersonParamsSchema = z.object({ id: idSchema, userId: idSchema });
export const hutInviteParamsSchema = z.object({ id: idSchema, inviteId: idSchema });

/** PUT /api/company/{id}/people/{userId}/role */
export const hutRoleRequestSchema = z.object(
  { role: z.enum(companyRoles, { error: texts.invalidRole }) },
  { error: texts.invalidRole },
);
export type HutRoleRequest = z.infer<typeof hutRoleRequestSchema>;

/** The roles an invitation can give (a borrower needs none: they register themselves). */
export const inviteRoles = ['staff', 'admin'] as const satisfies readonly CompanyRole[];
export type InviteRole = (typeof inviteRoles)[number];

/**
 * POST /api/company/{id}/invites: an emailed link for the address; the role (staff unless the
 * admin chose admin) is given when the person accepts it.
 */
export const hutInviteRequestSchema = z.object({
  email: z.pipe(
    z.pipe(
      textSchema({ label: fieldLabels.email, max: 254, required: true }),
      z.email({ error: nb.email }),
    ),
    z.transform((v: string) => v.toLowerCase()),
  ),
  role: z._default(
    z.optional(z.enum(inviteRoles, { error: texts.invalidInviteRole })),
    'staff' as const,
  ),
});
export type HutInviteRequest = z.input<typeof hutInviteRequestSchema>;

/** An invitation not yet accepted; `expired`: its link no longer works (by the server's clock). */
export const hutInviteSchema = z.object({
  id: z.number(),
  email: z.string(),
  role: z.enum(inviteRoles),
  created_at: z.string(),
  expires_at: z.string(),
  expired: z.boolean(),
});
export type HutInvite = z.infer<typeof hutInviteSchema>;

/**
 * POST /api/invites/preview and /api/invites/accept: the token of the emailed link (32 random
 * bytes, base64url). Anything else is no link of ours.
 */
export const inviteTokenRequestSchema = z.object(
  {
    token: z
      .string({ error: texts.inviteLinkUnknown })
      .check(z.regex(/^[A-Za-z0-9_-]{43}$/, { error: texts.inviteLinkUnknown })),
  },
  { error: texts.inviteLinkUnknown },
);
export type InviteTokenRequest = z.input<typeof inviteTokenRequestSchema>;

/** What the link's screen shows before the person accepts: which hut, which role, for whom. */
export const invitePreviewSchema = z.object({
  hut: z.object({ id: z.number(), name: z.string() }),
  role: z.enum(inviteRoles),
  email: z.string(),
  expires_at: z.string(),
});
export type InvitePreview = z.infer<typeof invitePreviewSchema>;

/** Accepted: the person's role at the hut now (never lower than before). */
export const inviteAcceptedSchema = z.object({
  message: z.string(),
  company_id: z.number(),
  role: companyRoleEnum,
});
export type InviteAccepted = z.infer<typeof inviteAcceptedSchema>;

export const hutInvitesResponseSchema = z.object({ invites: z.array(hutInviteSchema) });
export const hutPeopleMessageSchema = z.object({ message: z.string() });
export type HutPeopleMessage = z.infer<typeof hutPeopleMessageSchema>;
