import * as z from 'zod/mini';
import { fieldLabels, nb } from '../messages';

const required = (label: string, max: number) =>
  z
    .string({ error: nb.required(label) })
    .check(
      z.trim(),
      z.minLength(1, { error: nb.required(label) }),
      z.maxLength(max, { error: nb.tooLong(label, max) }),
    );

export const contactRequestSchema = z.object({
  name: required(fieldLabels.name, 120),
  phone: z.pipe(
    required(fieldLabels.phone, 20),
    z.string().check(z.regex(/^\+?[0-9 ]{5,20}$/, { error: nb.phone })),
  ),
  email: z.pipe(required(fieldLabels.email, 254), z.email({ error: nb.email })),
  message: required(fieldLabels.message, 5000),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({
  id: z.number().check(z.int()),
  message: z.string(),
});
