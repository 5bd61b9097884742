/** Norwegian texts of the staff routes' own refusals (the sync texts cover the rest). */
export const staffMessages = {
  borrowerFlagged: 'Lånetakeren er flagget og kan ikke få lån. Sjekk merknaden.',
  unitLent: 'Utstyret er utlånt.',
  unitInOtherCart: 'Utstyret ligger i en annen lånekurv.',
  unitUnavailable: 'Utstyret er ikke tilgjengelig for utlån.',
  missingItemId: 'Systemfeil: mangler ID på utstyr. kontakt IT-ansvarlig',
  cartChanged: 'Lånekurven er endret siden den ble lastet. Last inn lånet på nytt.',
  itemNotInLoan: 'Utstyret hører ikke til dette lånet.',
  itemNotHandedOut: 'Utstyret er ikke utlevert ennå.',
  itemAlreadyReturned: 'Utstyret er allerede mottatt.',
  idMismatch: 'Id-en stemmer ikke med adressen.',
  invalidLoanStatus: 'Status må være «open» (utlever) eller «draft» (lagre).',
  invalidAction: 'Ukjent handling. Bare «verify» (aktiver) støttes.',
  tooManyItems: 'Et lån kan ha høyst 500 utstyr.',
} as const;

/** Codes of the staff routes' own refusals (next to the sync reject codes they pass on). */
export const staffErrorCodes = {
  borrowerFlagged: 'borrower_flagged',
  unitInOtherCart: 'unit_in_other_cart',
  unitLent: 'unit_lent',
  unitUnavailable: 'unit_unavailable',
  cartChanged: 'cart_changed',
  itemNotInLoan: 'item_not_in_loan',
  idMismatch: 'id_mismatch',
} as const;
