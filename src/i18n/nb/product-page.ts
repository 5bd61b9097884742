import { catalogueTexts } from './catalogue';
import { commonTexts } from './common';

/**
 * Texts of the public product page (/produkt/{id}), apart from catalogueTexts because that one
 * loads on every first visit and this page loads on its own.
 */
export const productPageTexts = {
  available: catalogueTexts.available,
  seeAllProducts: catalogueTexts.seeAllProducts,
  backHome: catalogueTexts.backHome,
  productPathLabel: commonTexts.category,
  productParts: 'Består av',
  productWhere: 'Ledig i utstyrsbodene',
  productWhereHint:
    'Tallene viser hva som står i boden nå. Utstyr kan bli lånt ut før du kommer, så ta gjerne kontakt med boden først.',
  productNowhere: 'Ingen utstyrsbod har dette produktet nå.',
  productSizes: (hut: string) => `Størrelser hos ${hut}`,
  sizeColumn: commonTexts.size,
  availableColumn: commonTexts.available,
  noSize: 'Uten størrelse',
  chosenHut: 'Valgt bod',
  productNotFoundTitle: 'Fant ikke produktet',
  productOutsideCounty: (county: string) =>
    `Enheten har bare utstyret i ${county}. Produktet kan høre til en utstyrsbod i et annet fylke: velg det fylket for å se det.`,
  productNotFoundText:
    'Produktet finnes ikke i utstyrslisten. Det kan være fjernet, eller lenken kan være feil.',
  seeHutEquipment: (hut: string) => `Se alt utstyret hos ${hut}`,
} as const;
