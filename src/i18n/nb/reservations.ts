import type { ReservationStatus } from '../../shared/domain/reservations';
import { weekdayNames } from '../../shared/texts/reservations';
import { commonTexts } from './common';
import { routeTexts } from './routes';
import { screenTexts } from './screen';

/**
 * Booking ahead (Norwegian): the product page's booking, Min side's reservations, the hut's
 * booking rules and the dashboard's pickups. The server's refusals come from
 * src/shared/texts/reservations.ts.
 */
export const reservationTexts = {
  statuses: {
    active: 'Reservert',
    picked_up: 'Hentet',
    cancelled: 'Avbestilt',
    expired: 'Ikke hentet',
  } satisfies Record<ReservationStatus, string>,
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
  mine: {
    heading: routeTexts.reservations.title,
    intro: 'Utstyr du har reservert. Avbestill hvis du ikke kan komme, så kan andre låne det.',
    none: 'Du har ingen reservasjoner.',
    loading: 'Henter reservasjonene …',
    failed: 'Fikk ikke hentet reservasjonene.',
    offline: 'Reservasjonene vises når du er på nett.',
    pickup: (hut: string, day: string) => `Hentes hos ${hut}, ${day}`,
    cancel: 'Avbestill',
    cancelLabel: (line: string, day: string) => `Avbestill ${line}, ${day}`,
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
