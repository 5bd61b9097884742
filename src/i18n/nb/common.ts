/**
 * Words the product uses on several screens, written once (texts.test.ts refuses a text written
 * twice in this folder). Areas refer to these rather than repeating them. SPEC texts are marked.
 * The shell and the catalogue load this on every first visit, so it holds only their words; the
 * words later screens share are in screenTexts.
 */
export const commonTexts = {
  close: 'Lukk',
  equipment: 'Utstyr',
  hut: 'Utstyrsbod',
  chooseHut: 'Velg utstyrsbod', // SPEC
  category: 'Kategori',
  size: 'Størrelse',
  available: 'Ledig', // SPEC demo status
  allCategories: 'Alle kategorier', // SPEC
  allSeasons: 'Alle sesonger',
  resetFilters: 'Nullstill valg', // SPEC
  noProducts: 'Ingen produkter i valgt kategori/utstyrsbod.', // SPEC
  login: 'Logg inn',
  logout: 'Logg ut',
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
  productCount: (n: number) => (n === 1 ? '1 produkt' : `${n} produkter`),
} as const;
