/**
 * Norwegian texts and stable codes of the sync protocol. The codes travel in push results so a
 * device can react to them; the texts are what staff see next to a rejected entry.
 */
export const syncMessages = {
  invalidId: 'Ugyldig id (forventet UUIDv7).',
  invalidNumberId: 'Id må være et positivt heltall.',
  invalidDate: 'Ugyldig dato. Bruk formatet åååå-mm-dd.',
  invalidTimestamp: 'Ugyldig tidspunkt.',
  invalidSeq: 'Rekkefølgenummeret må være et heltall fra 0 og oppover.',
  invalidDevice: 'Enhets-id mangler eller er for lang.',
  returnBeforeLoan: 'Returdatoen kan ikke være før utlånsdatoen.',
  unknownType: 'Ukjent type endring.',
  invalidReason: 'Aktivering krever at legitimasjon er vist.',
  invalidCursor: 'Ugyldig synkroniseringsmarkør.',
  tooManyOps: 'En forsendelse kan ha høyst 500 endringer.',
  invalidOp: 'Endringen er ugyldig og ble ikke lagret.',
  invalidOpVersion: 'Ugyldig versjon av endringen.',
  /** Short: the sync bar sits in the tablet's header (the update prompt says the rest). */
  updateRequired: 'Oppdater appen for å synkronisere.',
  epochChanged: 'Serveren er satt tilbake fra en sikkerhetskopi. Endringene sendes på nytt.',
  opVersionAhead:
    'Endringen er laget av en nyere versjon av appen enn serveren kjenner ennå. Den blir liggende på enheten og sendes når serveren er oppdatert.',
  actorMismatch:
    'Endringen ble registrert av en annen bruker. Logg inn som den brukeren for å sende den.',
  forbiddenCompany: 'Du har ikke tilgang til denne utstyrsboden.',
  companyNotFound: 'Fant ikke utstyrsboden.',
  loanNotFound: 'Fant ikke lånet i denne utstyrsboden.',
  loanItemNotFound: 'Fant ikke utstyret i lånet.',
  unitNotFound: 'Fant ikke utstyret i denne utstyrsboden.',
  customerNotFound: 'Fant ikke lånetakeren i denne utstyrsboden.',
  userNotFound: 'Fant ikke brukeren i denne utstyrsboden.',
  personNotFound: 'Fant ikke personen i nettverket.',
  attachNeedsMatch:
    'Personen må være funnet med hel epostadresse eller helt telefonnummer for å knyttes til boden.',
  memberNotFound: 'Fant ikke barnet blant lånetakerens barn.',
  invalidPerson: 'Personen må angis med et positivt heltall eller en UUIDv7.',
  personRefTaken: 'Id-en er allerede brukt av en annen person.',
  mergeNotPossible:
    'Registreringene kan ikke slås sammen (en av dem er slettet eller sammenslått).',
  mergeAccounts:
    'To kontoer som begge kan logge inn, kan ikke slås sammen ved disken. Be personen ta kontakt med nettverksadministratoren.',
  mergeProtected: 'Denne personen kan ikke slås sammen med en annen registrering ved disken.',
  mergeNotInHut:
    'Begge registreringene må høre til denne utstyrsboden. Finn personen med nøyaktig epost eller telefonnummer og knytt dem til boden først.',
  mergeOtherHuts:
    'Registreringen fra disken er også i bruk i en annen utstyrsbod og kan ikke slås sammen her.',
  loanNotDraft: 'Lånet er allerede utlevert og kan ikke endres i lånekurven.',
  loanCustomerMismatch: 'Lånekurven tilhører en annen lånetaker.',
  unitInCart: 'Utstyret ligger allerede i lånekurven.',
  emptyCart: 'Lånekurven er tom.',
  loanNotOpen: 'Bare utleverte lån som ikke er avsluttet kan forlenges.',
  itemNotLent: 'Bare utstyr som er utlånt kan forlenges.',
  extensionBeforeLoan: 'Ny returdato kan ikke være før utlånsdatoen.',
  extensionTooFar: (days: number) =>
    `Ny returdato kan være høyst ${days} dager etter nåværende returdato (eller etter i dag, for et lån på overtid).`,
  idConflict: 'Id-en er allerede brukt av en annen endring.',
  exceptionNotFound: 'Fant ikke avviket i denne utstyrsboden.',
  exceptionResolved: 'Avviket er allerede løst.',
  invalidResolution: 'Velg en gyldig løsning for avviket.',
  resolutionNotForKind: 'Denne løsningen passer ikke for dette avviket.',
  invalidUnitStatus: 'Velg ledig, i reparasjon eller tatt ut av bruk.',
  reasonRequired: 'Skriv hvorfor (for eksempel hva som er galt).',
  unitLentNoStatus: 'Utstyret er utlånt. Motta det først, så kan tilstanden endres.',
  noteNotFound: 'Fant ikke merknaden i denne utstyrsboden.',
  damageRequired: 'Beskriv skaden.',
  demandWhat: 'Velg produktet eller kategorien det ble spurt etter.',
  productNotFound: 'Fant ikke produktet.',
  categoryNotFound: 'Fant ikke kategorien.',
  emptyReport: 'Kryss av for skade eller manglende deler, eller skriv en merknad.',
  /** The note a return with missing parts leaves on the unit. */
  missingPartsNote: (parts: readonly string[]) => `Mangler ved retur: ${parts.join(', ')}.`,
} as const;

