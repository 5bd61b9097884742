import { fixed, ranges } from './product-types';
import type { ProductSeed } from './product-types';

export const SUMMER_PRODUCTS: readonly ProductSeed[] = [
  {
    name: 'Balansesykkel',
    category: 'Sykling',
    description: 'Lett sykkel uten pedaler for de minste, 12 tommer hjul.',
    sizes: fixed('tommer', [12]),
  },
  {
    name: 'Barnesykkel 16 tommer',
    category: 'Sykling',
    description: 'Barnesykkel med fotbrems og støttehjul som kan tas av. Passer 4–6 år.',
    sizes: fixed('tommer', [16]),
  },
  {
    name: 'Barnesykkel 20 tommer',
    category: 'Sykling',
    description: 'Barnesykkel med tre gir og håndbremser. Passer 6–9 år.',
    sizes: fixed('tommer', [20]),
  },
  {
    name: 'Juniorsykkel 24 tommer',
    category: 'Sykling',
    description: 'Juniorsykkel med 7 gir for 9–12 år.',
    sizes: fixed('tommer', [24]),
  },
  {
    name: 'Terrengsykkel',
    category: 'Sykling',
    description: 'Terrengsykkel med dempegaffel for sti og grusvei.',
    sizes: fixed('cm', [38, 43, 48]),
  },
  {
    name: 'Sykkelhjelm',
    category: 'Sykling',
    description: 'CE-merket hjelm med justerbart hodebånd.',
    sizes: ranges('cm', [
      [46, 50],
      [50, 54],
      [54, 58],
      [58, 62],
    ]),
  },
  {
    name: 'Sykkelvogn',
    category: 'Sykling',
    description: 'Sykkelvogn for ett eller to barn, kan også brukes som joggevogn.',
  },
  {
    name: 'Barnesete til sykkel',
    category: 'Sykling',
    description: 'Barnesete til bagasjebrett, for barn opptil 22 kg.',
    sizes: ranges('kg', [[9, 22]]),
  },
  {
    name: 'Lastesykkel',
    category: 'Sykling',
    description: 'Lastesykkel med elektrisk hjelpemotor og kasse med plass til to barn.',
  },
  {
    name: 'Våtdrakt barn',
    category: 'Vannaktiviteter',
    description: 'Våtdrakt i neopren, 3 mm, holder varmen i kaldt vann.',
    sizes: ranges('cm', [
      [110, 122],
      [122, 134],
      [134, 146],
      [146, 158],
    ]),
  },
  {
    name: 'Snorkelsett',
    category: 'Vannaktiviteter',
    description: 'Maske og snorkel i myk silikon.',
    sizes: [{ size: 'Barn' }, { size: 'Voksen' }],
  },
  {
    name: 'Vanntett pakksekk',
    category: 'Vannaktiviteter',
    description: 'Holder klær og mobil tørre på stranda og i kajakken.',
    sizes: fixed('liter', [10, 20]),
  },
  {
    name: 'Vannkikkert',
    category: 'Vannaktiviteter',
    description: 'Se livet under vannflaten uten å bli våt.',
  },
  {
    name: 'Redningsvest barn',
    category: 'Bading',
    description: 'Redningsvest med krage og skrittstropp.',
    sizes: ranges('kg', [
      [10, 20],
      [20, 30],
      [30, 40],
    ]),
  },
  {
    name: 'Svømmebriller',
    category: 'Bading',
    description: 'Svømmebriller med antidugg og justerbar strikk.',
  },
  {
    name: 'Svømmeføtter',
    category: 'Bading',
    description: 'Korte svømmeføtter for snorkling og svømmetrening.',
    sizes: ranges('EU', [
      [28, 31],
      [32, 35],
      [36, 39],
      [40, 43],
    ]),
  },
  {
    name: 'Badebrett',
    category: 'Bading',
    description: 'Flytebrett i skum for svømmeopplæring.',
  },
  {
    name: 'Oppblåsbar badeflåte',
    category: 'Bading',
    description: 'Stor badeflåte med håndtak. Pumpe følger med.',
  },
  {
    name: 'Strandleker',
    category: 'Bading',
    description: 'Bøtte, spade, former og sil i en praktisk nettpose.',
  },
  {
    name: 'Kubbspill',
    category: 'Uteleker',
    description: 'Kubb i bjørk, med konge, kastepinner og hjørnepinner.',
  },
  {
    name: 'Krokketsett',
    category: 'Uteleker',
    description: 'Krokket for seks spillere.',
  },
  {
    name: 'Badmintonsett',
    category: 'Uteleker',
    description: 'Fire racketer, baller og nett med stolper.',
  },
  {
    name: 'Frisbee',
    category: 'Uteleker',
    description: 'Frisbee til lek og frisbeegolf.',
  },
  {
    name: 'Slakkline',
    category: 'Uteleker',
    description: 'Slakkline på 15 meter med trebeskyttere.',
  },
  {
    name: 'Stylter',
    category: 'Uteleker',
    description: 'Justerbare stylter i tre.',
  },
  {
    name: 'Hoppetau',
    category: 'Uteleker',
    description: 'Langt hoppetau for mange hoppere.',
    sizes: fixed('m', [5]),
  },
  {
    name: 'Sekkeløp-sett',
    category: 'Uteleker',
    description: 'Seks sekker til sekkeløp på bursdag og sommerfest.',
  },
];
