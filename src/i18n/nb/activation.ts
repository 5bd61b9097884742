/** Norwegian texts of /activate/{loanerId}. */
export const activationTexts = {
  title: 'Aktiver bruker',
  intro: 'Be brukeren vise legitimasjon, og sjekk at navnet stemmer før du aktiverer.',
  invalidId: 'Ugyldig brukernummer i lenken. Brukernummeret må være et positivt heltall.',
  notFound:
    'Fant ikke brukeren i denne utstyrsboden. Sjekk lenken, eller vent til enheten har synkronisert.',
  notReady:
    'Brukerne er ikke hentet til denne enheten ennå. Koble til internett, så hentes de automatisk.',
  loading: 'Henter brukeren …',
  alreadyActive: (name: string) => `${name} er allerede aktivert.`,
  name: 'Navn',
  email: 'Epost',
  phone: 'Telefon',
  noPhone: 'Ikke oppgitt',
  flagged: 'Brukeren er flagget:',
  idShown: 'Legitimasjon er vist og stemmer med navnet',
  idRequired: 'Du må bekrefte at brukeren har vist legitimasjon.',
  activate: 'Aktiver',
  failed: 'Aktiveringen ble ikke lagret.',
  back: 'Tilbake til dashboard',
} as const;
