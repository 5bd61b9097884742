import { z } from 'zod';
import { fieldLabels, nb } from '../messages';
import { companyRoleSchema } from './common';

const email = z
  .string({ error: nb.required(fieldLabels.email) })
  .trim()
  .min(1, { error: nb.required(fieldLabels.email) })
  .max(254, { error: nb.tooLong(fieldLabels.email, 254) })
  .pipe(z.email({ error: nb.email }))
  .transform((v) => v.toLowerCase());

export const loginRequestSchema = z.object({
  email,
  password: z
    .string({ error: nb.required(fieldLabels.password) })
    .min(1, { error: nb.required(fieldLabels.password) })
    .max(200, { error: nb.tooLong(fieldLabels.password, 200) }),
  remember: z.boolean().optional().default(false),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const registerRequestSchema = z
  .object({
    name: z
      .string({ error: nb.required(fieldLabels.name) })
      .trim()
      .min(1, { error: nb.required(fieldLabels.name) })
      .max(120, { error: nb.tooLong(fieldLabels.name, 120) }),
    email,
    password: z
      .string({ error: nb.required(fieldLabels.password) })
      .min(1, { error: nb.required(fieldLabels.password) })
      .min(8, { error: nb.passwordTooShort })
      .max(200, { error: nb.tooLong(fieldLabels.password, 200) }),
    password_confirmation: z
      .string({ error: nb.required(fieldLabels.password_confirmation) })
      .min(1, { error: nb.required(fieldLabels.password_confirmation) }),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    error: nb.passwordsDiffer,
  });
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const attachedCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: companyRoleSchema,
});
export type AttachedCompany = z.infer<typeof attachedCompanySchema>;

export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  // SPEC §8: a response without the email is an error ('NO USER EMAIL IN RESPONSE').
  email: z.string().min(1),
  phone: z.string().nullable(),
  company_id: z.number().int().nullable(),
  status: z.string(),
  isVerified: z.boolean(),
  isFlagged: z.boolean(),
  flaggedBy: z.number().int().nullable(),
  notes: z.string().nullable(),
  is_network_admin: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** Answer of POST /api/login and GET /api/userdata. */
export const userDataResponseSchema = z.object({
  user: userSchema,
  attached_companies: z.array(attachedCompanySchema),
});
export type UserDataResponse = z.infer<typeof userDataResponseSchema>;

export const csrfResponseSchema = z.object({ token: z.string().min(16) });

export const companySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.string(),
  address: z.string().nullable(),
  county: z.string(),
  municipality: z.string(),
  town: z.string(),
});
export type Company = z.infer<typeof companySchema>;

/** GET /api/company/current and POST /api/company/{id}/set. */
export const currentCompanyResponseSchema = z.object({
  message: z.string(),
  status: z.string().nullable(),
  company: companySchema.nullable(),
});
export type CurrentCompanyResponse = z.infer<typeof currentCompanyResponseSchema>;

/** Session headers on every response to a signed-in user (SPEC §4 Session). */
export const sessionHeaders = {
  serverTime: 'x-server-time',
  expiresAt: 'x-session-expires-at',
} as const;
