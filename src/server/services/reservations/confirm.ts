import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { formatDottedDate } from '../../../shared/domain/dates/dates';
import { noticeTexts } from '../../../shared/texts/notices';
import { readMailHuts, type MailHut } from '../mail/hut-contact';
import { queueMail } from '../mail/outbox';
import { noticeToPerson } from '../notices';
import { reservationMail } from './reservation-mail';

/** A booking as its confirmation names it. */
export interface Booked {
  id: string;
  companyId: number;
  productName: string;
  size: string | null;
  quantity: number;
  pickupDate: string;
}

/**
 * The confirmation of a booking, in its transaction: a bell notice, and an email sent at once
 * (not held by quiet hours) when the person has an address.
 */
export async function confirmBooking(
  trx: Kysely<Database>,
  person: { id: number; name: string; email: string | null },
  booked: Booked,
  at: string,
): Promise<void> {
  const [hut] = await readMailHuts(trx, [booked.companyId]);
  if (!hut) return;
  await noticeToPerson(
    trx,
    person.id,
    booked.companyId,
    {
      kind: 'reservation_confirmed',
      message: noticeTexts.reservationConfirmed(
        booked.productName,
        hut.name,
        formatDottedDate(booked.pickupDate),
      ),
    },
    at,
  );
  await mailAboutReservation(trx, 'confirmed', person, hut, booked, {
    userId: person.id,
    dedupeKey: `reservation-confirmed:${booked.id}`,
  });
}

/**
 * A reservation's email (its confirmation, or the reminder the day before) to the person who
 * booked it, when they have an address: a confirmation goes at once, a reminder by day.
 */
export async function mailAboutReservation(
  trx: Kysely<Database>,
  kind: 'confirmed' | 'pickupTomorrow',
  person: { name: string; email: string | null },
  hut: MailHut,
  booked: Omit<Booked, 'id' | 'companyId'>,
  key: { userId: number; dedupeKey: string },
): Promise<void> {
  if (!person.email) return;
  const { subject, body } = reservationMail(kind, person.name, hut, {
    product: booked.productName,
    size: booked.size,
    quantity: booked.quantity,
    pickupDate: booked.pickupDate,
  });
  await queueMail(trx, {
    kind: kind === 'confirmed' ? 'reservation_confirmed' : 'pickup_reminder',
    userId: key.userId,
    companyId: hut.id,
    to: { name: person.name, address: person.email },
    subject,
    body,
    dedupeKey: key.dedupeKey,
  });
}
