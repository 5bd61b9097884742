import { commonTexts } from './common';
import { screenTexts } from './screen';

/** Scanning a QR code with the tablet's camera (labels at the counter, borrowers' cards). */
export const scannerTexts = {
  /** The button beside a search; screen readers also hear what is scanned there. */
  scanButton: 'Skann med kamera',
  scanLabelWhat: '(etikett)',
  scanCardWhat: '(lånekort)',
  labelTitle: 'Skann etikett',
  cardTitle: 'Skann lånekort',
  closeIcon: 'Lukk kameraet',
  cancel: screenTexts.cancel,
  tryAgain: commonTexts.tryAgain,
  aim: 'Hold QR-koden foran kameraet. Den leses av seg selv.',
  starting: 'Starter kameraet …',
  looking: 'Ser etter en QR-kode …',
  /** Why the camera cannot be used, with what to do instead. */
  noCamera: 'Fant ikke noe kamera på denne enheten. Bruk en USB-skanner, eller skriv koden.',
  denied:
    'Appen har ikke lov til å bruke kameraet. Gi tillatelse i nettleserens innstillinger, og prøv igjen.',
  busy: 'Kameraet er i bruk av et annet program, eller kunne ikke startes. Lukk det andre programmet, og prøv igjen.',
  failed: 'Skanneren kunne ikke startes. Prøv igjen, eller skriv koden.',
  /** A QR code that is not one of our labels (a unit label code starts with U). */
  notALabel: (code: string) => `Ukjent kode «${code}». Det er ikke en etikett fra utstyrsboden.`,
  /** A label code (or what looks like one) that names no unit here: misread, or another hut's. */
  noUnitWithCode: (code: string) =>
    `Fant ingen enhet med koden ${code}. Er etiketten slitt, søk på nummeret (nr.) i stedet.`,
} as const;
