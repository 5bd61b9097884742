/**
 * The emails the server sends (Norwegian Bokmål, plain text). Dates come formatted
 * ("torsdag 27.11.2026"); lists come as lines.
 */
export const mailTexts = {
  reminderSubject: {
    dueTomorrow: 'Husk å levere utstyret i morgen',
    overdue: 'Utstyr du har lånt skulle vært levert',
  },
  greeting: (name: string) => `Hei ${name}!`,
  dueTomorrowHeading: (hut: string, date: string) =>
    `Dette skal leveres tilbake til ${hut} i morgen, ${date}:`,
  overdueHeading: (hut: string) =>
    `Dette skulle vært levert tilbake til ${hut}. Lever det så snart du kan:`,
  item: (name: string, loan: number) => `  • ${name} (lån ${loan})`,
  overdueItem: (name: string, loan: number, due: string) =>
    `  • ${name} (lån ${loan}, skulle vært levert ${due})`,
  hutAddress: (address: string) => `Adresse: ${address}`,
  hutOpening: (hours: string) => `Åpningstider: ${hours}`,
  hutContact: (parts: string) => `Kontakt: ${parts}`,
  longer:
    'Trenger du utstyret lenger? Ta kontakt med utstyrsboden, så ser de om lånet kan forlenges.',
  reservationSubject: {
    confirmed: 'Reservasjonen din er bekreftet',
    pickupTomorrow: 'Husk å hente utstyret i morgen',
    waitlistOffer: (product: string) => `Nå er det ledig: ${product}`,
  },
  reservedHeading: (hut: string, date: string) =>
    `Du har reservert dette hos ${hut}, til henting ${date}:`,
  pickupTomorrowHeading: (hut: string, date: string) =>
    `I morgen, ${date}, kan du hente dette hos ${hut}:`,
  reservedItem: (quantity: number, product: string, size: string | null) =>
    `  • ${String(quantity)} × ${product}, ${size === null ? 'alle størrelser' : `størrelse ${size}`}`,
  pickupRule:
    'Hent utstyret i åpningstiden den dagen. Blir det ikke hentet, blir det ledig for andre ved dagens slutt.',
  cancelHint: 'Kan du ikke komme? Avbestill på Min side, så kan andre låne utstyret.',
  waitlistOfferHeading: (hut: string, date: string) =>
    `Det har blitt ledig hos ${hut} til henting ${date}, og du er først i køen:`,
  waitlistOfferDeadline: (until: string) =>
    `Det holdes av for deg til ${until}. Reserver det på produktsiden innen da; ellers går det videre til nestemann i køen.`,
  inviteSubject: (hut: string) => `Invitasjon fra ${hut}`,
  inviteGreeting: 'Hei!',
  inviteHeading: (hut: string, role: string) =>
    `${hut} inviterer deg til å bli ${role} i utstyrsboden på Utstyrsbod.`,
  inviteLinkLead: 'Åpne lenken for å se invitasjonen og godta den:',
  inviteRules: (email: string, until: string) =>
    `Lenken gjelder til ${until} og kan brukes én gang. For å godta må du være logget inn med ${email}. Har du ingen konto ennå, registrerer du deg med denne adressen først.`,
  inviteNotExpected: 'Venter du ikke en slik invitasjon, kan du se bort fra denne e-posten.',
  registrationSubject: 'Fullfør registreringen hos Utstyrsbod',
  registrationLinkLead:
    'Takk for at du vil registrere deg hos Utstyrsbod! Åpne lenken for å bekrefte e-postadressen og fullføre registreringen:',
  registrationLinkRules: (until: string) =>
    `Lenken gjelder til ${until} og kan brukes én gang. Først når du har åpnet den, blir kontoen laget.`,
  registrationNotExpected:
    'Har du ikke registrert deg, kan du se bort fra denne e-posten: uten lenken blir det ingen konto.',
  registrationAttemptSubject: 'Noen prøvde å registrere seg med e-postadressen din',
  registrationAttemptHeading:
    'Noen prøvde nettopp å registrere en ny konto hos Utstyrsbod med denne e-postadressen. Adressen har allerede en konto, så det ble ikke laget noen ny, og kontoen din er ikke endret.',
  registrationAttemptYou: (login: string) =>
    `Var det deg? Da kan du logge inn med kontoen du har: ${login}`,
  registrationAttemptForgot: (contact: string) =>
    `Har du glemt passordet, skriv til oss via kontaktskjemaet, så hjelper vi deg med å sette et nytt: ${contact}`,
  registrationAttemptNotYou: 'Var det ikke deg, trenger du ikke gjøre noe.',
  signature: 'Hilsen Utstyrsbod',
  noReply: 'Denne e-posten er sendt automatisk. Svar på den kommer ikke fram.',
} as const;
