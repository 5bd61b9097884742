import type { SizeUnit } from '../../shared/domain/equipment';
import { equipmentTexts } from '../../shared/texts/equipment';
import { catalogueTexts } from './catalogue';
import { productPageTexts } from './product-page';
import { labelTexts } from './labels';
import { commonTexts } from './common';
import { routeTexts } from './routes';
import { screenTexts } from './screen';
import { labelOf, statusTexts } from './statuses';
import type { UnitStatus } from '../../shared/domain/statuses';

const sizeUnits = {
  cm: 'cm',
  EU: 'EU (skostørrelse)',
  str: 'str (klesstørrelse)',
  kg: 'kg',
  liter: 'liter',
  m: 'meter',
  tommer: 'tommer',
} as const satisfies Record<SizeUnit, string>;

/** /leggtilprodukt and /endreprodukt: a hut's own equipment. */
export const productTexts = {
  addTitle: routeTexts.addProduct.title,
  addIntro:
    'Legg inn utstyr utstyrsboden har fått. Produktet deles med hele nettverket; enhetene hører til denne boden.',
  editTitle: routeTexts.editProduct.title,
  editIntro: 'Velg et produkt utstyrsboden har for å endre det eller enhetene.',
  category: commonTexts.category,
  season: screenTexts.season,
  mainCategory: 'Hovedkategori',
  subcategory: catalogueTexts.categorySelectDeeperLabel,
  choose: screenTexts.choose,
  noSubcategory: (main: string) => `Ingen underkategori (rett i ${main})`,
  noSubcategories: (main: string) => `${main} har ingen underkategorier.`,
  product: routeTexts.product.title,
  productChoice: 'Nytt eller eksisterende produkt',
  productChoiceHint: 'Finnes produktet alt i nettverket, velg det, så deler bodene ett produkt.',
  newProduct: 'Nytt produkt',
  name: 'Produktnavn',
  description: 'Beskrivelse',
  parts: 'Deler',
  partsHint:
    'Det som skal med ved utlån og sjekkes ved retur, skilt med komma: ski, staver, bindinger',
  photo: 'Bilde',
  photoHint: 'Ta et bilde med nettbrettet eller velg en fil (JPEG, PNG eller WebP, høyst 10 MB).',
  photoChoose: 'Ta eller velg bilde',
  photoUploading: 'Laster opp bildet …',
  photoRemove: 'Fjern bildet',
  photoNone: 'Produktet har ikke bilde.',
  photoAlt: (name: string) => (name ? `Bilde av ${name}` : 'Valgt bilde'),
  units: 'Enheter',
  sizeUnit: 'Måles i',
  noSize: productPageTexts.noSize,
  sizeUnits,
  size: screenTexts.size,
  sizeFrom: 'Størrelse (fra)',
  sizeTo: 'Til (valgfri)',
  sizeToHint: 'For et spenn, som 120–150 cm',
  quantity: screenTexts.quantity,
  notesLegend: 'Merknader per enhet (valgfrie)',
  noteFor: (n: number) => `Merknad til enhet ${n}`,
  add: screenTexts.add,
  adding: 'Legger til …',
  failed: 'Kunne ikke lagre. Prøv igjen.',
  offline: 'Du er uten nett. Produkter legges inn når nettbrettet er på nett igjen.',
  editCreated: 'Endre produktet',
  addAnother: 'Legg til mer',
  printLabels: labelTexts.printProduct,
  labelsForHut: labelTexts.printAll,
  // /endreprodukt
  searchLabel: catalogueTexts.productSearchLabel,
  search: catalogueTexts.search,
  noProducts: 'Utstyrsboden har ingen produkter ennå.',
  noMatch: 'Ingen produkter passer søket.',
  unitCount: (n: number) => (n === 1 ? '1 enhet' : `${n} enheter`),
  backToList: 'Alle produkter i boden',
  loading: 'Henter produktet …',
  save: 'Lagre produktet',
  sharedLocked: equipmentTexts.sharedFieldsLocked,
  saving: screenTexts.saving,
  unitsTitle: 'Enhetene i denne boden',
  unitsCaption: (name: string) => `Enheter av ${name}`,
  columns: {
    label: screenTexts.labelCode,
    size: screenTexts.size,
    status: screenTexts.status,
    notes: screenTexts.remarks,
  },
  statusOf: (status: UnitStatus) => labelOf(statusTexts.unit, status),
  changeSize: 'Endre størrelse',
  changeSizeFor: (label: string) => `Endre størrelse på enhet ${label}`,
  changeSizeTitle: (label: string) => `Størrelse på enhet ${label}`,
  saveSize: 'Lagre størrelsen',
  move: 'Flytt',
  moveTitle: (label: string) => `Flytt enhet ${label}`,
  moveTo: 'Til utstyrsbod',
  moveConfirm: 'Flytt enheten',
  addUnitsTitle: 'Flere enheter',
  addUnits: 'Legg til enhetene',
  close: commonTexts.close,
  noNotes: 'Ingen',
} as const;
