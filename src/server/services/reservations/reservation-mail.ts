import { mailTexts as t } from '../../../shared/texts/mail';
import { hutLines, longDate, type MailHut } from '../mail/hut-contact';

/** What a reservation email is about: one product, a size or any, at a hut on a day. */
export interface ReservedLine {
  product: string;
  size: string | null;
  quantity: number;
  pickupDate: string;
}

type Kind = 'confirmed' | 'pickupTomorrow';

/** The confirmation of a booking, or its reminder the day before pickup. */
export function reservationMail(
  kind: Kind,
  borrower: string,
  hut: MailHut,
  line: ReservedLine,
): { subject: string; body: string } {
  const heading =
    kind === 'confirmed'
      ? t.reservedHeading(hut.name, longDate(line.pickupDate))
      : t.pickupTomorrowHeading(hut.name, longDate(line.pickupDate));
  const body = [
    t.greeting(borrower),
    '',
    heading,
    t.reservedItem(line.quantity, line.product, line.size),
    '',
    t.pickupRule,
    t.cancelHint,
    '',
    ...hutLines(hut),
    '',
    t.signature,
    '',
    t.noReply,
  ];
  const subject =
    kind === 'confirmed' ? t.reservationSubject.confirmed : t.reservationSubject.pickupTomorrow;
  return { subject, body: body.join('\n') };
}

/** The first in a waiting list is told that what they wait for is free, and until when. */
export function waitlistOfferMail(
  borrower: string,
  hut: MailHut,
  line: ReservedLine,
  until: string,
): { subject: string; body: string } {
  const body = [
    t.greeting(borrower),
    '',
    t.waitlistOfferHeading(hut.name, longDate(line.pickupDate)),
    t.reservedItem(line.quantity, line.product, line.size),
    '',
    t.waitlistOfferDeadline(until),
    '',
    ...hutLines(hut),
    '',
    t.signature,
    '',
    t.noReply,
  ];
  return { subject: t.reservationSubject.waitlistOffer(line.product), body: body.join('\n') };
}