/** Why an op was rejected (nothing changed). Kept open-ended in the schema for newer servers. */
export const syncRejectCodes = {
  invalidOp: 'invalid_op',
  forbidden: 'forbidden',
  actorMismatch: 'actor_mismatch',
  companyNotFound: 'company_not_found',
  /** Written by a newer bundle than the server knows: held on the device, never stored. */
  opVersionAhead: 'op_version_ahead',
  notFound: 'not_found',
  loanNotDraft: 'loan_not_draft',
  loanCustomerMismatch: 'loan_customer_mismatch',
  unitInCart: 'unit_in_cart',
  emptyCart: 'empty_cart',
  loanNotOpen: 'loan_not_open',
  itemNotLent: 'item_not_lent',
  invalidDate: 'invalid_date',
  idConflict: 'id_conflict',
  invalidResolution: 'invalid_resolution',
  exceptionResolved: 'exception_resolved',
  unitLent: 'unit_lent',
} as const;
export type SyncRejectCode = (typeof syncRejectCodes)[keyof typeof syncRejectCodes];

/** Anomalies of docs/counter-truth.md: recorded, never dropped. */
export const SYNC_EXCEPTION_KINDS = [
  'unit_already_lent',
  'return_not_on_loan',
  'borrower_flagged',
  'unit_retired',
  'possible_duplicate',
  'missing_parts',
  'reservation_broken',
  'duplicate_elsewhere',
] as const;
export type SyncExceptionKind = (typeof SYNC_EXCEPTION_KINDS)[number];

/** What the exception inbox (Avvik) says happened. */
export const syncExceptionTexts: Record<SyncExceptionKind, string> = {
  unit_already_lent:
    'Utstyret var registrert som utlånt til en annen. Det forrige lånet er lukket som «funnet ved utlevering».',
  return_not_on_loan: 'Utstyret ble mottatt, men var ikke registrert som utlånt.',
  borrower_flagged: 'Utstyret ble lånt ut til en lånetaker som er flagget.',
  unit_retired: 'Utstyret ble lånt ut, men er i reparasjon, tatt ut av bruk eller slettet.',
  possible_duplicate:
    'En lånetaker registrert ved disken har samme telefonnummer eller epost som en som allerede er registrert. Slå dem sammen hvis det er samme person.',
  missing_parts: 'Utstyret kom tilbake uten alle delene. Ta kontakt med lånetakeren.',
  reservation_broken:
    'Utstyr som var reservert ble lånt ut, og det er ikke nok igjen til reservasjonen. Ring den som reserverte.',
  duplicate_elsewhere:
    'En lånetaker registrert ved disken har samme telefonnummer eller epost som en person i en annen utstyrsbod.',
};

/**
 * How staff close an exception in Avvik. A resolution records the staff decision; it never
 * changes loans or units (those follow from the counter's own records).
 */
export const SYNC_EXCEPTION_RESOLUTIONS = [
  'confirmed',
  'borrower_contacted',
  'unit_checked',
  'merged',
  'not_duplicate',
] as const;
export type SyncExceptionResolution = (typeof SYNC_EXCEPTION_RESOLUTIONS)[number];

export const syncResolutionTexts: Record<
  SyncExceptionResolution,
  { label: string; explanation: string }
> = {
  confirmed: {
    label: 'Godkjent',
    explanation: 'Godkjent slik det ble registrert.',
  },
  borrower_contacted: {
    label: 'Lånetaker kontaktet',
    explanation: 'Lånetakeren er kontaktet, og saken er fulgt opp.',
  },
  unit_checked: {
    label: 'Utstyret kontrollert',
    explanation: 'Utstyret er funnet og kontrollert, og registreringen stemmer.',
  },
  merged: {
    label: 'Slå sammen',
    explanation:
      'Samme person: registreringene er slått sammen til én, med lån, barn og merknader fra begge.',
  },
  not_duplicate: {
    label: 'Ikke samme person',
    explanation: 'To forskjellige personer: begge registreringene beholdes.',
  },
};

const RESOLUTIONS_BY_KIND: Record<SyncExceptionKind, readonly SyncExceptionResolution[]> = {
  unit_already_lent: ['confirmed', 'borrower_contacted', 'unit_checked'],
  return_not_on_loan: ['confirmed', 'unit_checked'],
  borrower_flagged: ['confirmed', 'borrower_contacted'],
  unit_retired: ['confirmed', 'unit_checked'],
  possible_duplicate: ['merged', 'not_duplicate'],
  missing_parts: ['borrower_contacted', 'unit_checked', 'confirmed'],
  reservation_broken: ['borrower_contacted', 'confirmed'],
  // Nothing to merge with: who it is stays at the other hut (docs/threat-model.md).
  duplicate_elsewhere: ['not_duplicate', 'confirmed'],
};

const isKnownKind = (kind: string): kind is SyncExceptionKind =>
  SYNC_EXCEPTION_KINDS.some((k) => k === kind);

/** The resolutions offered for an exception; a kind from a newer server can only be confirmed. */
export function resolutionsFor(kind: string): readonly SyncExceptionResolution[] {
  return isKnownKind(kind) ? RESOLUTIONS_BY_KIND[kind] : ['confirmed'];
}
