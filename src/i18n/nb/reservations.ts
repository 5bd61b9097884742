import type { ReservationStatus, WaitlistStatus } from '../../shared/domain/reservations';
import { weekdayNames } from '../../shared/texts/reservations';
import { commonTexts } from './common';
import { routeTexts } from './routes';
import { screenTexts } from './screen';

/**
 * Booking ahead (Norwegian): the product page's booking, Min side's reservations, the hut's
 * booking rules and the dashboard's pickups. The server's refusals come from
 * src/shared/texts/reservations.ts.
 */
const statuses = {
  active: 'Reservert',
  picked_up: 'Hentet',
  cancelled: 'Avbestilt',
  expired: 'Ikke hentet',
} satisfies Record<ReservationStatus, string>;

/** "i dag", or "til mandag 30.11" for a coming pickup day. */
const onDay = (day: string | null) => (day === null ? 'i dag' : `til ${day}`);

export const reservationTexts = {
  statuses,
  weekdayNames,
  size: (size: string | null) => (size === null ? screenTexts.anySize : size),
  line: (quantity: number, product: string, size: string | null) =>
    `${String(quantity)} × ${product}${size === null ? '' : `, størrelse ${size}`}`,
  book: {
    heading: 'Reserver utstyret',
    intro: 'Reserver utstyret til en hentedag, så står det klart når du kommer.',
    hut: commonTexts.hut,
    day: 'Hentedag',
    size: commonTexts.size,
    anySize: screenTexts.anySize,
    sizeFree: (size: string, free: number) => `${size} (${String(free)} ledig)`,
    quantity: screenTexts.quantity,
    submit: 'Reserver',
    sending: 'Reserverer …',
    free: (n: number) => (n === 0 ? 'Ingenting ledig den dagen' : `${String(n)} ledig den dagen`),
    checking: 'Ser etter hva som er ledig …',
    off: (hut: string) => `${hut} tar ikke imot reservasjoner. Kom innom i åpningstiden.`,
    noDays: 'Det er ingen hentedager å velge akkurat nå.',
    offline: 'Du må være på nett for å reservere.',
    signIn: 'Logg inn for å reservere',
    notActivated:
      'Du kan reservere når en utstyrsbod har aktivert deg. Ta med legitimasjon første gang du låner.',
    done: (line: string, hut: string, day: string) =>
      `Reservert: ${line} hos ${hut}, ${day}. Du får en bekreftelse, og kan avbestille på Min side.`,
    seeMine: 'Se reservasjonene dine',
    failed: 'Reservasjonen ble ikke lagret. Prøv igjen.',
    loadFailed: 'Fikk ikke hentet reglene for reservasjon. Prøv igjen senere.',
    full: 'Ikke nok ledig den dagen? Stå på venteliste, så sier vi fra hvis noe blir ledig.',
    wait: 'Sett meg på venteliste',
    waiting: 'Setter deg på venteliste …',
    waited: (line: string, hut: string, day: string) =>
      `Du står på venteliste for ${line} hos ${hut}, ${day}. Blir noe ledig, får du beskjed i varselklokken og på e-post, og det holdes av for deg en stund.`,
  },
  waitlist: {
    heading: 'Venteliste',
    statuses: {
      waiting: 'Venter',
      offered: 'Ledig for deg',
      claimed: statuses.active,
      lapsed: 'Utløpt',
      cancelled: 'Forlatt',
    } satisfies Record<WaitlistStatus, string>,
    offeredUntil: (until: string) => `Holdes av for deg til ${until}.`,
    claim: 'Reserver nå',
    claimLabel: (line: string, day: string) => `Reserver nå: ${line}, ${day}`,
    claimed: 'Reservert. Du får en bekreftelse.',
    leave: 'Forlat ventelisten',
    leaveLabel: (line: string, day: string) => `Forlat ventelisten: ${line}, ${day}`,
    left: 'Du står ikke lenger på ventelisten.',
    failed: 'Det ble ikke lagret. Prøv igjen.',
  },
  settings: {
    title: routeTexts.reservations.title,
    intro:
      'Her bestemmer dere om familier kan reservere utstyr på forhånd, og på hvilke vilkår. Reserverte enheter holdes av til hentedagen er over.',
    enabled: 'Ta imot reservasjoner',
    pickupDays: 'Hentedager',
    pickupDaysHint: 'Dagene boden er åpen, så utstyret kan hentes.',
    windowHint: (from: number, to: number) =>
      `Familier kan reservere fra ${String(from)} til ${String(to)} dager før hentedagen.`,
    save: screenTexts.save,
    saving: screenTexts.saving,
    saved: 'Reglene for reservasjon er lagret.',
    failed: 'Reglene ble ikke lagret. Prøv igjen.',
    offline: 'Du må være på nett for å endre reglene.',
    loadFailed: 'Fikk ikke hentet reglene for reservasjon.',
    loading: 'Henter reglene …',
    adminOnly: 'Bare administratorer for boden kan endre reglene.',
  },
  pickups: {
    heading: 'Dagens hentinger',
    none: 'Ingen reservasjoner skal hentes i dag.',
    fill: 'Legg i lånekurven',
    fillLabel: (name: string, line: string) => `Legg i lånekurven: ${line} for ${name}`,
    short: (free: number, wanted: number) =>
      free === 0
        ? 'Ingen ledige enheter nå'
        : `Bare ${String(free)} av ${String(wanted)} ledige nå`,
    filled: (name: string) => `Utstyret er lagt i lånekurven til ${name}.`,
    settings: 'Regler for reservasjon',
  },
  clash: {
    title: 'Utstyret er reservert',
    /** `day`: the pickup day ("mandag 30.11"); null: today. */
    reserved: (reserved: number, free: number, day: string | null) =>
      `${String(reserved)} av ${String(free)} er reservert ${onDay(day)}.`,
    whom: (name: string, line: string, phone: string | null, day: string | null) =>
      `${name} har reservert ${line} ${onDay(day)}${phone ? ` (tlf. ${phone})` : ''}.`,
    explain: (due: string) => `Lånes denne ut til ${due}, er det ikke nok igjen til reservasjonen.`,
    shortenHint: (day: string) =>
      `Legger du den i lånekurven likevel, kan du korte ned lånet der, så den er tilbake før ${day}.`,
    instead: (unit: string) => `Ta ${unit} i stedet`,
    anyway: 'Legg i lånekurven likevel',
    cancel: screenTexts.cancel,
  },
  /** The stock table's status of a free unit needed for a coming pickup ("Reservert 30.11"). */
  reservedOn: (day: string) => `${statuses.active} ${day}`,
  /** The cart: the loan as dated would leave reservations of others unserved. */
  cartClash: {
    heading: 'Lånet kommer i veien for en reservasjon',
    intro: (due: string) => `Med returdato ${due} er det ikke nok igjen til disse reservasjonene:`,
    shorten: (day: string) => `Kort ned lånet til ${day}`,
    cannotShorten: 'Utstyret hentes samme dag som lånet starter. Velg en annen enhet.',
  },
  coming: {
    heading: 'Kommende hentinger',
    none: 'Ingen reservasjoner skal hentes de neste dagene.',
    phone: (phone: string) => `tlf. ${phone}`,
  },
  mine: {
    heading: routeTexts.reservations.title,
    intro: 'Utstyr du har reservert. Avbestill hvis du ikke kan komme, så kan andre låne det.',
    none: 'Du har ingen reservasjoner.',
    loading: 'Henter reservasjonene …',
    failed: 'Fikk ikke hentet reservasjonene.',
    offline: 'Reservasjonene vises når du er på nett.',
    pickup: (hut: string, day: string) => `Hentes hos ${hut}, ${day}`,
    cancel: 'Avbestill',
    cancelLabel: (line: string, day: string) => `Avbestill: ${line}, ${day}`,
    confirmTitle: 'Avbestille reservasjonen?',
    confirmText: (line: string, hut: string, day: string) =>
      `${line} hos ${hut}, ${day}, blir ledig for andre.`,
    confirmYes: 'Ja, avbestill',
    confirmNo: 'Nei, behold den',
    cancelled: 'Reservasjonen er avbestilt.',
    cancelFailed: 'Avbestillingen ble ikke lagret. Prøv igjen.',
    closeDialog: commonTexts.close,
  },
} as const;
