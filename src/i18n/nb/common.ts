/**
 * Words the product uses on several screens, written once (texts.test.ts refuses a text written
 * twice in this folder). Areas refer to these rather than repeating them. SPEC texts are marked.
 */
export const commonTexts = {
  name: 'Navn',
  email: 'Epost',
  phone: 'Telefon',
  password: 'Passord',
  status: 'Status',
  notGiven: 'Ikke oppgitt',
  close: 'Lukk',
  remove: 'Fjern', // SPEC
  unitNumber: 'Nr.',
  size: 'Størrelse',
  action: 'Handling',
  equipment: 'Utstyr',
  hut: 'Utstyrsbod',
  chooseHut: 'Velg utstyrsbod', // SPEC
  borrower: 'Lånetaker',
  loanNumber: 'Lånenummer',
  loanDate: 'Utlånsdato',
  returnDate: 'Returdato',
  due: 'Frist',
  remark: 'Merknad',
  category: 'Kategori',
  allCategories: 'Alle kategorier', // SPEC
  allSeasons: 'Alle sesonger',
  resetFilters: 'Nullstill valg', // SPEC
  noProducts: 'Ingen produkter i valgt kategori/utstyrsbod.', // SPEC
  openLoans: 'Åpne lån',
  login: 'Logg inn',
  tryAgain: 'Prøv igjen',
  contact: 'Kontakt',
  becomeHut: 'Bli en utstyrsbod',
  address: 'Adresse',
  county: 'Fylke',
  municipality: 'Kommune',
  town: 'Sted',
  openingHours: 'Åpningstider',
  findHut: 'Finn en utstyrsbod',
  noHutMatches: 'Ingen utstyrsboder passer søket.',
  findEquipment: 'Finn utstyr',
  handOut: 'Utlever', // SPEC
  receiveAll: 'Motta alle', // SPEC
  flagged: 'Flagget',
  noCurrentLoans: 'Ingen lån for øyeblikket', // SPEC
  previousLoans: 'Tidligere lån',
  noPreviousLoans: 'Ingen tidligere lån', // SPEC
  edit: 'Endre',
  saving: 'Lagrer …',
  /** A form sent without network: what was not sent. */
  changeOffline: 'endringen',
  /** Subject of notSyncedYet on screens listing the hut's people. */
  usersNotSynced: 'Brukerne',
  borrowerFlagged: 'Lånetakeren er flagget og kan ikke få lån. Sjekk merknaden.',
  removedFromCart: 'Fjernet fra lånekurven.',
  removeFromCartLabel: (name: string, size: string) =>
    size ? `Fjern ${name} (${size}) fra lånekurven` : `Fjern ${name} fra lånekurven`,
  productCount: (n: number) => (n === 1 ? '1 produkt' : `${n} produkter`),
  /** A form sent without network (the request never reached the server). */
  notSentOffline: (what: string) =>
    `Du er uten nett, så ${what} ble ikke sendt. Prøv igjen når du er tilkoblet.`,
  notSyncedYet: (what: string) =>
    `${what} er ikke hentet til denne enheten ennå. Koble til internett, så hentes de automatisk.`,
} as const;
