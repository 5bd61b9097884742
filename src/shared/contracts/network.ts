import * as z from 'zod/mini';
import { COMPANY_STATUSES, CONTACT_MESSAGE_STATUSES, CONTACT_SUBJECTS } from '../domain/statuses';
import { nb } from '../texts/messages';
import { networkFieldLabels as labels, networkMessages } from '../texts/network';
import { companySchema } from './auth';
import { textSchema } from './text';

/**
 * The network admin's routes (/api/network/…): the huts with their admins, and the inbox of
 * contact messages. Only the network admin may call them.
 */
const int = z.number().check(z.int());

const required = (label: string, max: number) => textSchema({ label, max, required: true });
/** An optional text: empty when left out; the server stores an empty one as null. */
const optional = (schema: z.ZodMiniString) => z._default(z.optional(schema), '');

/** Phone numbers as the contact form takes them (digits, spaces, a leading +). */
export const PHONE_PATTERN = /^\+?[0-9 ]{5,20}$/;

const contactPhone = textSchema({ label: labels.contactPhone, max: 20 }).check(
  z.refine((v) => v === '' || PHONE_PATTERN.test(v), { error: nb.phone }),
);
const contactEmail = textSchema({ label: labels.contactEmail, max: 254 }).check(
  z.refine((v) => v === '' || z.regexes.email.test(v), { error: nb.email }),
);

/** POST /api/network/huts and PUT /api/network/huts/:id: what the admin writes about a hut. */
export const hutInputSchema = z.object({
  name: required(labels.name, 120),
  address: required(labels.address, 200),
  county: required(labels.county, 80),
  municipality: required(labels.municipality, 80),
  town: required(labels.town, 80),
  opening_hours: optional(textSchema({ label: labels.openingHours, max: 500, multiLine: true })),
  contact_phone: optional(contactPhone),
  contact_email: optional(contactEmail),
});
export type HutInput = z.input<typeof hutInputSchema>;
export const HUT_INPUT_FIELDS = [
  'name',
  'address',
  'county',
  'municipality',
  'town',
  'opening_hours',
  'contact_phone',
  'contact_email',
] as const satisfies readonly (keyof HutInput)[];

/** PUT /api/network/huts/:id/status: take a hut out of service, or back. */
export const hutStatusRequestSchema = z.object({
  status: z.enum(COMPANY_STATUSES, { error: networkMessages.invalidStatus }),
});
export type HutStatusRequest = z.input<typeof hutStatusRequestSchema>;

/** POST /api/network/huts/:id/admins: an existing user becomes admin of the hut. */
export const appointAdminRequestSchema = z.object({
  email: z.pipe(
    z.pipe(required(labels.adminEmail, 254), z.email({ error: nb.email })),
    z.transform((v: string) => v.toLowerCase()),
  ),
});
export type AppointAdminRequest = z.input<typeof appointAdminRequestSchema>;

export const hutAdminSchema = z.object({ id: int, name: z.string(), email: z.string() });
export type HutAdmin = z.infer<typeof hutAdminSchema>;

/** A hut as the network admin sees it: every status, with its admins. */
export const networkHutSchema = z.extend(companySchema, {
  admins: z.array(hutAdminSchema),
  created_at: z.string(),
});
export type NetworkHut = z.infer<typeof networkHutSchema>;

/** GET /api/network/huts */
export const networkHutsResponseSchema = z.object({ huts: z.array(networkHutSchema) });
export type NetworkHutsResponse = z.infer<typeof networkHutsResponseSchema>;

/** The answer of every change to a hut: the hut as it now is, and what was done. */
export const networkHutResponseSchema = z.object({ hut: networkHutSchema, message: z.string() });
export type NetworkHutResponse = z.infer<typeof networkHutResponseSchema>;

export const contactMessageStatusEnum = z.enum(CONTACT_MESSAGE_STATUSES, {
  error: networkMessages.invalidStatus,
});

/** One message of the inbox. */
export const contactMessageSchema = z.object({
  id: int,
  subject: z.enum(CONTACT_SUBJECTS),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  message: z.string(),
  status: contactMessageStatusEnum,
  created_at: z.string(),
  handled_at: z.nullable(z.string()),
  handled_by_name: z.nullable(z.string()),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** GET /api/network/messages?status= (newest first, at most INBOX_LIMIT). */
export const inboxQuerySchema = z.object({ status: z.optional(contactMessageStatusEnum) });
export type InboxQuery = z.input<typeof inboxQuerySchema>;
export const INBOX_LIMIT = 200;
export const inboxResponseSchema = z.object({
  messages: z.array(contactMessageSchema),
  /** Messages per status, over the whole inbox. */
  counts: z.object({ new: int, answered: int, closed: int }),
});
export type InboxResponse = z.infer<typeof inboxResponseSchema>;

/** PUT /api/network/messages/:id/status */
export const messageStatusRequestSchema = z.object({ status: contactMessageStatusEnum });
export type MessageStatusRequest = z.input<typeof messageStatusRequestSchema>;
export const messageStatusResponseSchema = z.object({
  contact_message: contactMessageSchema,
  message: z.string(),
});
export type MessageStatusResponse = z.infer<typeof messageStatusResponseSchema>;
