import { hutPeopleTexts } from '../../shared/texts/hut-people';
import { screenTexts } from './screen';
import { routeTexts } from './routes';
import { labelOf, statusTexts } from './statuses';

/** Brukeroversikt (SPEC §2, §5, §8): the hut's people, their loans, flags. SPEC texts are marked. */
export const usersTexts = {
  title: routeTexts.users.title,
  intro: 'Alle som hører til utstyrsboden. Velg en person for å se lån og merknader, eller flagge.',
  searchLabel: 'Søk etter bruker',
  searchHint: 'Navn, telefon eller epost',
  loading: 'VENT - Henter brukere', // SPEC
  notReady: screenTexts.notSyncedYet(screenTexts.usersNotSynced),
  noMatch: 'Ingen brukere med oppgitte opplysninger funnet', // SPEC
  count: (n: number) => (n === 1 ? '1 bruker' : `${n} brukere`),
  tableCaption: 'Brukere i utstyrsboden',
  columns: {
    name: screenTexts.name,
    phone: screenTexts.phone,
    email: screenTexts.email,
    status: screenTexts.status,
    openLoans: screenTexts.openLoans,
  },
  open: (name: string) => `Vis ${name}`,
  dialogTitle: (name: string) => `Bruker: ${name}`,
  role: 'Rolle',
  activation: 'Aktivering',
  activated: 'Aktivert (legitimasjon vist)',
  notActivated: 'Ikke aktivert: be om legitimasjon ved første lån',
  activate: routeTexts.activate.title,
  flagged: screenTexts.flagged,
  notes: 'Notater',
  noNotes: 'Ingen notater.',
  currentLoans: 'Lån nå',
  children: screenTexts.children,
  noChildren: screenTexts.noChildren,
  childSizes: screenTexts.childSizes,
  previousLoans: screenTexts.previousLoans,
  noCurrentLoans: screenTexts.noCurrentLoans,
  noPreviousLoans: screenTexts.noPreviousLoans,
  loanLine: (number: string, products: string, due: string) =>
    `${number}: ${products} (frist ${due})`,
  closedLine: (number: string, products: string, returned: string) =>
    `${number}: ${products} (levert ${returned})`,
  flagHeading: 'Flagg',
  flagIntro:
    'En flagget person får ikke låne eller reservere i denne utstyrsboden før flagget fjernes. Merknaden vises når hen velges som lånetaker, og bare her: andre utstyrsboder ser verken flagget eller merknaden.',
  flagReason: screenTexts.remark,
  flag: statusTexts.op['user.flag'],
  flaggedToast: (name: string) => `${name} er flagget.`,
  unflag: statusTexts.op['user.unflag'],
  unflaggedToast: (name: string) => `Flagget er fjernet for ${name}.`,
  statusOf: (status: string) => labelOf(statusTexts.user, status),
  roleOf: (role: string) => labelOf(statusTexts.role, role),
  /** A hut admin's work with the hut's people (online only). */
  admin: {
    roleLabel: 'Rolle i utstyrsboden',
    /** A borrower's role is not chosen here: staff come by invitation. */
    borrowerRole: hutPeopleTexts.inviteNeeded,
    saveRole: 'Lagre rolle',
    remove: 'Fjern fra utstyrsboden',
    confirmRemove: (name: string) =>
      `Fjerne ${name} fra utstyrsboden? Lånene hen har hatt her, blir stående.`,
    confirm: screenTexts.confirmRemove,
    cancel: screenTexts.cancel,
    failed: screenTexts.notSaved,
    offline: screenTexts.notSentOffline(screenTexts.changeOffline),
    inviteHeading: 'Inviter ansatt',
    inviteHint:
      'Personen får en epost med en lenke som gjelder i 7 dager. Rollen gis først når hen godtar invitasjonen, innlogget med denne epostadressen (har hen ingen konto, registrerer hen seg først).',
    inviteEmail: screenTexts.email,
    inviteRole: 'Inviter som',
    invite: 'Inviter',
    invitesHeading: 'Sendte invitasjoner',
    noInvites: 'Ingen invitasjoner venter.',
    inviteFor: (role: string, until: string) => `${role}, lenken gjelder til ${until}`,
    inviteExpired: (role: string) => `${role}, lenken er utløpt: inviter på nytt for å sende en ny`,
    withdraw: 'Trekk tilbake',
    withdrawLabel: (email: string) => `Trekk tilbake invitasjonen til ${email}`,
  },
} as const;
