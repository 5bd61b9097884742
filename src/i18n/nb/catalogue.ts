import { commonTexts } from './common';
import { routeTexts } from './routes';

/** Norwegian texts of the catalogue screens. Exact SPEC texts are marked. */
export const catalogueTexts = {
  // Shared
  chooseHut: commonTexts.chooseHut,
  hutLabel: commonTexts.hut,
  noHutChosen: '(Ingen bod valgt)', // SPEC
  available: (available: number, total: number) => `Ledig ${available}/${total}`, // SPEC
  noProducts: commonTexts.noProducts,
  productCount: commonTexts.productCount,
  lastUpdated: (when: string) => `Sist oppdatert ${when}`,
  offline: 'Du er frakoblet. Utstyrslisten er lagret på enheten og kan være utdatert.',
  outdated: 'Utstyrslisten er ikke oppdatert på en stund og kan være utdatert.',
  updating: 'Oppdaterer utstyrslisten …',
  noDataOffline:
    'Utstyrslisten er ikke lastet ned ennå. Koble til internett, så hentes den automatisk.',
  noDataFailed: 'Klarte ikke å hente utstyrslisten. Vi prøver igjen om litt.',
  tryAgain: commonTexts.tryAgain,
  loading: 'Laster utstyr …',
  resetFilters: commonTexts.resetFilters,
  unknownCategoryInLink: 'Fant ikke kategorien i lenken. Viser alle kategorier.',
  unknownHutInLink: 'Fant ikke utstyrsboden i lenken. Viser alle utstyrsboder.',
  productImageMissing: 'Uten bilde',
  chooseCounty: 'Velg fylke',
  /** Not "Fylke": the huts page has a filter of that name beside it. */
  countyChoiceLabel: 'Vis utstyr i fylke',
  countyPrompt:
    'Utstyrsbodene finnes over hele landet. Velg fylket ditt, så lagres utstyret der på enheten og kan brukes uten nett.',
  countyShown: (county: string) => `Viser utstyr i ${county}.`,
  updatingCounty: 'Henter utstyret i fylket …',
  countyPending: (county: string) => `Utstyret i ${county} hentes så snart du er på nett.`,

  // Pagination
  paginationLabel: 'Sidenavigasjon',
  firstPage: 'Første',
  previousPage: 'Forrige',
  nextPage: 'Neste',
  lastPage: 'Siste',
  firstPageLabel: 'Første side',
  previousPageLabel: 'Forrige side',
  nextPageLabel: 'Neste side',
  lastPageLabel: 'Siste side',
  pageLabel: (page: number) => `Side ${page}`,
  pageStatus: (current: number, last: number, total: number) =>
    `Side ${current} av ${last} (${total} ${total === 1 ? 'produkt' : 'produkter'})`,
  goToPage: 'Gå til side',
  go: 'Gå',
  goToPageInvalid: (last: number) =>
    last === 1 ? 'Det finnes bare side 1.' : `Skriv et helt tall fra 1 til ${last}.`,

  // Home
  homeTitle: 'Lån utstyr gratis',
  homeTagline:
    'Utstyrsbod gjør det enkelt å låne sports- og friluftsutstyr gratis, fra en utstyrsbod nær deg.',
  productSearchLabel: 'Søk etter produkt',
  productSearchPlaceholder: 'søk produkt f eks sykkel', // SPEC
  search: 'Søk',
  categoriesHeading: 'Kategorier',
  hutSearchHeading: commonTexts.findHut,
  hutSearchLabel: 'Søk etter utstyrsbod (navn, kommune eller sted)',
  hutSearchResults: (n: number) =>
    n === 0
      ? commonTexts.noHutMatches
      : n === 1
        ? '1 utstyrsbod passer søket.'
        : `${n} utstyrsboder passer søket.`,
  allHuts: 'Se alle utstyrsboder',
  seasonsHeading: 'Utstyr for hver sesong',
  allInSeason: (season: string) => `Alt utstyr for ${season.toLocaleLowerCase('nb')}`,
  stepsHeading: 'Slik låner du utstyr',
  /** SPEC §1: the five steps of the home page, in order (the screen adds the links). */
  steps: {
    findHut: { title: commonTexts.findHut, text: 'Se hvilke utstyrsboder som finnes nær deg.' },
    findEquipment: {
      title: commonTexts.findEquipment,
      text: 'Bla i utstyret og se hva som er ledig i boden du vil bruke.',
    },
    borrow: {
      title: 'Lån utstyr',
      text: 'Kom innom boden i åpningstiden. Et vanlig lån varer i en uke.',
    },
    register: {
      title: 'Registrer deg som bruker',
      text: 'Det er gratis. Ta med legitimasjon første gang du låner.',
    },
    giveBack: {
      title: 'Lever tilbake når du er ferdig',
      text: 'Lever utstyret tilbake til boden, så kan andre låne det.',
    },
  },

  // All products
  allProductsTitle: routeTexts.allProducts.title,
  allProductsIntro:
    'Her finner du alt utstyret som kan lånes gratis. Velg kategori og utstyrsbod for å se hva som er ledig der du vil låne.',
  categoryLabel: commonTexts.category,
  allCategories: commonTexts.allCategories,
  noHutNote: 'Om du ikke velger en bestemt bod, vises alt utstyr i alle boder.', // SPEC
  activeFilter: (category: string | null, hut: string | null, query: string | null) => {
    const parts = [
      category ? inCategory(category) : 'alle kategorier',
      hut ? `hos ${hut}` : 'i alle boder',
    ];
    return `Viser ${parts.join(' ')}${query ? ` som passer «${query}»` : ''}.`;
  },
  searchLabel: 'Søk i produktnavn',
  clearSearch: 'Fjern søk',
  seasonNavLabel: 'Sesonger og kategorier',
  allSeasons: commonTexts.allSeasons,
  resultsHeading: commonTexts.equipment,

  // Category page
  categorySelectTop: 'Velg kategori', // SPEC
  categorySelectDeeper: 'Velg underkategori', // SPEC
  categorySelectTopLabel: commonTexts.category,
  categorySelectDeeperLabel: 'Underkategori',
  clearCategory: 'Fjern valgt kategori',
  categoryNote: (category: string | null, season: string, hut: string | null) => {
    const where = category ? inCategory(category) : season;
    return `Viser alle produkter i ${where}${hut ? ` hos ${withHutSuffix(hut)}` : ''}`; // SPEC
  },
  subcategoriesHeading: 'Underkategorier',
  filtersHeading: 'Velg utstyr',
  notFoundTitle: 'Fant ikke kategorien',
  notFoundText: 'Vi finner ingen sesong eller kategori med denne adressen.',
  backHome: 'Gå til forsiden',
  seeAllProducts: 'Se alle produkter',

  // Huts
  hutsTitle: routeTexts.huts.title,
  hutsIntro:
    'Her finner du utstyrsbodene i nettverket. Du kan filtrere på fylke, kommune og sted for å finne den som ligger nærmest deg.',
  countyLabel: commonTexts.county,
  municipalityLabel: commonTexts.municipality,
  townLabel: commonTexts.town,
  allCounties: 'Alle fylker',
  allMunicipalities: 'Alle kommuner',
  allTowns: 'Alle steder',
  hutsShown: (shown: number, total: number) => `Viser ${shown} av ${total} utstyrsboder.`,
  noHuts: 'Ingen utstyrsboder passer valgene.',
  address: commonTexts.address,
  openingHours: commonTexts.openingHours,
  hutContact: commonTexts.contact,
  hutProducts: commonTexts.productCount,
  seeEquipment: 'Se utstyret',
  hutEquipmentElsewhere: (county: string) => `Utstyret i ${county} er ikke lagret på enheten.`,
  hutInOtherCounty: (hut: string, county: string) =>
    `${hut} ligger i ${county}, og utstyret der er ikke lagret på enheten.`,
  switchToCounty: (county: string) => `Bytt fylke til ${county}`,
  hutFilterLabel: 'Filtrer utstyrsboder',
} as const;

const inCategory = (category: string) => `kategori ${category}`;

/** SPEC: "… hos Y utstyrsbod", without doubling a name that already ends in "utstyrsbod". */
function withHutSuffix(hut: string): string {
  return /utstyrsbod(en)?$/i.test(hut.trim()) ? hut : `${hut} utstyrsbod`;
}
