import { categoryRequestLabels } from '../../shared/texts/category-requests';
import { routeTexts } from './routes';
import { screenTexts } from './screen';
import { labelOf, statusTexts } from './statuses';

/** /beomkategori and the network admin's list of category requests. */
export const categoryRequestPageTexts = {
  title: routeTexts.categoryRequest.title,
  intro:
    'Mangler det en kategori for utstyret dere har? Be nettverket om den. Svaret kommer her, og kategorien dukker opp i kategoritreet når den er lagt til.',
  labels: categoryRequestLabels,
  chooseLocation: screenTexts.choose,
  productHint: 'Valgfritt: et produkt som skal ligge i kategorien.',
  send: 'Send ønsket',
  sending: screenTexts.sending,
  failed: 'Kunne ikke sende ønsket. Prøv igjen.',
  offline: 'Du er uten nett. Send ønsket når nettbrettet er på nett igjen.',
  mine: 'Utstyrsbodens ønsker',
  none: 'Ingen ønsker sendt ennå.',
  statusOf: (status: string) => labelOf(statusTexts.categoryRequest, status),
  where: (name: string, place: string) => `${name} under ${place}`,
  product: (name: string) => `Produkt: ${name}`,
  answer: (text: string) => `Svar: ${text}`,
  // The network admin's list
  networkHeading: 'Ønsker om kategorier',
  networkIntro:
    'Utstyrsbodene ber om kategorier. Legg dem til i treet, eller avslå med en begrunnelse.',
  from: (hut: string, who: string) => `Fra ${hut} (${who})`,
  add: 'Legg til kategorien',
  addFor: (name: string) => `Legg til kategorien ${name}`,
  decline: 'Avslå',
  declineFor: (name: string) => `Avslå ønsket om ${name}`,
  answerFailed: 'Kunne ikke lagre svaret. Prøv igjen.',
} as const;
