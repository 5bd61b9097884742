/**
 * The bell's notices (Norwegian), written when the event happens: what the server stores in
 * notifications.message. Dates are dd.mm.yyyy.
 */
export const noticeTexts = {
  newUser: (name: string) => `${name} er knyttet til utstyrsboden og venter på aktivering.`,
  flaggedUser: (name: string, reason: string) => `${name} er flagget: «${reason}».`,
  overdueLoan: (number: number, name: string, due: string) =>
    `Lån ${number} til ${name} skulle vært levert ${due}.`,
  syncException: (what: string) => `Nytt avvik: ${what}`,
  activated: (hut: string) => `Du er aktivert hos ${hut} og kan låne utstyr.`,
  dueTomorrow: (number: number, hut: string) => `Lån ${number} fra ${hut} skal leveres i morgen.`,
  overdue: (number: number, hut: string, due: string) =>
    `Lån ${number} fra ${hut} skulle vært levert ${due}. Lever det så snart du kan.`,
  reservationConfirmed: (product: string, hut: string, date: string) =>
    `Du har reservert ${product} hos ${hut} til henting ${date}.`,
  pickupTomorrow: (product: string, hut: string) => `Husk å hente ${product} hos ${hut} i morgen.`,
  waitlistOffer: (product: string, hut: string, until: string) =>
    `${product} er ledig hos ${hut}. Det holdes av for deg til ${until}.`,
  notFound: 'Fant ikke varselet.',
  invalidRead: 'Oppgi om varselet er lest (read: true eller false).',
} as const;
