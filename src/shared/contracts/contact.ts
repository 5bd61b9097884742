import * as z from 'zod/mini';
import { fieldLabels, nb } from '../texts/messages';
import { CONTACT_SUBJECTS } from '../domain/statuses';
import { textSchema } from './text';

export const contactSubjectEnum = z.enum(CONTACT_SUBJECTS, { error: nb.contactSubject });

const required = (label: string, max: number) => textSchema({ label, max, required: true });

export const contactRequestSchema = z.object({
  /** A general question unless the sender says the hut wants to join (older clients send none). */
  subject: z._default(z.optional(contactSubjectEnum), 'general'),
  name: required(fieldLabels.name, 120),
  phone: z.pipe(
    required(fieldLabels.phone, 20),
    z.string().check(z.regex(/^\+?[0-9 ]{5,20}$/, { error: nb.phone })),
  ),
  email: z.pipe(required(fieldLabels.email, 254), z.email({ error: nb.email })),
  message: textSchema({ label: fieldLabels.message, max: 5000, required: true, multiLine: true }),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({
  id: z.number().check(z.int()),
  message: z.string(),
});
