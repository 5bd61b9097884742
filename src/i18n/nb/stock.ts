import { commonTexts } from './common';
import { screenTexts } from './screen';
import { routeTexts } from './routes';
import { labelOf, statusTexts } from './statuses';
import { scannerTexts } from './scanner';

const registerWalkIn = statusTexts.op['user.register'];

/** Norwegian texts of Lagerbeholdning. Exact SPEC texts are marked. */
export const stockTexts = {
  title: routeTexts.stock.title,
  intro: 'Velg lånetaker, finn utstyret og legg det i lånekurven. Alt virker også uten nett.',

  // Hut data
  loadingHut: 'Henter data for utstyrsboden …',
  loadingHutHint: 'Første gang hentes utstyr og lånetakere fra serveren. Det tar bare et øyeblikk.',
  syncError: (message: string) => `Siste synkronisering feilet: ${message}`,

  // Borrower picker
  borrowerHeading: screenTexts.borrower,
  chooseBorrower: 'Velg lånetaker',
  closePicker: commonTexts.close,
  borrowerSearchLabel: 'Søk etter lånetaker (navn, id, telefon eller epost)',
  borrowerSearchHint:
    'Skriv minst ett tegn. Id må skrives helt, telefon med minst tre sifre. Et skannet lånekort velger lånetakeren.',
  unknownCard: (code: string) =>
    `Ukjent lånekort «${code}». Personen hører ikke til denne utstyrsboden.`,
  noBorrowerFound:
    'Ingen lånetakere med oppgitte opplysninger funnet, sjekk at du har stavet riktig', // SPEC
  borrowerResults: (shown: number, total: number) =>
    total === 1
      ? '1 lånetaker funnet.'
      : shown < total
        ? `${total} lånetakere funnet, viser de ${shown} første. Skriv mer for å snevre inn.`
        : `${total} lånetakere funnet.`,
  chooseThis: 'Velg',
  chooseThisLabel: (name: string) => `Velg ${name} som lånetaker`,
  noBorrower: 'Ingen lånetaker valgt.',
  chooseBorrowerFirst: 'Velg lånetaker før du legger utstyr i lånekurven.',
  /** A unit added (tapped or scanned) before anyone was chosen: it waits for the choice. */
  chooseBorrowerFor: (name: string) =>
    `Velg lånetaker: ${name} legges i lånekurven når du har valgt.`,
  clearBorrower: (name: string) => `Fjern ${name} som valgt lånetaker`,
  resetBorrower: 'Fjern valgt lånetaker',
  borrowerGone: 'Den valgte lånetakeren finnes ikke lenger i denne utstyrsboden.',
  borrowerId: 'Id',
  /** A walk-in registered on this device, before the server has given them an id. */
  notSyncedPerson: 'Ny, ikke synkronisert',
  borrowerEmail: screenTexts.email,
  borrowerPhone: screenTexts.phone,
  borrowerStatus: screenTexts.status,
  openLoans: screenTexts.openLoans,
  userStatus: (status: string) => labelOf(statusTexts.user, status),
  flagged: screenTexts.flagged,
  flaggedHelp: screenTexts.borrowerFlagged,
  remark: screenTexts.remark,
  noRemark: '(ingen merknad registrert)',
  awaitingActivation: 'Brukeren venter på aktivering og må vise legitimasjon.',
  activate: routeTexts.activate.title,

  /** Looking a person up in the whole network (whole email or phone only) and attaching them. */
  network: {
    heading: 'Ikke registrert i denne utstyrsboden?',
    hint: 'Har personen registrert seg på nettsiden eller i en annen utstyrsbod, finner du hen med hel epostadresse eller helt telefonnummer.',
    search: 'Søk i hele nettverket',
    searching: 'Søker …',
    none: 'Ingen i nettverket har denne epostadressen eller dette telefonnummeret.',
    offline: 'Søk i nettverket krever nett.',
    failed: 'Søket i nettverket feilet. Prøv igjen.',
    attach: statusTexts.op['user.attach'],
    attachLabel: (name: string) => `Knytt ${name} til utstyrsboden`,
    attached: (name: string) =>
      `${name} er knyttet til utstyrsboden og venter på aktivering. Be om legitimasjon.`,
  },

  /** Registering someone at the counter who has not registered online (works offline). */
  walkIn: {
    title: registerWalkIn,
    intro:
      'For den som ikke har registrert seg på nettsiden. Virker også uten nett; personen finnes i nettverket når enheten har synkronisert.',
    name: screenTexts.name,
    phone: screenTexts.phone,
    email: 'Epost (valgfritt)',
    childrenHeading: 'Barn som skal låne (valgfritt)',
    childName: (n: number) => `Navn på barn ${n}`,
    addChild: 'Legg til et barn',
    removeChild: (n: number) => `Fjern barn ${n}`,
    idShown: 'Legitimasjon er vist: aktiver med en gang',
    submit: screenTexts.register,
    cancel: screenTexts.cancel,
    registered: (name: string) => `${name} er registrert og valgt som lånetaker.`,
    registeredActive: (name: string) => `${name} er registrert, aktivert og valgt som lånetaker.`,
  },

  // Filters
  filtersHeading: commonTexts.findEquipment,
  season: screenTexts.season,
  allSeasons: commonTexts.allSeasons,
  category: commonTexts.category,
  allCategories: commonTexts.allCategories,
  chooseSeasonFirst: 'Velg sesong først',
  searchLabel: 'Søk etter utstyr (navn, størrelse eller nr.)',
  searchHint: 'Navn, størrelse eller nummeret på etiketten (nr. 1541), eller skann en etikett.',
  scanAdded: (name: string) => `Skannet: ${name} er lagt i lånekurven.`,
  scanUnknown: scannerTexts.noUnitWithCode,
  scanInCart: (name: string) => `Skannet: ${name} ligger allerede i lånekurven.`,
  scanUnavailable: (name: string, status: string) =>
    `Skannet: ${name} kan ikke lånes ut (${status}).`,
  resetFilters: commonTexts.resetFilters,

  // Table
  tableCaption: (shown: number, total: number) =>
    shown === total ? `Utstyr i boden (${total})` : `Utstyr i boden (${shown} av ${total})`,
  colName: commonTexts.equipment,
  colNumber: screenTexts.unitNumber,
  openUnit: (id: number) => `Vis utstyr nr. ${id}`,
  colSize: screenTexts.size,
  colStatus: screenTexts.status,
  colAction: routeTexts.cart.title,
  noUnits: commonTexts.noProducts,
  statusAdded: statusTexts.stock.added,
  statusAvailable: statusTexts.unit.available,
  statusLent: statusTexts.unit.lent,
  statusOtherCart: statusTexts.stock.otherCart,
  statusUnavailable: statusTexts.stock.unavailable,
  add: screenTexts.add,
  addLabel: (name: string, size: string) =>
    size ? `Legg til ${name} (${size}) i lånekurven` : `Legg til ${name} i lånekurven`,
  remove: screenTexts.remove,
  removeLabel: screenTexts.removeFromCartLabel,
  added: 'Lagt i lånekurven.',
  removed: screenTexts.removedFromCart,

  // Cart button
  cartButton: routeTexts.cart.title,
  cartCount: (n: number) => (n === 1 ? '1 utstyr' : `${n} utstyr`),
  cartDisabledHint: 'Lånekurven åpnes når lånetakeren har utstyr i kurven.',
} as const;
