import { screenTexts } from './screen';
/** Norwegian texts of the sync indicator and the logout warning. */
export const syncStatusTexts = {
  region: 'Synkronisering',
  online: 'Tilkoblet',
  offlineShort: 'Frakoblet',
  offline: (n: number) =>
    n === 0
      ? 'Frakoblet. Endringer lagres på enheten og sendes når nettet er tilbake.'
      : `Frakoblet. ${n === 1 ? '1 endring venter' : `${n} endringer venter`} på enheten og sendes når nettet er tilbake.`,
  allSent: 'Alt er sendt til serveren.',
  /** After a sync's own message (no answer, an error): how many changes wait all the same. */
  afterProblem: (n: number) =>
    n === 0
      ? 'Ingen endringer venter.'
      : `${n === 1 ? '1 endring venter' : `${n} endringer venter`} på enheten og sendes senere.`,
  pending: (n: number) =>
    n === 1 ? '1 endring venter på å bli sendt.' : `${n} endringer venter på å bli sendt.`,
  paused: (n: number) =>
    n === 0
      ? 'Logg inn på nytt for å synkronisere.'
      : `Logg inn på nytt for å sende ${n === 1 ? '1 endring' : `${n} endringer`} til serveren. Ingenting er slettet fra enheten.`,
  lastSync: (when: string) => `Sist synkronisert ${when}`,
  neverSynced: 'Ikke synkronisert ennå',
  rejected: (n: number) =>
    n === 1 ? '1 endring ble avvist. Se Avvik.' : `${n} endringer ble avvist. Se Avvik.`,
  /** The bar's short warnings, in place of "Sist synkronisert", with a link to Innstillinger. */
  waitingSinceShort: (since: string) => `Venter siden ${since}.`,
  /** The bar's link to Innstillinger while changes wait and the browser may clear them. */
  storageNotKept: 'Lagringen er ikke varig',
  storageAtRisk: 'Lagringen er ikke varig: nettleseren kan slette endringene som venter.',
  stuckTodo: {
    auth: 'Logg inn på nytt, eller ta ut endringene.',
    unreachable: 'Sjekk nettet, eller ta ut endringene.',
    error: 'Prøv igjen, eller ta ut endringene.',
  },
  seeSettings: 'Se Innstillinger',
  /** Innstillinger: the waiting changes, and why they do not reach the server. */
  waitingHeading: 'Endringer som venter',
  waitingIntro:
    'Endringer gjort ved disken lagres først på enheten og sendes til serveren så snart den svarer.',
  waitingSince: (since: string, days: number) =>
    `Den eldste ble gjort ${since}${days >= 1 ? ` (for ${days === 1 ? '1 dag' : `${days} dager`} siden)` : ''}.`,
  stuckHeading: 'Endringene kommer ikke fram til serveren',
  stuckWhy: {
    auth: 'Serveren godtar ikke lenger innloggingen på denne enheten.',
    unreachable: 'Serveren svarer ikke, selv om enheten er på nett.',
    error: (error: string) => `Siste forsøk på å sende dem feilet: ${error}`,
  },
  stuckSteps: {
    auth: 'Logg ut og logg inn igjen med din egen bruker; da sendes endringene.',
    unreachable:
      'Sjekk at enheten er koblet til nettet (Wi-Fi eller mobildata) og kommer ut på Internett, og trykk «Synkroniser nå».',
    error: 'Trykk «Synkroniser nå» for å prøve igjen.',
  },
  stuckExport:
    'Går det ikke, lagre endringene i en fil under «Ta ut ventende endringer» nedenfor, og gi fila til en administrator for boden, så de ikke går tapt.',
  syncNow: 'Synkroniser nå',
  syncing: 'Synkroniserer …',
  logoutTitle: 'Endringer er ikke sendt',
  logoutText: (n: number) =>
    `Du har ${n === 1 ? '1 endring' : `${n} endringer`} som ikke er sendt til serveren. ${n === 1 ? 'Den er' : 'De er'} lagret på denne enheten og sendes neste gang du logger inn her.`,
  logoutQuestion: 'Vil du logge ut likevel?',
  logoutConfirm: 'Logg ut likevel',
  logoutCancel: screenTexts.cancel,
  logoutClose: 'Lukk uten å logge ut',
} as const;
