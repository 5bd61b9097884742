import * as z from 'zod/mini';
import { RESERVATION_STATUSES, WAITLIST_STATUSES, WEEKDAYS } from '../domain/reservations';
import { isValidIsoDate } from '../domain/dates/dates';
import { LONGEST_LOAN_DAYS } from '../domain/loan-rules';
import { nb } from '../texts/messages';
import { reservationLabels as labels, reservationMessages as m } from '../texts/reservations';
import { bodyIdSchema, idSchema } from './common';
import { textSchema } from './text';

/**
 * Booking ahead: a borrower reserves N units of a product (a size, or any size) at a hut for a
 * pickup day; the hut admin sets the rules. Shared by server, client and worker.
 */
const int = z.number().check(z.int());
const text = z.string();

const pickupDate = z
  .string({ error: m.invalidDate })
  .check(z.refine((v) => isValidIsoDate(v), { error: m.invalidDate }));

const wholeDays = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: m.daysRange(label, min, max) })
    .check(
      z.int({ error: m.daysRange(label, min, max) }),
      z.minimum(min, { error: m.daysRange(label, min, max) }),
      z.maximum(max, { error: m.daysRange(label, min, max) }),
    );

export const reservationRequestSchema = z.object({
  companyId: bodyIdSchema(nb.invalidNumber('Utstyrsbod')),
  productId: bodyIdSchema(nb.invalidNumber('Produkt')),
  /** null: any size. */
  size: z.pipe(
    z.nullable(textSchema({ label: 'Størrelse', max: 40 })),
    z.transform((v: string | null) => (v ? v : null)),
  ),
  quantity: z.coerce
    .number({ error: m.quantity })
    .check(
      z.int({ error: m.quantity }),
      z.minimum(1, { error: m.quantity }),
      z.maximum(50, { error: m.tooMany(50) }),
    ),
  pickupDate,
});
export type ReservationRequest = z.infer<typeof reservationRequestSchema>;

export const reservationStatusEnum = z.enum(RESERVATION_STATUSES);

export const reservationSchema = z.object({
  id: text,
  companyId: int,
  hutName: text,
  productId: int,
  productName: text,
  size: z.nullable(text),
  quantity: int,
  pickupDate: text,
  status: reservationStatusEnum,
  createdAt: text,
});
export type Reservation = z.infer<typeof reservationSchema>;

export const reservationListSchema = z.object({ reservations: z.array(reservationSchema) });
export type ReservationList = z.infer<typeof reservationListSchema>;

const uuidV7 = (error: string) =>
  z
    .string()
    .check(
      z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i, { error }),
    );

export const reservationParamsSchema = z.object({ reservationId: uuidV7(m.notFound) });

/** A place in the waiting list of a fully booked day; `offeredUntil` while units are held. */
export const waitlistEntrySchema = z.object({
  id: text,
  companyId: int,
  hutName: text,
  productId: int,
  productName: text,
  size: z.nullable(text),
  quantity: int,
  pickupDate: text,
  status: z.enum(WAITLIST_STATUSES),
  offeredUntil: z.nullable(text),
  createdAt: text,
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;
export const waitlistSchema = z.object({ entries: z.array(waitlistEntrySchema) });
export type Waitlist = z.infer<typeof waitlistSchema>;
export const waitlistParamsSchema = z.object({ entryId: uuidV7(m.waitlistNotFound) });

/** What is free of a product at a hut on a day: units there minus those out and reserved. */
export const availabilityQuerySchema = z.object({ date: pickupDate });
export const availabilityParamsSchema = z.object({ id: idSchema, productId: idSchema });
export const availabilitySchema = z.object({
  date: text,
  free: int,
  sizes: z.array(z.object({ size: z.nullable(text), free: int })),
});
export type Availability = z.infer<typeof availabilitySchema>;

const weekday = z.coerce
  .number({ error: m.noPickupDays })
  .check(z.refine((v) => (WEEKDAYS as readonly number[]).includes(v), { error: m.noPickupDays }));

/** The whole-number rules of a hut: their bounds, for the schema and the form's inputs alike. */
export const HUT_SETTINGS_NUMBERS = {
  windowFromDays: { min: 1, max: 90 },
  windowToDays: { min: 0, max: 30 },
  loanDays: { min: 1, max: LONGEST_LOAN_DAYS },
  maxUnits: { min: 1, max: 20 },
} as const satisfies Record<keyof typeof labels, { min: number; max: number }>;
const bounded = (key: keyof typeof HUT_SETTINGS_NUMBERS) =>
  wholeDays(labels[key], HUT_SETTINGS_NUMBERS[key].min, HUT_SETTINGS_NUMBERS[key].max);

export const hutSettingsRequestSchema = z
  .object({
    enabled: z.boolean(),
    windowFromDays: bounded('windowFromDays'),
    windowToDays: bounded('windowToDays'),
    pickupWeekdays: z.array(weekday).check(z.minLength(1, { error: m.noPickupDays })),
    loanDays: bounded('loanDays'),
    maxUnits: bounded('maxUnits'),
  })
  .check(
    z.refine((s) => s.windowFromDays >= s.windowToDays, {
      error: m.windowOrder,
      path: ['windowToDays'],
    }),
  );
export type HutSettingsRequest = z.infer<typeof hutSettingsRequestSchema>;

export const hutSettingsSchema = z.object({
  enabled: z.boolean(),
  windowFromDays: int,
  windowToDays: int,
  pickupWeekdays: z.array(int),
  loanDays: int,
  maxUnits: int,
});
export type HutSettings = z.infer<typeof hutSettingsSchema>;
