import { cartTexts } from './cart';
import { screenTexts } from './screen';

/** The borrower's children and their sizes where staff choose units (Lagerbeholdning, Lånekurv). */
export const childSizeTexts = {
  heading: 'Barn og størrelser',
  /** The child the cart's loan is for ("Lånet er for: Emma"). */
  loanFor: cartTexts.loanFor,
  sizes: screenTexts.childSizes,
} as const;
