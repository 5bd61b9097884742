import { commonTexts } from './common';

/**
 * Words the screens behind the first visit share (forms, the counter, lists of people and loans),
 * written once like commonTexts. They are kept out of commonTexts because that one is loaded on
 * every first visit, and its size counts against the first-visit budget; these load with the
 * screens that use them.
 */
export const screenTexts = {
  notSaved: 'Endringen ble ikke lagret.',
  confirmRemove: 'Ja, fjern',
  /** A loan for one of the borrower's children (the guardian stays the borrower). */
  forChild: (name: string) => `for ${name}`,
  children: 'Barn',
  noChildren: 'Ingen barn lagt til', // SPEC
  /** A child's sizes on one line (Min side, Brukeroversikt). */
  childSizes: (child: {
    height: number | null;
    shoeSize: number | null;
    helmetSize: string | null;
  }) =>
    [
      child.height !== null ? `Høyde ${child.height} cm` : null,
      child.shoeSize !== null ? `Sko ${String(child.shoeSize).replace('.', ',')}` : null,
      child.helmetSize !== null ? `Hjelm ${child.helmetSize}` : null,
    ]
      .filter((part) => part !== null)
      .join(' · ') || 'Ingen størrelser lagt inn',
  register: 'Registrer',
  cancel: 'Avbryt',
  quantity: 'Antall',
  anySize: 'Alle størrelser',
  name: 'Navn',
  email: 'Epost',
  phone: 'Telefon',
  password: 'Passord',
  status: 'Status',
  notGiven: 'Ikke oppgitt',
  remove: 'Fjern', // SPEC
  unitNumber: 'Nr.',
  size: commonTexts.size,
  action: 'Handling',
  borrower: 'Lånetaker',
  loanNumber: 'Lånenummer',
  loanDate: 'Utlånsdato',
  returnDate: 'Returdato',
  due: 'Frist',
  remark: 'Merknad',
  remarks: 'Merknader',
  labelCode: 'Etikett',
  /** "Stigespill nr. 101": a unit by its number, so identical units can be told apart. */
  unitNumbered: (name: string, id: number) => `${name} nr. ${id}`,
  openLoans: 'Åpne lån',
  handOut: 'Utlever', // SPEC
  receiveAll: 'Motta alle', // SPEC
  flagged: 'Flagget',
  noCurrentLoans: 'Ingen lån for øyeblikket', // SPEC
  previousLoans: 'Tidligere lån',
  noPreviousLoans: 'Ingen tidligere lån', // SPEC
  edit: 'Endre',
  save: 'Lagre', // SPEC (Lånekurv)
  saving: 'Lagrer …',
  sending: 'Sender …',
  choose: 'Velg …',
  season: 'Sesong',
  add: 'Legg til',
  /** A form sent without network: what was not sent. */
  changeOffline: 'endringen',
  /** Subject of notSyncedYet on screens listing the hut's people. */
  usersNotSynced: 'Brukerne',
  borrowerFlagged: 'Lånetakeren er flagget og kan ikke få lån. Sjekk merknaden.',
  removedFromCart: 'Fjernet fra lånekurven.',
  removeFromCartLabel: (name: string, size: string) =>
    size ? `Fjern ${name} (${size}) fra lånekurven` : `Fjern ${name} fra lånekurven`,
  /** A form sent without network (the request never reached the server). */
  notSentOffline: (what: string) =>
    `Du er uten nett, så ${what} ble ikke sendt. Prøv igjen når du er tilkoblet.`,
  notSyncedYet: (what: string) =>
    `${what} er ikke hentet til denne enheten ennå. Koble til internett, så hentes de automatisk.`,
} as const;
