/** Norwegian texts of Lånekurv. Exact SPEC texts are marked. */
export const cartTexts = {
  title: 'Lånekurv', // SPEC
  noLender: 'Du må velge lånetaker før du kan åpne lånekurven', // SPEC
  toStock: 'Gå til lagerbeholdning',
  lenderGone: 'Den valgte lånetakeren finnes ikke i denne utstyrsboden.',
  lender: 'Lånetaker',
  loanNumber: 'Lånenummer',
  provisional: 'foreløpig',
  provisionalHint: 'Lånet får fast nummer når det er synkronisert med serveren.',
  empty: 'Lånekurven er tom. Legg til utstyr fra lagerbeholdningen.',
  itemsHeading: (n: number) => (n === 1 ? 'Utstyr i kurven (1)' : `Utstyr i kurven (${n})`),
  colName: 'Utstyr',
  colNumber: 'Nr.',
  colSize: 'Størrelse',
  colAction: 'Handling',
  remove: 'Fjern', // SPEC
  removeLabel: (name: string, size: string) =>
    size ? `Fjern ${name} (${size}) fra lånekurven` : `Fjern ${name} fra lånekurven`,
  removed: 'Fjernet fra lånekurven.',
  datesHeading: 'Datoer',
  loanDate: 'Utlånsdato',
  returnDate: 'Returdato',
  returnDateHint: 'Standard er utlånsdato pluss 7 dager, og følger utlånsdatoen til du endrer den.',
  loanDateRequired: 'Utlånsdato er påkrevd.',
  returnDateRequired: 'Returdato er påkrevd.',
  save: 'Lagre', // SPEC
  handOut: 'Utlever', // SPEC
  saved: 'Lånet er lagret.',
  handedOut: 'Utstyret er utlevert.',
  flagged: 'Lånetakeren er flagget og kan ikke få lån. Sjekk merknaden.',
  remark: 'Merknad',
} as const;
