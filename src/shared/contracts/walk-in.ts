import * as z from 'zod/mini';
import { fieldLabels, nb } from '../texts/messages';
import { registerRequestSchema } from './auth-requests';
import { optionalPhoneSchema, textSchema } from './text';

/**
 * A walk-in at the counter (the `user.register` op's person): name and phone are asked for, as
 * staff find them again by phone; an email only if they have one (blank: none). Apart from
 * auth.ts, which every first visit loads.
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
