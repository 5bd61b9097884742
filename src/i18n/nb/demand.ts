import { commonTexts } from './common';
import { screenTexts } from './screen';
import { statusTexts } from './statuses';

const recordDemand = statusTexts.op['demand.record'];

/** "Came for this, none free" at the counter (Lagerbeholdning): the button and its dialog. */
export const demandTexts = {
  /** Beside the stock filters: something the hut does not have at all. */
  open: recordDemand,
  /** In a stock row whose product, in that size, has no unit free. */
  rowButton: 'Ingen ledig',
  rowButtonLabel: (name: string, size: string) =>
    size
      ? `Ingen ledig: registrer etterspørsel etter ${name}, ${size}`
      : `Ingen ledig: registrer etterspørsel etter ${name}`,
  title: 'Ingen ledig – registrer etterspørsel',
  intro:
    'Kom noen for noe boden ikke hadde ledig? Velg hva det var, så ser boden hva den bør skaffe mer av.',
  close: commonTexts.close,
  category: commonTexts.category,
  chooseCategory: screenTexts.choose,
  product: 'Produkt (valgfritt)',
  anyProduct: 'Ikke et bestemt produkt',
  productHint: 'Produktene i valgt kategori, også de boden ikke har.',
  size: 'Størrelse (valgfritt)',
  sizeHint: 'Slik det ble spurt etter, for eksempel «130 cm» eller «38».',
  submit: screenTexts.register,
  cancel: screenTexts.cancel,
  recorded: (what: string, size: string) =>
    `Registrert: ${size ? `${what}, ${size}` : what}. Takk – det hjelper boden å vite hva som mangler.`,
} as const;
