import { routeTexts } from './routes';

/** /etiketter: QR labels of the hut's units on A4 label sheets. */
export const labelTexts = {
  title: routeTexts.labels.title,
  intro:
    'Etiketten har en QR-kode som skannes ved disken, og utstyrets nummer og bodens navn. Velg arket dere bruker og skriv ut.',
  sheet: 'Etikettark',
  print: 'Skriv ut',
  count: (n: number) => (n === 1 ? '1 etikett' : `${n} etiketter`),
  none: 'Ingen utstyr å lage etiketter for.',
  loading: 'Lager etikettene …',
  sheetCaption: 'Etikettene slik de skrives ut',
  qrAlt: (code: string) => `QR-kode ${code}`,
  forProduct: (name: string) => `Etiketter for ${name}`,
  printAll: 'Etiketter for hele boden',
  printProduct: 'Skriv ut etiketter',
  unitLine: (id: number) => `nr. ${id}`,
} as const;
