import { routeTexts } from './routes';

/** Texts of /innstillinger: what this device keeps, and the debug bar (the waiting changes: syncStatusTexts). */
export const settingsTexts = {
  title: routeTexts.settings.title,
  intro: 'Innstillingene gjelder denne enheten og denne nettleseren.',
  storageHeading: 'Lagring på denne enheten',
  storageIntro:
    'Utstyrslisten, og for ansatte utlån og endringer som venter på å bli sendt, lagres på enheten så alt virker uten nett.',
  persisted: 'Dataene er lagret varig: nettleseren sletter dem ikke selv når plassen blir trang.',
  notPersisted:
    'Nettleseren kan slette dataene når plassen blir trang. På en utlånsdisk bør de lagres varig.',
  unknownPersistence: 'Denne nettleseren sier ikke om dataene lagres varig.',
  notPersistedAdvice:
    'Slik blir de lagret varig: installer appen (legg den til på hjemskjermen) og bruk den jevnlig. Safari sletter data fra nettsteder som ikke er brukt på 7 dager.',
  persist: 'Lagre dataene varig',
  persistRefused:
    'Nettleseren sa nei. Legg appen til på hjemskjermen eller gi nettstedet lov til å lagre, og prøv igjen.',
  usage: (used: string, quota: string) => `Brukt ${used} av ${quota} tilgjengelig.`,
  debugHeading: 'Feilsøking',
  debugLabel: 'Vis feilsøkingslinjen nederst på siden',
  debugHint:
    'Linjen viser hvem som er innlogget, valgt utstyrsbod og siste svar fra serveren. Den er til hjelp ved feilsøking og brukerstøtte.',
} as const;
