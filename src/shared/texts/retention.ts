import { RETENTION_MONTHS } from '../domain/retention';

/** The retention setting's label and error (network admin), shared by the form and the server. */
export const retentionLabels = {
  months: 'Oppbevaringstid i måneder',
} as const;

export const retentionMessages = {
  monthsRange: `Oppbevaringstid må være et helt antall måneder fra ${RETENTION_MONTHS.min} til ${RETENTION_MONTHS.max}.`,
  saved: (months: number) =>
    `Lagret. Personopplysninger slettes ${months} måneder etter siste aktivitet.`,
} as const;
