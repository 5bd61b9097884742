import { RETENTION_MONTHS } from '../../shared/domain/retention';
import { retentionLabels } from '../../shared/texts/retention';
import { screenTexts } from './screen';

const months = (n: number) => (n === 1 ? '1 måned' : `${n} måneder`);

/**
 * How long personal data is kept (services/retention): the network admin's setting, Min side's
 * "Hva vi lagrer om deg" and the privacy page's rule. Dates are written by the screens
 * ("1. desember 2028", date-fns nb).
 */
export const retentionTexts = {
  settings: {
    heading: 'Sletting av personopplysninger',
    intro: `Personer og barna deres anonymiseres når de verken har logget inn, lånt, levert eller reservert på så lang tid. Lånene beholdes uten navn, så statistikken blir den samme. Ansatte, administratorer og personer med utstyr ute anonymiseres ikke. Standard er ${RETENTION_MONTHS.default} måneder.`,
    months: retentionLabels.months,
    save: screenTexts.save,
    saving: screenTexts.saving,
    failed: 'Kunne ikke lagre oppbevaringstiden.',
    offline: screenTexts.notSentOffline(screenTexts.changeOffline),
    loading: 'Henter oppbevaringstiden …',
  },
  myPage: {
    heading: 'Hva vi lagrer om deg',
    intro: 'Dette lagrer vi om deg:',
    account: 'Kontoen din: navn, epostadresse, telefonnummer og hvilke utstyrsboder du bruker.',
    children: (n: number) =>
      n === 0
        ? 'Barn: ingen lagt til.'
        : `Barn: ${n === 1 ? '1 barn' : `${n} barn`} med navn og størrelser.`,
    loans: (n: number) =>
      `Lån: ${n === 1 ? '1 lån' : `${n} lån`} med datoer, utstyr og hvem lånet var til.`,
    signIns: 'Innlogginger: når du sist logget inn, og enhetene du er logget inn på.',
    rule: (n: number) =>
      `Vi sletter opplysningene ${months(n)} etter siste aktivitet (innlogging, lån, innlevering eller reservasjon). Lånene beholdes uten navn, for statistikken.`,
    lastActivity: (date: string) => `Siste aktivitet: ${date}.`,
    earliest: (date: string) => `Slettes tidligst ${date}.`,
    loansOut: (n: number) =>
      `Du har utstyr ute eller et lån under arbeid i en utstyrsbod. Opplysningene slettes tidligst ${months(n)} etter at alt er levert.`,
    role: 'Du har en rolle i en utstyrsbod eller i nettverket, så kontoen beholdes så lenge du har rollen.',
    loading: 'Henter hva vi lagrer …',
    failed: 'Kunne ikke hente hvor lenge opplysningene lagres.',
  },
  privacy: {
    heading: 'Hvor lenge vi lagrer',
    rule: (n: number) =>
      `Opplysningene om deg og barna dine slettes ${months(n)} etter siste aktivitet: siste innlogging, lån, innlevering eller reservasjon. Lånene beholdes uten navn, for statistikken. Har du utstyr ute, slettes ingenting før det er levert. På Min side ser du når dine opplysninger slettes tidligst.`,
    unknown:
      'Opplysningene om deg og barna dine slettes når du ikke har vært aktiv på en periode som nettverket bestemmer. På Min side ser du når dine opplysninger slettes tidligst.',
  },
} as const;
