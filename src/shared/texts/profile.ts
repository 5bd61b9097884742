/**
 * Norwegian texts of the person's own account (Min side): field labels, refusals and answers.
 * The SPEC's texts are marked; the client shows these same strings.
 */
export const profileFieldLabels = {
  childName: 'Navn på barnet',
  height: 'Høyde (cm)',
  shoeSize: 'Skostørrelse',
  helmetSize: 'Hjelmstørrelse',
  currentPassword: 'Nåværende passord',
  newPassword: 'Nytt passord',
} as const;

export const profileMessages = {
  childNameRequired: 'Du må fylle inn navnet på barnet', // SPEC §5
  childLimit: 'maks 4 stk', // SPEC §5
  tooManyChildren: 'Beklager, du kan ikke legge til mer enn fire barn', // SPEC §5
  childNotFound: 'Fant ikke barnet.',
  invalidId: 'Ugyldig id på barnet.',
  childSaved: 'Barnet er lagret.',
  childRemoved: 'Barnet er fjernet.',
  childIdTaken: 'Barnet kunne ikke lagres. Last siden på nytt og prøv igjen.',
  height: 'Høyde må være et helt tall mellom 40 og 220 (cm).',
  shoeSize: 'Skostørrelse må være et tall mellom 15 og 50 (hele eller halve).',
  wrongPassword: 'Passordet er feil.',
  samePassword: 'Det nye passordet må være et annet enn det du har nå.',
  sameEmail: 'Dette er allerede epostadressen din.',
  profileSaved: 'Opplysningene er lagret.',
  emailChanged: 'Epostadressen er endret.',
  passwordChanged: 'Passordet er endret. Andre enheter der du var logget inn, er logget ut.',
  otherSessionsEnded: (count: number) =>
    count === 0
      ? 'Du var ikke logget inn på andre enheter.'
      : count === 1
        ? 'Én annen enhet er logget ut.'
        : `${count} andre enheter er logget ut.`,
  joinedHut: (hut: string) => `Du er nå knyttet til ${hut}.`,
  leftHut: (hut: string) => `Du er ikke lenger knyttet til ${hut}.`,
  notAttached: 'Du er ikke knyttet til denne utstyrsboden.',
  openLoansAtHut: (hut: string) =>
    `Du har lån fra ${hut} som ikke er levert tilbake. Lever utstyret før du forlater utstyrsboden.`,
  staffRoleStays: (hut: string) =>
    `Du er ansatt eller administrator i ${hut}. Den rollen fjernes av en administrator av utstyrsboden, ikke her.`,
  deleteOpenLoans: (huts: string) =>
    `Kontoen kan ikke slettes mens du har lån som ikke er levert tilbake (${huts}). Lever utstyret først.`,
  deleteStaff: (huts: string) =>
    `Kontoen kan ikke slettes mens du er ansatt eller administrator (${huts}). Be en administrator fjerne rollen først.`,
  deleteNetworkAdmin:
    'Nettverksadministratoren kan ikke slette kontoen sin selv. Be en annen administrator om hjelp.',
  accountDeleted:
    'Kontoen din er slettet. Lånene dine er beholdt uten navn, slik at de bare teller i statistikken.',
  /** Names in one sentence: "Sentrum, Nordre og Søndre". */
  names: (list: readonly string[]) =>
    list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} og ${list.at(-1) ?? ''}`,
  /** A signed-in device: "Chrome på Android". */
  deviceLabel: (browser: string, system: string) => `${browser} på ${system}`,
  /** What a deleted account is called where its loans are still shown. */
  deletedName: 'Slettet bruker',
  /** What replaces a deleted account's email address in texts that named it. */
  deletedEmail: 'slettet epostadresse',
} as const;

/** Codes of the account routes' refusals (the `error` field of the answer). */
export const profileErrorCodes = {
  tooManyChildren: 'too_many_children',
  wrongPassword: 'wrong_password',
  openLoans: 'open_loans',
  staffRole: 'staff_role',
  networkAdmin: 'network_admin',
  notAttached: 'not_attached',
} as const;
