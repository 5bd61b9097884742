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
