import * as z from 'zod/mini';
import { fieldLabels, nb } from '../texts/messages';
import { companyRoleEnum, companyStatusEnum, userStatusEnum } from './common';
import { optionalPhoneSchema, textSchema } from './text';

const int = z.number().check(z.int());

/** A hut's id in a JSON body: a number, not a numeric string. */
const hutId = z
  .number({ error: nb.invalidNumber('Id') })
  .check(z.int({ error: nb.invalidNumber('Id') }), z.positive({ error: nb.invalidNumber('Id') }));

const email = z.pipe(
  z.pipe(
    textSchema({ label: fieldLabels.email, max: 254, required: true }),
    z.email({ error: nb.email }),
  ),
  z.transform((v: string) => v.toLowerCase()),
);

/** Passwords are taken as typed (no trimming); control characters are refused like anywhere. */
const password = (label: string) => textSchema({ label, max: 200, required: true, trim: false });

export const loginRequestSchema = z.object({
  email,
  password: password(fieldLabels.password),
  remember: z._default(z.optional(z.boolean()), false),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const registerRequestSchema = z
  .object({
    name: textSchema({ label: fieldLabels.name, max: 120, required: true }),
    email,
    // Whether it is one of the common passwords is checked on the server only: the list is big.
    password: password(fieldLabels.password).check(
      z.minLength(8, { error: nb.passwordTooShort }),
      z.regex(/\S/, { error: nb.passwordBlank }),
    ),
    password_confirmation: password(fieldLabels.password_confirmation),
    /** Optional; the counter can then find the family by this number. */
    phone: z._default(z.optional(z.nullable(optionalPhoneSchema)), null),
    /** The huts the family uses: attached as borrower, awaiting activation there. */
    company_ids: z._default(
      z.optional(z.array(hutId).check(z.maxLength(10, { error: nb.tooManyHuts }))),
      [],
    ),
    accept_terms: z
      .boolean({ error: nb.termsRequired })
      .check(z.refine((accepted) => accepted, { error: nb.termsRequired })),
  })
  .check(
    z.refine((v) => v.password === v.password_confirmation, {
      path: ['password_confirmation'],
      error: nb.passwordsDiffer,
    }),
  );
export type RegisterRequest = z.input<typeof registerRequestSchema>;
/** What the form hands over after checking (the phone in its stored form). */
export type RegisterForm = z.output<typeof registerRequestSchema>;

/**
 * A walk-in at the counter (the `user.register` op's person): name and phone are asked for, as
 * staff find them again by phone; an email only if they have one (blank: none).
 */
export const walkInFieldsSchema = z.object({
  name: registerRequestSchema.shape.name,
  phone: z.pipe(
    optionalPhoneSchema,
    z.transform((value: string | null, ctx) => {
      if (value === null) {
        ctx.issues.push({ code: 'custom', message: nb.required(fieldLabels.phone), input: value });
        return '';
      }
      return value;
    }),
  ),
  email: z._default(
    z.optional(
      z.nullable(
        z.pipe(
          textSchema({ label: fieldLabels.email, max: 254 }),
          z.transform((value: string, ctx) => {
            if (value === '') return null;
            if (!z.safeParse(z.email(), value).success) {
              ctx.issues.push({ code: 'custom', message: nb.email, input: value });
            }
            return value.toLowerCase();
          }),
        ),
      ),
    ),
    null,
  ),
});
export type WalkInFields = z.output<typeof walkInFieldsSchema>;
export type WalkInForm = z.input<typeof walkInFieldsSchema>;

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
