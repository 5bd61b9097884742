import { fixed, ranges } from './product-types';
import type { ProductSeed } from './product-types';

export const WINTER_PRODUCTS: readonly ProductSeed[] = [
  {
    name: 'Alpinski',
    category: 'Ski',
    description: 'Carvingski med bindinger som justeres til støvlene.',
    sizes: fixed('cm', [100, 120, 140, 160]),
  },
  {
    name: 'Alpinstøvler',
    category: 'Ski',
    description: 'Alpinstøvler med fire spenner.',
    sizes: fixed('EU', [30, 33, 36, 39, 42]),
  },
  {
    name: 'Alpinhjelm',
    category: 'Ski',
    description: 'Hjelm for alpint og snowboard.',
    sizes: ranges('cm', [
      [48, 52],
      [52, 56],
      [56, 60],
    ]),
  },
  {
    name: 'Snowboard',
    category: 'Ski',
    description: 'Allround snowboard med bindinger.',
    sizes: fixed('cm', [110, 130, 150]),
  },
  {
    name: 'Akebrett',
    category: 'Ski',
    description: 'Klassisk akebrett i plast.',
  },
  {
    name: 'Rattkjelke',
    category: 'Ski',
    description: 'Rattkjelke med brems, for en eller to.',
  },
  {
    name: 'Truger',
    category: 'Ski',
    description: 'Truger for turer i løs snø.',
    sizes: [{ size: 'Barn' }, { size: 'Voksen' }],
  },
  {
    name: 'Langrennsski',
    category: 'Langrenn',
    description: 'Smørefrie langrennsski med NNN-binding.',
    sizes: fixed('cm', [110, 130, 150, 170, 190]),
    types: ['klassisk', 'skøyting'],
  },
  {
    name: 'Langrennsstøvler',
    category: 'Langrenn',
    description: 'Varme støvler med NNN-såle.',
    sizes: fixed('EU', [28, 31, 34, 37, 40, 43]),
  },
  {
    name: 'Skistaver',
    category: 'Langrenn',
    description: 'Staver i aluminium.',
    sizes: fixed('cm', [80, 100, 120, 140]),
  },
  {
    name: 'Felleski',
    category: 'Langrenn',
    description: 'Brede turski med feller, for skogen og fjellet.',
    sizes: fixed('cm', [150, 170]),
  },
  {
    name: 'Pulk',
    category: 'Langrenn',
    description: 'Barnepulk med vindtrekk og skjæker.',
  },
  {
    name: 'Skismøring-sett',
    category: 'Langrenn',
    description: 'Festesmøring og glider for klassisk og skøyting.',
  },
  {
    name: 'Bandykølle',
    category: 'Hockey',
    description: 'Bandykølle i plast for løkka og gymsalen.',
    sizes: fixed('cm', [80, 95]),
  },
  {
    name: 'Bandyballer',
    category: 'Hockey',
    description: 'Sett med seks baller.',
  },
  {
    name: 'Hockeyvant',
    category: 'Hockey',
    description: 'Sammenleggbart mål for løkkehockey.',
  },
  {
    name: 'Hockeyskøyter',
    category: 'Ishockey',
    description: 'Hockeyskøyter med god ankelstøtte.',
    sizes: fixed('EU', [30, 33, 36, 39, 42, 45]),
  },
  {
    name: 'Justerbare skøyter',
    category: 'Ishockey',
    description: 'Barneskøyter som kan justeres fire størrelser.',
    sizes: ranges('EU', [
      [26, 29],
      [30, 33],
      [34, 37],
    ]),
  },
  {
    name: 'Kunstløpskøyter',
    category: 'Ishockey',
    description: 'Kunstløpskøyter med tagger.',
    sizes: fixed('EU', [31, 34, 37, 40]),
  },
  {
    name: 'Hockeykølle',
    category: 'Ishockey',
    description: 'Kølle i kompositt, venstre eller høyre.',
    sizes: fixed('cm', [100, 120, 140]),
    types: ['venstre', 'høyre'],
  },
  {
    name: 'Hockeyhjelm',
    category: 'Ishockey',
    description: 'Hjelm med gitter.',
    sizes: ranges('cm', [
      [48, 54],
      [54, 58],
    ]),
  },
  {
    name: 'Hockeyhansker',
    category: 'Ishockey',
    description: 'Hansker for barn og ungdom.',
    sizes: fixed('tommer', [9, 11, 13]),
  },
];
