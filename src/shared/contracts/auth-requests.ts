import * as z from 'zod/mini';
import { fieldLabels, nb } from '../texts/messages';
import { optionalPhoneSchema, textSchema } from './text';

/**
 * What the sign-in and registration forms send. Apart from auth.ts, whose user and hut schemas
 * every first visit loads: these are built with textSchema, which the bundler cannot drop.
 */

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
    // Whether it is a common one, and hard enough to guess, is checked on the server only (its
    // lists and estimator are big); the form shows the server's refusal on this field.
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
