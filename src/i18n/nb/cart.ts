import { commonTexts } from './common';
import { routeTexts } from './routes';

/** Norwegian texts of Lånekurv. Exact SPEC texts are marked. */
export const cartTexts = {
  title: routeTexts.cart.title,
  noBorrower: 'Du må velge lånetaker før du kan åpne lånekurven', // SPEC
  toStock: 'Gå til lagerbeholdning',
  borrowerGone: 'Den valgte lånetakeren finnes ikke i denne utstyrsboden.',
  borrower: commonTexts.borrower,
  loanNumber: commonTexts.loanNumber,
  provisional: 'foreløpig',
  provisionalHint: 'Lånet får fast nummer når det er synkronisert med serveren.',
  empty: 'Lånekurven er tom. Legg til utstyr fra lagerbeholdningen.',
  itemsHeading: (n: number) => (n === 1 ? 'Utstyr i kurven (1)' : `Utstyr i kurven (${n})`),
  colName: commonTexts.equipment,
  colNumber: commonTexts.unitNumber,
  colSize: commonTexts.size,
  colAction: commonTexts.action,
  remove: commonTexts.remove,
  removeLabel: commonTexts.removeFromCartLabel,
  removed: commonTexts.removedFromCart,
  datesHeading: 'Datoer',
  loanDate: commonTexts.loanDate,
  returnDate: commonTexts.returnDate,
  returnDateHint: 'Standard er utlånsdato pluss 7 dager, og følger utlånsdatoen til du endrer den.',
  save: 'Lagre', // SPEC
  handOut: commonTexts.handOut,
  saved: 'Lånet er lagret.',
  handedOut: 'Utstyret er utlevert.',
  flagged: commonTexts.borrowerFlagged,
  remark: commonTexts.remark,
} as const;
