/** What the reservation routes say (Norwegian): refusals, field messages and labels. */
export const reservationMessages = {
  reservationsOff: 'Denne utstyrsboden tar ikke imot reservasjoner.',
  notActivated: 'Du må være aktivert hos en utstyrsbod før du kan reservere.',
  productNotHere: 'Utstyrsboden har ikke dette utstyret.',
  sizeNotHere: 'Utstyrsboden har ikke denne størrelsen.',
  outsideWindow: (first: string, last: string) => `Velg en hentedag fra ${first} til ${last}.`,
  notPickupDay: (days: string) => `Utstyrsboden har ikke henting den dagen. Hentedager: ${days}.`,
  tooMany: (max: number) => `Du kan reservere høyst ${String(max)} om gangen.`,
  tooManyThatDay: (max: number, booked: number) =>
    booked === 0
      ? `Du kan reservere høyst ${String(max)} per hentedag her.`
      : `Du kan reservere høyst ${String(max)} per hentedag her, og har allerede reservert ${String(booked)} den dagen.`,
  flagged:
    'Du kan ikke reservere eller stå på venteliste hos denne utstyrsboden nå. Ta kontakt med utstyrsboden.',
  notEnough: (free: number) =>
    free === 0
      ? 'Det er ikke flere ledige den dagen. Velg en annen dag eller størrelse.'
      : `Bare ${String(free)} er ledig den dagen.`,
  notFound: 'Fant ikke reservasjonen.',
  stillFree: 'Det er ledig den dagen. Reserver i stedet for å stå på venteliste.',
  alreadyWaiting: 'Du står allerede på ventelisten for dette den dagen.',
  waitlistNotFound: 'Fant ikke plassen på ventelisten.',
  notWaiting: 'Plassen på ventelisten er ikke aktiv lenger.',
  notCancellable: 'Reservasjonen er ikke aktiv lenger og kan ikke avbestilles.',
  invalidDate: 'Velg en gyldig dato.',
  quantity: 'Velg hvor mange (minst 1).',
  windowOrder: 'Tidligste bestilling må være like mange eller flere dager før henting enn seneste.',
  noPickupDays: 'Velg minst én hentedag.',
  daysRange: (label: string, min: number, max: number) =>
    `${label} må være et helt tall fra ${String(min)} til ${String(max)}.`,
} as const;

export const reservationLabels = {
  windowFromDays: 'Tidligste bestilling (dager før henting)',
  windowToDays: 'Seneste bestilling (dager før henting)',
  loanDays: 'Standard lånetid (dager)',
  maxUnits: 'Flest enheter per person per hentedag',
} as const;

/** Weekday names, Monday first (ISO 1–7). */
export const weekdayNames = [
  'mandag',
  'tirsdag',
  'onsdag',
  'torsdag',
  'fredag',
  'lørdag',
  'søndag',
] as const;
