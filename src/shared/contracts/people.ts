import * as z from 'zod/mini';
import { normalizePhone } from '../domain/phone';
import { fieldLabels, nb } from '../texts/messages';
import { idSchema } from './common';
import { staffUserSchema } from './staff-responses';
import { textSchema } from './text';

/**
 * What staff may look a person up in the whole network by: a whole email address or a whole
 * phone number, nothing partial (privacy: a name search never leaves the hut).
 */
export const networkLookupSchema = z.pipe(
  textSchema({ label: fieldLabels.lookup, max: 254, required: true }),
  z.transform((value: string, ctx) => {
    if (value.includes('@')) {
      if (z.safeParse(z.email(), value).success) {
        return { kind: 'email' as const, value: value.toLowerCase() };
      }
    } else {
      const phone = normalizePhone(value);
      if (phone !== null) return { kind: 'phone' as const, value: phone };
    }
    ctx.issues.push({ code: 'custom', message: nb.lookupWhole, input: value });
    return z.NEVER;
  }),
);

/** GET /api/company/{id}/people?q=… */
export const peopleParamsSchema = z.object({ id: idSchema });
export const peopleQuerySchema = z.object({ q: networkLookupSchema });

/** The people the email or phone number belongs to, with their role at the hut (null: not there). */
export const networkPeopleResponseSchema = z.object({ people: z.array(staffUserSchema) });
export type NetworkPeopleResponse = z.infer<typeof networkPeopleResponseSchema>;
