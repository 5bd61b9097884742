import { networkFieldLabels } from '../../shared/texts/network';
import { commonTexts } from './common';
import { screenTexts } from './screen';
import { routeTexts } from './routes';
import { statusTexts } from './statuses';

const newHut = 'Ny utstyrsbod';

/** Texts of the network admin's screens: the huts (/nettverk) and the inbox (/nettverk/innboks). */
export const networkTexts = {
  title: routeTexts.network.title,
  sections: 'Nettverkets sider',
  hutsTab: routeTexts.huts.title,
  inboxTab: routeTexts.networkInbox.title,
  statisticsTab: routeTexts.statistics.title,
  inboxTabNew: (n: number) => (n === 1 ? '1 ny' : `${n} nye`),
  close: commonTexts.close,
  offline: screenTexts.notSentOffline(screenTexts.changeOffline),
  loadFailed: 'Kunne ikke hente listen. Prøv igjen.',
  tryAgain: commonTexts.tryAgain,

  huts: {
    title: 'Utstyrsbodene i nettverket',
    intro:
      'Alle utstyrsbodene i nettverket. Opprett nye, endre opplysningene, gi en bod en administrator, eller ta den ut av drift.',
    loading: 'Henter alle utstyrsbodene …',
    caption: (n: number, active: number) => `${n} utstyrsboder, ${active} i drift`,
    none: 'Ingen utstyrsboder ennå.',
    create: newHut,
    hut: commonTexts.hut,
    place: commonTexts.town,
    admins: 'Administratorer',
    noAdmins: 'Ingen ennå',
    adminsLabel: 'Administratorer:',
    status: screenTexts.status,
    statusName: statusTexts.company,
    actions: screenTexts.action,
    edit: screenTexts.edit,
    appoint: 'Administrator',
    deactivate: 'Ta ut av drift',
    activate: 'Sett i drift',
    actionFor: (action: string, hut: string) => `${action}: ${hut}`,
  },

  form: {
    createTitle: newHut,
    editTitle: (hut: string) => `Endre ${hut}`,
    labels: networkFieldLabels,
    openingHoursHint: 'Skriv som det skal stå, gjerne én linje per dag, f.eks. «Tirsdag 17–19».',
    contact: commonTexts.contact,
    contactHint: 'Vises på siden over utstyrsboder, så folk kan ta kontakt med boden.',
    create: 'Opprett',
    save: 'Lagre endringer',
    saving: screenTexts.saving,
    failed: 'Kunne ikke lagre utstyrsboden.',
  },

  appoint: {
    title: (hut: string) => `Administrator for ${hut}`,
    current: 'Administratorer nå',
    intro:
      'Skriv eposten til en som allerede er registrert. Personen blir administrator for boden og kan velge den under «Velg utstyrsbod».',
    submit: 'Gjør til administrator',
    failed: 'Kunne ikke gjøre personen til administrator.',
  },

  status: {
    deactivateTitle: (hut: string) => `Ta ${hut} ut av drift?`,
    deactivateText:
      'Boden forsvinner fra katalogen og listen over utstyrsboder, og ansatte kan ikke lenger velge den. Utstyr, lån og personer blir liggende, og du kan sette den i drift igjen senere.',
    activateTitle: (hut: string) => `Sette ${hut} i drift igjen?`,
    activateText:
      'Boden blir synlig i katalogen og listen over utstyrsboder igjen, og ansatte kan velge den.',
    failed: 'Kunne ikke endre statusen.',
  },

  inbox: {
    intro:
      'Meldinger fra kontaktskjemaet, også fra dem som vil bli en utstyrsbod. Svar på epost eller telefon, og marker meldingen som besvart eller lukket.',
    loading: 'Henter meldinger …',
    filter: 'Vis',
    all: 'Alle',
    statusName: statusTexts.contactMessage,
    subjectName: statusTexts.contactSubject,
    none: 'Ingen meldinger her.',
    shown: (shown: number) => (shown === 1 ? '1 melding' : `${shown} meldinger`),
    received: 'Mottatt',
    phone: screenTexts.phone,
    email: screenTexts.email,
    handled: (status: string, who: string | null, when: string) =>
      who ? `${status} av ${who} ${when}` : `${status} ${when}`,
    reply: 'Svar på epost',
    markAnswered: 'Marker som besvart',
    close: 'Lukk meldingen',
    reopen: 'Åpne igjen',
    failed: 'Kunne ikke endre meldingen.',
  },
} as const;
