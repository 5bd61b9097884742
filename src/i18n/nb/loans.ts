import { commonTexts } from './common';
import { screenTexts } from './screen';
import { routeTexts } from './routes';
import { statusTexts } from './statuses';
import type { LoanReminderKind } from '../../shared/domain/statuses';

/** Norwegian texts of Utlånsoversikt and the 'Lån' modal. Exact SPEC texts are marked. */
export const loansTexts = {
  scanNotLent: (code: string) => `Ukjent kode «${code}», eller utstyret er ikke utlånt.`,
  title: routeTexts.loans.title,
  intro: 'Her registrerer du innlevering av utstyr og ser alle lån i utstyrsboden.',
  showTips: 'Vis TIPS OG HJELP', // SPEC
  hideTips: 'Skjul TIPS OG HJELP', // SPEC
  tipsHeading: 'Tips og hjelp',
  tipLendHeading: 'Låne ut utstyr',
  tipLend:
    'Utlån registreres fra Lagerbeholdning: velg lånetaker, legg utstyret i lånekurven og trykk Utlever.',
  tipLendLink: 'Gå til Lagerbeholdning',
  tipReturnHeading: 'Registrere innlevering',
  tipReturn:
    'Søk opp brukeren med navn, telefonnummer eller lånenummer. Ta én bruker om gangen: åpne lånet, trykk «Mottat» for hver enhet som leveres, eller «Motta alle» når alt er levert.',
  tipActivateHeading: 'Aktivere ny bruker',
  tipActivate:
    'En ny bruker må vise legitimasjon ved første lån eller besøk. Trykk «Aktiver ny bruker» og velg brukeren.',
  tipNotFoundHeading: 'Finner du ikke brukeren?',
  tipNotFound:
    'Sjekk stavemåten, eller søk på telefonnummer eller lånenummer i stedet. Har brukeren ikke registrert seg, kan hen registrere seg gratis på nettsiden og aktiveres her etterpå. Lån som nettopp er registrert på en annen enhet, vises når den har synkronisert.',
  activateNew: 'Aktiver ny bruker', // SPEC
  awaitingHeading: 'Brukere som venter på aktivering',
  noneAwaiting: 'Ingen brukere venter på aktivering.',
  searchLabel: 'Søk etter lån',
  searchHint: 'Navn, telefonnummer, lånenummer eller utstyrets nr. (fra etiketten)',
  filterLegend: 'Vis status',
  filterHint: 'Ingen avkrysset: alle lån vises.',
  resultCount: (n: number) => (n === 1 ? '1 lån vises' : `${n} lån vises`),
  severalBorrowers: (n: number) =>
    `Søket treffer ${n} brukere. Registrer innlevering for én bruker om gangen.`,
  noLoans: screenTexts.noCurrentLoans,
  noMatch: 'Ingen lån passer søket eller filteret.',
  notReady: screenTexts.notSyncedYet('Lånene'),
  loading: 'Henter lån …',
  tableCaption: 'Lån i utstyrsboden',
  columns: {
    number: 'Lånenr.',
    user: 'Bruker',
    status: screenTexts.status,
    products: commonTexts.equipment,
    lent: statusTexts.loan.open,
    due: screenTexts.due,
    returned: statusTexts.loan.closed,
  },
  partly: 'Delvis:',
  provisionalHint: 'Lånenummeret tildeles når lånet er synkronisert.',
  openLoan: screenTexts.openLoans,
  openCart: 'Åpne lånekurven for',
  status: statusTexts.loan,
} as const;

/** Texts of the 'Lån' modal. */
export const loanModalTexts = {
  title: 'Lån', // SPEC
  close: commonTexts.close,
  closeIcon: 'Lukk lånet',
  loading: 'Henter lånet …',
  /** SPEC §8 (loan without id), for a link or row naming a loan the device does not have. */
  notFound: 'FEIL: Lån eksisterer ikke! ID',
  number: screenTexts.loanNumber,
  customer: screenTexts.borrower,
  phone: screenTexts.phone,
  email: screenTexts.email,
  status: screenTexts.status,
  loanDate: screenTexts.loanDate,
  dueDate: screenTexts.returnDate,
  closedAt: statusTexts.loan.closed,
  defaultPeriod: 'Standard lånetid er 7 dager.',
  itemsHeading: commonTexts.equipment,
  itemName: commonTexts.equipment,
  itemSize: screenTexts.size,
  itemStatus: screenTexts.status,
  itemDue: screenTexts.due,
  itemAction: screenTexts.action,
  receive: 'Mottat', // SPEC
  receiveFor: (name: string) => `Mottat ${name}`,
  unitNumbered: screenTexts.unitNumbered,
  report: 'Meld fra',
  reportFor: (name: string) => `Meld fra om ${name}`,
  reportTitle: (name: string) => `Mottak av ${name}`,
  partsLegend: 'Deler som kom tilbake',
  damaged: 'Skadet: send til reparasjon',
  reportText: screenTexts.remark,
  reportTextHint: 'Hva er skadet eller mangler? Merknaden lagres på utstyret.',
  receiveWithReport: 'Mottat og lagre',
  receivedWithReport: (name: string) => `${name} er mottatt, og merknaden er lagret.`,
  receiveAllConfirm: (n: number) =>
    n === 1 ? 'Motta 1 utstyr som ikke er levert?' : `Motta alle ${n} utstyr som ikke er levert?`,
  receiveAllYes: 'Ja, motta alle',
  scanNotInLoan: 'Det skannede utstyret hører ikke til dette lånet.',
  unitFieldLabel: 'Motta utstyr: skann etiketten eller skriv nr.',
  unitFieldHint: 'Er etiketten slitt, skriv nummeret på den (nr. 1541) og trykk Enter.',
  scanAlreadyBack: 'Det skannede utstyret er allerede mottatt.',
  cancel: screenTexts.cancel,
  received: (name: string) => `${name} er mottatt.`,
  receiveAll: screenTexts.receiveAll,
  receivedAll: 'Alt utstyr på lånet er mottatt.',
  extendHeading: 'Forleng lånet',
  extendLabel: 'Ny returdato',
  extend: 'Forleng',
  extended: (date: string) => `Returdatoen er flyttet til ${date}.`,
  extendRequired: 'Velg en ny returdato.',
  extendNotAfter: (due: string) => `Ny returdato må være etter nåværende returdato (${due}).`,
  extendPast: 'Ny returdato kan ikke være før i dag.',
  extendClosed: 'Bare utleverte lån som ikke er avsluttet kan forlenges.',
  extensionsHeading: 'Forlengelser',
  noExtensions: 'Lånet er ikke forlenget.',
  extension: (from: string, to: string, when: string) =>
    `Fra ${from} til ${to} (registrert ${when})`,
  remindersHeading: 'Påminnelser',
  noReminders: 'Ingen påminnelse er sendt ennå.',
  reminderKinds: {
    due_tomorrow: (due: string) => `Leveres i morgen (${due})`,
    overdue: (due: string) => `Forfalt (skulle vært levert ${due})`,
  } satisfies Record<LoanReminderKind, (due: string) => string>,
  reminderMail: {
    sent: (when: string) => `e-post sendt ${when}`,
    pending: 'e-posten venter på å bli sendt',
    failed: 'e-posten kom ikke fram',
    none: 'ingen e-postadresse, bare varsel i appen',
  },
  itemStatuses: statusTexts.loanItem,
} as const;
