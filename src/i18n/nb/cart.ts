import { commonTexts } from './common';
import { screenTexts } from './screen';
import { routeTexts } from './routes';

/** Norwegian texts of Lånekurv. Exact SPEC texts are marked. */
export const cartTexts = {
  title: routeTexts.cart.title,
  noBorrower: 'Du må velge lånetaker før du kan åpne lånekurven', // SPEC
  toStock: 'Gå til lagerbeholdning',
  /** Someone who does not work at a hut (a borrower): staff fill the cart at the counter. */
  notStaff:
    'Lånekurven fylles av de ansatte i utstyrsboden når du låner utstyr. Lånene dine ser du på Min side.',
  toMyPage: 'Gå til Min side',
  borrowerGone: 'Den valgte lånetakeren finnes ikke i denne utstyrsboden.',
  borrower: screenTexts.borrower,
  loanNumber: screenTexts.loanNumber,
  provisional: 'foreløpig',
  provisionalHint: 'Lånet får fast nummer når det er synkronisert med serveren.',
  empty: 'Lånekurven er tom. Legg til utstyr fra lagerbeholdningen.',
  itemsHeading: (n: number) => (n === 1 ? 'Utstyr i kurven (1)' : `Utstyr i kurven (${n})`),
  colName: commonTexts.equipment,
  colNumber: screenTexts.unitNumber,
  colParts: 'Deler som skal med',
  partsFor: (name: string, id: number) => `Deler til ${name} nr. ${id}`,
  colSize: screenTexts.size,
  colAction: screenTexts.action,
  remove: screenTexts.remove,
  removeLabel: screenTexts.removeFromCartLabel,
  removed: screenTexts.removedFromCart,
  datesHeading: 'Datoer',
  loanDate: screenTexts.loanDate,
  returnDate: screenTexts.returnDate,
  returnDateHint: 'Standard er utlånsdato pluss 7 dager, og følger utlånsdatoen til du endrer den.',
  save: screenTexts.save,
  handOut: screenTexts.handOut,
  saved: 'Lånet er lagret.',
  loanFor: 'Lånet er for',
  loanForBorrower: (name: string) => `${name} selv`,
  loanForSaved: (name: string) => `Lånet er nå for ${name}.`,
  handedOut: 'Utstyret er utlevert.',
  flagged: screenTexts.borrowerFlagged,
  remark: screenTexts.remark,
} as const;
