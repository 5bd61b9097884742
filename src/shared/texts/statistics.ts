import { syncMessages } from './sync';

/** Norwegian messages of the statistics contract (server answers and the screen's checks). */
export const statisticsMessages = {
  invalidDate: syncMessages.invalidDate,
  toBeforeFrom: 'Til-datoen kan ikke være før fra-datoen.',
  periodTooLong: 'Velg en periode på høyst fem år.',
  wholeMonths: 'Nettverkets tall gjelder hele måneder: fra den 1. til den siste dagen i en måned.',
  invalidMonth: 'Ugyldig måned. Bruk formatet åååå-mm.',
  toMonthBeforeFrom: 'Til-måneden kan ikke være før fra-måneden.',
  municipalityWithoutCounty: 'Velg fylket kommunen ligger i.',
} as const;
