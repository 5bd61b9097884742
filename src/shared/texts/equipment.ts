import { MAX_PARTS, MAX_UNITS_PER_ADD } from '../domain/equipment';

/** What the product and unit routes say (SPEC §5 "New product" for the first five). */
export const equipmentTexts = {
  chooseSeason: 'Du må velge en sesong',
  chooseMainCategory: 'Du må velge en hovedkategori',
  chooseSubcategory: 'Du må velge en underkategori',
  chooseSize: 'Du må velge en størrelse',
  quantityZero: 'Antall kan ikke være 0',
  quantityWhole: 'Antall må være et helt tall.',
  quantityTooMany: `Du kan legge inn høyst ${MAX_UNITS_PER_ADD} enheter om gangen.`,
  sizeNumber: 'Størrelsen må være et tall, for eksempel 120 eller 37,5.',
  maxSizeNumber: 'Til-størrelsen må være et tall, for eksempel 150.',
  maxSizeBelow: 'Til-størrelsen kan ikke være mindre enn fra-størrelsen.',
  invalidUnit: 'Velg en enhet fra listen.',
  invalidCategory: 'Velg en kategori som produktet kan ligge i.',
  productNotInCategory: 'Produktet finnes ikke i den valgte kategorien.',
  nameTaken:
    'Produktet finnes alt i denne kategorien. Velg det under «Nytt eller eksisterende produkt», så deler bodene ett produkt.',
  tooManyParts: `Du kan liste høyst ${MAX_PARTS} deler.`,
  tooManyNotes: 'Det er flere merknader enn enheter.',
  photoNotImage: 'Filen er ikke et bilde som kan leses. Bruk JPEG, PNG eller WebP.',
  photoTooLarge: 'Bildet er for stort. Det kan være høyst 10 MB.',
  photoTooSmall: 'Bildet er for lite. Det må være minst 64 × 64 piksler.',
  photoUnknown: 'Fant ikke bildet. Last det opp på nytt.',
  productNotFound: 'Fant ikke produktet i denne utstyrsboden.',
  unitNotFound: 'Fant ikke enheten i denne utstyrsboden.',
  unitNotOnShelf: 'Enheten er utlånt. Den kan flyttes når den er levert tilbake.',
  notAdminOfTarget: 'Du må være administrator i utstyrsboden enheten skal flyttes til.',
  sameHut: 'Enheten er allerede i denne utstyrsboden.',
  created: (count: number, product: string) =>
    count === 1
      ? `1 enhet av ${product} er lagt til.`
      : `${count} enheter av ${product} er lagt til.`,
  productSaved: 'Produktet er lagret.',
  sharedFieldsLocked:
    'Bare administrator for utstyrsboden som la inn produktet, kan endre navn, kategori, beskrivelse, bilde og deler.',
  productUnknown: 'Fant ikke produktet.',
  unitSaved: 'Enheten er lagret.',
  unitMoved: (hut: string) => `Enheten er flyttet til ${hut}.`,
} as const;

export const equipmentLabels = {
  name: 'Produktnavn',
  description: 'Beskrivelse',
  part: 'Del',
  size: 'Størrelse',
  note: 'Merknad',
} as const;
