import { syncMessages } from './sync';

/** Norwegian messages of the statistics contract (server answers and the screen's checks). */
export const statisticsMessages = {
  invalidDate: syncMessages.invalidDate,
  toBeforeFrom: 'Til-datoen kan ikke være før fra-datoen.',
  periodTooLong: 'Velg en periode på høyst fem år.',
} as const;
