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
  signature: 'Hilsen Utstyrsbod',
  noReply: 'Denne e-posten er sendt automatisk. Svar på den kommer ikke fram.',
} as const;
