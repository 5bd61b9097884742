/** Norwegian texts of Lagerbeholdning. Exact SPEC texts are marked. */
export const stockTexts = {
  title: 'Lagerbeholdning', // SPEC
  intro: 'Velg lånetaker, finn utstyret og legg det i lånekurven. Alt virker også uten nett.',

  // Hut data
  loadingHut: 'Henter data for utstyrsboden …',
  loadingHutHint: 'Første gang hentes utstyr og lånetakere fra serveren. Det tar bare et øyeblikk.',
  syncError: (message: string) => `Siste synkronisering feilet: ${message}`,

  // Lender picker
  lenderHeading: 'Lånetaker',
  chooseLender: 'Velg lånetaker',
  closePicker: 'Lukk',
  lenderSearchLabel: 'Søk etter lånetaker (navn, id, telefon eller epost)',
  lenderSearchHint: 'Skriv minst ett tegn. Id må skrives helt, telefon med minst tre sifre.',
  noLenderFound: 'Ingen lånetakere med oppgitte opplysninger funnet, sjekk at du har stavet riktig', // SPEC
  lenderResults: (shown: number, total: number) =>
    total === 1
      ? '1 lånetaker funnet.'
      : shown < total
        ? `${total} lånetakere funnet, viser de ${shown} første. Skriv mer for å snevre inn.`
        : `${total} lånetakere funnet.`,
  chooseThis: 'Velg',
  chooseThisLabel: (name: string) => `Velg ${name} som lånetaker`,
  noLender: 'Ingen lånetaker valgt.',
  chooseLenderFirst: 'Velg lånetaker før du legger utstyr i lånekurven.',
  clearLender: (name: string) => `Fjern ${name} som valgt lånetaker`,
  resetLender: 'Fjern valgt lånetaker',
  lenderGone: 'Den valgte lånetakeren finnes ikke lenger i denne utstyrsboden.',
  lenderId: 'Id',
  lenderEmail: 'Epost',
  lenderPhone: 'Telefon',
  lenderStatus: 'Status',
  openLoans: 'Åpne lån',
  userStatus: (status: string) =>
    ({ active: 'Aktiv', pending: 'Venter på aktivering', blocked: 'Sperret' })[status] ?? status,
  flagged: 'Flagget',
  flaggedHelp: 'Lånetakeren er flagget og kan ikke få lån. Sjekk merknaden.',
  remark: 'Merknad',
  noRemark: '(ingen merknad registrert)',
  awaitingActivation: 'Brukeren venter på aktivering og må vise legitimasjon.',
  activate: 'Aktiver bruker',

  // Filters
  filtersHeading: 'Finn utstyr',
  season: 'Sesong',
  allSeasons: 'Alle sesonger',
  category: 'Kategori',
  allCategories: 'Alle kategorier',
  chooseSeasonFirst: 'Velg sesong først',
  searchLabel: 'Søk etter utstyr (navn eller størrelse)',
  searchHint: 'Et tall viser utstyr med den størrelsen, også der størrelsen er et intervall.',
  resetFilters: 'Nullstill valg',

  // Table
  tableCaption: (shown: number, total: number) =>
    shown === total ? `Utstyr i boden (${total})` : `Utstyr i boden (${shown} av ${total})`,
  colName: 'Utstyr',
  colNumber: 'Nr.',
  colSize: 'Størrelse',
  colStatus: 'Status',
  colAction: 'Lånekurv',
  noUnits: 'Ingen produkter i valgt kategori/utstyrsbod.', // SPEC
  statusAdded: 'Lagt til', // SPEC (status 1)
  statusAvailable: 'Ledig', // SPEC demo status
  statusLent: 'Utlånt', // SPEC demo status
  statusOtherCart: 'I en annen lånekurv',
  statusUnavailable: 'Ikke tilgjengelig',
  add: 'Legg til',
  addLabel: (name: string, size: string) =>
    size ? `Legg til ${name} (${size}) i lånekurven` : `Legg til ${name} i lånekurven`,
  remove: 'Fjern',
  removeLabel: (name: string, size: string) =>
    size ? `Fjern ${name} (${size}) fra lånekurven` : `Fjern ${name} fra lånekurven`,
  added: 'Lagt i lånekurven.',
  removed: 'Fjernet fra lånekurven.',

  // Cart button
  cartButton: 'Lånekurv',
  cartCount: (n: number) => (n === 1 ? '1 utstyr' : `${n} utstyr`),
  cartDisabledHint: 'Lånekurven åpnes når lånetakeren har utstyr i kurven.',
} as const;
