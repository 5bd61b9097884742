import { screenTexts } from './screen';
import { routeTexts } from './routes';
import { statusTexts } from './statuses';

/** Why a received line was not on loan (the line's status on the server). */
const itemStatus: Partial<Record<string, string>> = {
  in_cart: 'den lå bare i en lånekurv',
  returned: 'den var allerede mottatt',
  returned_found: 'den var funnet ved en senere utlevering',
};

/** What a possible duplicate matched on, as Avvik names it. */
type MatchedOn = 'phone' | 'email';
const matchedWord = { phone: 'telefonnummer', email: 'epost' } as const satisfies Record<
  MatchedOn,
  string
>;

const wholeMatch = {
  phone: 'hele telefonnummeret',
  email: 'hele epostadressen',
} as const satisfies Record<MatchedOn, string>;

const loanStatus: Partial<Record<string, string>> = {
  draft: 'lånet var ikke utlevert',
  closed: 'lånet var allerede avsluttet',
};

/** Norwegian texts of the exception inbox (Avvik). */
export const avvikTexts = {
  title: routeTexts.avvik.title,
  intro:
    'Her ser du det som ikke stemte da endringer fra nettbrettene kom fram til serveren: utstyr lånt ut eller mottatt i strid med registeret, utstyr som kom tilbake uten alle deler, reservasjoner som ble brutt av et utlån, utlån til flaggede lånetakere og personer som kan være registrert to ganger. Det som skjedde ved disken er registrert; velg hvordan avviket er fulgt opp.',
  loading: 'Henter avvik …',
  notReady: screenTexts.notSyncedYet('Avvikene'),
  openHeading: 'Åpne avvik',
  noneOpen: 'Ingen åpne avvik.',
  resolvedHeading: (n: number) => `Løste avvik (${n})`,
  rejectedHeading: 'Endringer serveren avviste',
  rejectedIntro:
    'Disse endringene ble ikke lagret på serveren. De vises her så du kan registrere dem på nytt om det trengs.',
  resolveGroup: 'Løs avviket',
  resolved: 'Avviket er løst.',
  resolvedBy: (label: string, who: string, when: string) => `${label} av ${who}, ${when}`,
  when: 'Tidspunkt',
  /** Which tablet the change was made on, in words (not the device's id). */
  device: 'Registrert på',
  actor: 'Registrert av',
  thisDevice: 'dette nettbrettet',
  restDevice: 'nettleser (direkte mot serveren)',
  otherDevice: 'et annet nettbrett',
  unknownDevice: 'ukjent nettbrett',
  unknownStaff: 'ukjent ansatt',
  /** A walk-in not yet synced has no number: just 'en lånetaker'. */
  unknownBorrower: (id: number | string | null) =>
    typeof id === 'number' ? `lånetaker nr. ${id}` : 'en lånetaker',
  unknownUnit: (id: number | null) => (id === null ? 'utstyret' : `utstyr nr. ${id}`),
  loanRef: (n: number | null) => (n === null ? 'lån (foreløpig nr.)' : `lån ${n}`),
  rejectedAt: (when: string) => `Registrert ${when}`,
  dismiss: 'Sett som sett',
  dismissLabel: (what: string) => `Sett «${what}» som sett`,
  noReason: 'Serveren oppga ingen grunn.',
  badgeLabel: (n: number) => (n === 1 ? '1 åpent avvik' : `${n} åpne avvik`),
  navLabel: routeTexts.avvik.title,
  goToAvvik: 'Gå til Avvik',
  newException: (n: number) =>
    n === 1 ? 'Et nytt avvik er registrert. Se Avvik.' : `${n} nye avvik er registrert. Se Avvik.`,
  /** Short titles per exception kind (a kind from a newer server gets `unknownKind`). */
  kinds: statusTexts.exceptionKind,
  /** "Sykkel 20–24 cm (nr. 101)": the product, its size, and the unit's number on its label. */
  unitName: (product: string, size: string, id: number) => `${product}${size} (nr. ${id})`,
  /** What happened, per kind (describe-exception.ts fills in the names). */
  described: {
    unitAlreadyLent: (
      unit: string,
      who: string,
      loan: string,
      previousWho: string,
      previousLoan: string,
    ) =>
      `${unit} ble lånt ut til ${who} (${loan}), men var registrert som utlånt til ${previousWho} (${previousLoan}). Det forrige lånet er lukket som «funnet ved utlevering».`,
    receiveAllNothingLent: (loan: string, who: string, why: string | null) =>
      `Alt utstyr i ${loan} til ${who} ble registrert mottatt, men ingenting var utlånt${why ? `: ${why}` : ''}.`,
    returnNotOnLoan: (unit: string, who: string, loan: string, why: string | null) =>
      `${unit} ble registrert mottatt fra ${who} (${loan}), men var ikke registrert som utlånt${why ? `: ${why}` : ''}.`,
    borrowerFlagged: (loan: string, name: string, reason: string | null) =>
      `${loan} ble utlevert til ${name}, som er flagget.${reason ? ` Merknad: «${reason}».` : ''}`,
    unitRetired: (unit: string, who: string, loan: string, productDeleted: boolean) =>
      `${unit} ble lånt ut til ${who} (${loan}), men ${productDeleted ? 'produktet er slettet' : 'utstyret er i reparasjon eller tatt ut av bruk'}.`,
    missingParts: (unit: string, who: string, loan: string, parts: string) =>
      `${unit} kom tilbake fra ${who} (${loan}) uten ${parts}.`,
    reservationBroken: (
      loan: string,
      who: string,
      reserved: string,
      by: string,
      phone: string | null,
      day: string,
    ) =>
      `${loan} til ${who} tok utstyr som var reservert. ${by} har reservert ${reserved} til henting ${day}, og det er ikke nok igjen. Ring ${by}${phone ? ` (${phone})` : ''} og avtal en annen dag eller annet utstyr.`,
    possibleDuplicate: (walkIn: string, other: string, on: MatchedOn) =>
      `${walkIn} ble registrert ved disken med samme ${matchedWord[on]} som ${other}, som allerede er registrert. Er det samme person, slå dem sammen: lån, barn og merknader samles på én.`,
    duplicateElsewhere: (walkIn: string, on: MatchedOn) =>
      `${walkIn} ble registrert ved disken med samme ${matchedWord[on]} som en person i en annen utstyrsbod. Hvem det er, vises ikke her. Er det samme person: velg lånetaker i Lagerbeholdning, søk i hele nettverket med ${wholeMatch[on]} og knytt personen til boden. Da kommer et nytt avvik der dere kan slå dem sammen.`,
  },
  unknownKind: 'Annet avvik',
  itemStatus,
  loanStatus,
  ops: statusTexts.op,
} as const;
