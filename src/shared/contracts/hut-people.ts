import * as z from 'zod/mini';
import { fieldLabels, nb } from '../texts/messages';
import { hutPeopleTexts as texts } from '../texts/hut-people';
import { companyRoles, idSchema } from './common';
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

/** POST /api/company/{id}/invites: a staff member by email. */
export const hutInviteRequestSchema = z.object({
  email: z.pipe(
    z.pipe(
      textSchema({ label: fieldLabels.email, max: 254, required: true }),
      z.email({ error: nb.email }),
    ),
    z.transform((v: string) => v.toLowerCase()),
  ),
});
export type HutInviteRequest = z.input<typeof hutInviteRequestSchema>;

export const hutInviteSchema = z.object({
  id: z.number(),
  email: z.string(),
  created_at: z.string(),
});
export type HutInvite = z.infer<typeof hutInviteSchema>;

export const hutInvitesResponseSchema = z.object({ invites: z.array(hutInviteSchema) });
export const hutPeopleMessageSchema = z.object({ message: z.string() });
export type HutPeopleMessage = z.infer<typeof hutPeopleMessageSchema>;
