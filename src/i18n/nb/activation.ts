import { screenTexts } from './screen';
import { routeTexts } from './routes';

/** Norwegian texts of /activate/{loanerId}. */
export const activationTexts = {
  title: routeTexts.activate.title,
  intro: 'Be brukeren vise legitimasjon, og sjekk at navnet stemmer før du aktiverer.',
  invalidId: 'Ugyldig brukernummer i lenken. Brukernummeret må være et positivt heltall.',
  notFound:
    'Fant ikke brukeren i denne utstyrsboden. Sjekk lenken, eller vent til enheten har synkronisert.',
  notReady: screenTexts.notSyncedYet(screenTexts.usersNotSynced),
  loading: 'Henter brukeren …',
  alreadyActive: (name: string) => `${name} er allerede aktivert.`,
  name: screenTexts.name,
  email: screenTexts.email,
  phone: screenTexts.phone,
  noPhone: screenTexts.notGiven,
  flagged: 'Brukeren er flagget:',
  idShown: 'Legitimasjon er vist og stemmer med navnet',
  idRequired: 'Du må bekrefte at brukeren har vist legitimasjon.',
  activate: 'Aktiver',
  failed: 'Aktiveringen ble ikke lagret.',
  back: 'Tilbake til dashboard',
} as const;
