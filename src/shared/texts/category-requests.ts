/** What /beomkategori and the network admin's answers to it say (SPEC §5 for the required two). */
export const categoryRequestLabels = {
  categoryName: 'Navn på kategorien',
  categoryLocation: 'Hvor i kategoritreet',
  productName: 'Produktnavn',
  productLocation: 'Hvor produktet hører hjemme',
  answer: 'Svar til utstyrsboden',
  name: 'Navn',
} as const;

export const categoryRequestTexts = {
  locationRequired: 'Velg hvor i kategoritreet kategorien skal ligge.',
  invalidLocation: 'Kategorien kan ligge under en sesong eller en hovedkategori.',
  sent: 'Takk! Ønsket er sendt til nettverket.',
  notFound: 'Fant ikke ønsket.',
  alreadyHandled: 'Ønsket er allerede besvart.',
  invalidStatus: 'Velg «lagt til» eller «avslått».',
  answerRequired: 'Skriv et svar når ønsket avslås.',
  nameTaken: 'Det finnes allerede en kategori med dette navnet der.',
  added: (name: string) => `Kategorien ${name} er lagt til.`,
  declined: 'Ønsket er avslått, og utstyrsboden ser svaret.',
  addedAnswer: (name: string, where: string) => `${name} er lagt til under ${where}.`,
} as const;
