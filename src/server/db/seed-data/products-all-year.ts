import { fixed, ranges } from './product-types';
import type { ProductSeed } from './product-types';

export const ALL_YEAR_PRODUCTS: readonly ProductSeed[] = [
  { name: 'Sjakk', category: 'Brettspill', description: 'Sjakkbrett med brikker i tre.' },
  { name: 'Backgammon', category: 'Brettspill', description: 'Backgammon i koffert.' },
  { name: 'Go', category: 'Brettspill', description: 'Go-brett 19 × 19 med steiner.' },
  { name: 'Ludo', category: 'Familiespill', description: 'Ludo for to til fire spillere.' },
  { name: 'Yatzy', category: 'Familiespill', description: 'Yatzy med terninger og blokk.' },
  { name: 'Alias', category: 'Familiespill', description: 'Ordspill for lag, fra 10 år.' },
  { name: 'Stigespill', category: 'Familiespill', description: 'Stigespill for de minste.' },
  { name: 'Memo', category: 'Familiespill', description: 'Huskespill med norske dyr.' },
  {
    name: 'Fotball',
    category: 'Ballspill',
    description: 'Fotball for gress og kunstgress.',
    sizes: fixed('str', [3, 4, 5]),
  },
  { name: 'Håndball', category: 'Ballspill', description: 'Håndball for barn og ungdom.' },
  { name: 'Volleyballsett', category: 'Ballspill', description: 'Ball, nett og stolper.' },
  { name: 'Basketball', category: 'Ballspill', description: 'Basketball for utebane.' },
  {
    name: 'Sammenleggbart fotballmål',
    category: 'Ballspill',
    description: 'To små mål som settes opp på et minutt.',
  },
  {
    name: 'Telt 2 personer',
    category: 'Friluftsliv',
    description: 'Lett tunnelltelt for to.',
  },
  {
    name: 'Telt 4 personer',
    category: 'Friluftsliv',
    description: 'Familietelt med to soverom og stor apsis.',
  },
  {
    name: 'Sovepose',
    category: 'Friluftsliv',
    description: 'Sovepose med komforttemperatur −5 °C.',
    sizes: fixed('cm', [150, 185, 205]),
  },
  {
    name: 'Liggeunderlag',
    category: 'Friluftsliv',
    description: 'Selvoppblåsende liggeunderlag.',
  },
  {
    name: 'Tursekk',
    category: 'Friluftsliv',
    description: 'Tursekk med justerbar rygg.',
    sizes: fixed('liter', [30, 50, 70]),
  },
  {
    name: 'Stormkjøkken',
    category: 'Friluftsliv',
    description: 'Stormkjøkken med to kjeler og stekepanne.',
  },
  { name: 'Hengekøye', category: 'Friluftsliv', description: 'Hengekøye med myggnetting.' },
  { name: 'Bålpanne', category: 'Friluftsliv', description: 'Bålpanne med grillrist.' },
  { name: 'Hodelykt', category: 'Friluftsliv', description: 'Oppladbar hodelykt, 300 lumen.' },
  {
    name: 'Bæremeis',
    category: 'Friluftsliv',
    description: 'Bæremeis for barn opptil 20 kg, med solskjerm.',
    sizes: ranges('kg', [[8, 20]]),
  },
  { name: 'Kajakk', category: 'Båt og vann', description: 'Stabil turkajakk for én.' },
  { name: 'Kano', category: 'Båt og vann', description: 'Kano for tre personer med årer.' },
  {
    name: 'SUP-brett',
    category: 'Båt og vann',
    description: 'Oppblåsbart SUP-brett med åre og pumpe.',
  },
  {
    name: 'Padleåre',
    category: 'Båt og vann',
    description: 'Delbar padleåre for kajakk.',
    sizes: fixed('cm', [210, 230]),
  },
  {
    name: 'Redningsvest voksen',
    category: 'Båt og vann',
    description: 'Flytevest for padling.',
    sizes: ranges('kg', [
      [40, 60],
      [60, 90],
      [90, 120],
    ]),
  },
  { name: 'Fiskestang', category: 'Båt og vann', description: 'Fiskestang med snelle og sluk.' },
  { name: 'Krabbefiskesett', category: 'Båt og vann', description: 'Krabbesnøre og bøtte.' },
];
