import { z } from 'zod';
import { fieldLabels, nb } from '../messages';

const required = (label: string, max: number) =>
  z
    .string({ error: nb.required(label) })
    .trim()
    .min(1, { error: nb.required(label) })
    .max(max, { error: nb.tooLong(label, max) });

export const contactRequestSchema = z.object({
  name: required(fieldLabels.name, 120),
  phone: required(fieldLabels.phone, 20).pipe(
    z.string().regex(/^\+?[0-9 ]{5,20}$/, { error: nb.phone }),
  ),
  email: required(fieldLabels.email, 254).pipe(z.email({ error: nb.email })),
  message: required(fieldLabels.message, 5000),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({ id: z.number().int(), message: z.string() });
