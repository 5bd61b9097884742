import type { SyncOpType } from '../../shared/contracts/sync-ops';

/** Short titles per exception kind (a kind from a newer server gets `unknownKind`). */
const kinds: Partial<Record<string, string>> = {
  unit_already_lent: 'Utstyr lånt ut mens det var utlånt',
  return_not_on_loan: 'Mottatt utstyr som ikke var utlånt',
  borrower_flagged: 'Utlån til flagget lånetaker',
  unit_retired: 'Utlån av utstyr som er tatt ut av bruk',
};

/** Why a received line was not on loan (the line's status on the server). */
const itemStatus: Partial<Record<string, string>> = {
  in_cart: 'den lå bare i en lånekurv',
  returned: 'den var allerede mottatt',
  returned_found: 'den var funnet ved en senere utlevering',
};

const loanStatus: Partial<Record<string, string>> = {
  draft: 'lånet var ikke utlevert',
  closed: 'lånet var allerede avsluttet',
};

/** Norwegian texts of the exception inbox (Avvik). */
export const avvikTexts = {
  title: 'Avvik',
  intro:
    'Her ser du det som ikke stemte da endringer fra nettbrettene kom fram til serveren. Det som skjedde ved disken er registrert; velg hvordan avviket er fulgt opp.',
  loading: 'Henter avvik …',
  notReady:
    'Avvikene er ikke hentet til denne enheten ennå. Koble til internett, så hentes de automatisk.',
  openHeading: 'Åpne avvik',
  noneOpen: 'Ingen åpne avvik.',
  resolvedHeading: (n: number) => `Løste avvik (${n})`,
  rejectedHeading: 'Endringer serveren avviste',
  rejectedIntro:
    'Disse endringene ble ikke lagret på serveren. De vises her så du kan registrere dem på nytt om det trengs.',
  resolveGroup: 'Løs avviket',
  resolved: 'Avviket er løst.',
  resolvedBy: (label: string, who: string, when: string) => `${label} av ${who}, ${when}`,
  when: 'Tidspunkt',
  device: 'Enhet',
  actor: 'Registrert av',
  thisDevice: 'denne enheten',
  restDevice: 'nettleser (direkte mot serveren)',
  otherDevice: (id: string) => `annen enhet (${id})`,
  unknownDevice: 'ukjent enhet',
  unknownStaff: 'ukjent ansatt',
  unknownBorrower: (id: number | null) => (id === null ? 'en lånetaker' : `lånetaker nr. ${id}`),
  unknownUnit: (id: number | null) => (id === null ? 'utstyret' : `utstyr nr. ${id}`),
  loanRef: (n: number | null) => (n === null ? 'lån (foreløpig nr.)' : `lån ${n}`),
  rejectedAt: (when: string) => `Registrert ${when}`,
  dismiss: 'Sett som sett',
  dismissLabel: (what: string) => `Sett «${what}» som sett`,
  noReason: 'Serveren oppga ingen grunn.',
  badgeLabel: (n: number) => (n === 1 ? '1 åpent avvik' : `${n} åpne avvik`),
  navLabel: 'Avvik',
  notification: (title: string, when: string) => `Avvik: ${title} (${when}).`,
  goToAvvik: 'Gå til Avvik',
  newException: (n: number) =>
    n === 1 ? 'Et nytt avvik er registrert. Se Avvik.' : `${n} nye avvik er registrert. Se Avvik.`,
  kinds,
  unknownKind: 'Annet avvik',
  itemStatus,
  loanStatus,
  ops: {
    'cart.add': 'Legg i lånekurv',
    'cart.remove': 'Fjern fra lånekurv',
    'loan.save': 'Lagre lån',
    'loan.handOut': 'Utlever',
    'loanItem.receive': 'Motta utstyr',
    'loan.receiveAll': 'Motta alle',
    'loan.extend': 'Forleng lån',
    'user.activate': 'Aktiver bruker',
    'exception.resolve': 'Løs avvik',
  } satisfies Record<SyncOpType, string>,
} as const;
