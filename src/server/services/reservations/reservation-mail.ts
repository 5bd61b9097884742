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

/** Greeting, what the email is about, the hut's particulars and the signature. */
function letter(borrower: string, about: readonly string[], hut: MailHut): string {
  return [
    t.greeting(borrower),
    '',
    ...about,
    '',
    ...hutLines(hut),
    '',
    t.signature,
    '',
    t.noReply,
  ].join('\n');
}

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
  const about = [
    heading,
    t.reservedItem(line.quantity, line.product, line.size),
    '',
    t.pickupRule,
    t.cancelHint,
  ];
  const subject =
    kind === 'confirmed' ? t.reservationSubject.confirmed : t.reservationSubject.pickupTomorrow;
  return { subject, body: letter(borrower, about, hut) };
}

/** The first in a waiting list is told that what they wait for is free, and until when. */
export function waitlistOfferMail(
  borrower: string,
  hut: MailHut,
  line: ReservedLine,
  until: string,
): { subject: string; body: string } {
  const about = [
    t.waitlistOfferHeading(hut.name, longDate(line.pickupDate)),
    t.reservedItem(line.quantity, line.product, line.size),
    '',
    t.waitlistOfferDeadline(until),
  ];
  return {
    subject: t.reservationSubject.waitlistOffer(line.product),
    body: letter(borrower, about, hut),
  };
}
