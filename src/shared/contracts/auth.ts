import * as z from 'zod/mini';
import { companyRoleEnum, companyStatusEnum, userStatusEnum } from './common';

const int = z.number().check(z.int());

export const attachedCompanySchema = z.object({
  id: int,
  name: z.string(),
  role: companyRoleEnum,
});
export type AttachedCompany = z.infer<typeof attachedCompanySchema>;

export const userSchema = z.object({
  id: int,
  name: z.string(),
  // SPEC §8: a response without the email is an error ('NO USER EMAIL IN RESPONSE').
  email: z.string().check(z.minLength(1)),
  phone: z.nullable(z.string()),
  company_id: z.nullable(int),
  status: userStatusEnum,
  isVerified: z.boolean(),
  isFlagged: z.boolean(),
  flaggedBy: z.nullable(int),
  notes: z.nullable(z.string()),
  is_network_admin: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** Answer of POST /api/login and GET /api/userdata. */
export const userDataResponseSchema = z.object({
  user: userSchema,
  attached_companies: z.array(attachedCompanySchema),
});
export type UserDataResponse = z.infer<typeof userDataResponseSchema>;

export const csrfResponseSchema = z.object({ token: z.string().check(z.minLength(16)) });

/** POST /api/logout (also without a session). */
export const logoutResponseSchema = z.object({ message: z.string() });

export const companySchema = z.object({
  id: int,
  name: z.string(),
  status: companyStatusEnum,
  address: z.nullable(z.string()),
  county: z.string(),
  municipality: z.string(),
  town: z.string(),
  // Added later: optional, so huts a device stored before keep parsing (the server sends them).
  opening_hours: z.optional(z.nullable(z.string())),
  contact_phone: z.optional(z.nullable(z.string())),
  contact_email: z.optional(z.nullable(z.string())),
});
export type Company = z.infer<typeof companySchema>;

/** GET /api/company/current and POST /api/company/{id}/set. */
export const currentCompanyResponseSchema = z.object({
  message: z.string(),
  status: z.nullable(companyStatusEnum),
  company: z.nullable(companySchema),
});
export type CurrentCompanyResponse = z.infer<typeof currentCompanyResponseSchema>;

/** Session headers on every response to a signed-in user (SPEC §4 Session). */
export const sessionHeaders = {
  serverTime: 'x-server-time',
  expiresAt: 'x-session-expires-at',
} as const;
