import { statisticsMessages } from '../../shared/texts/statistics';
import { catalogueTexts } from './catalogue';
import { commonTexts } from './common';
import { loanModalTexts } from './loans';
import { screenTexts } from './screen';
import { routeTexts } from './routes';

/** Norwegian texts of /statistikk (the hut's figures) and the network's figures. */
export const statisticsTexts = {
  title: routeTexts.statistics.title,
  intro:
    'Tall for utstyrsboden fra utlånene: hvor mye som lånes, av hvem, hva som brukes mest, og hva folk kom for uten å få.',
  networkTitle: routeTexts.networkStatistics.title,
  networkIntro:
    'De samme tallene for alle utstyrsbodene, eller for ett fylke eller én kommune. Tall på 1 og 2 vises som «<3», så ingen enkeltperson kan kjennes igjen.',
  masked: '<3',
  // The period
  periodLegend: 'Periode',
  season: 'Denne sesongen',
  lastYear: 'Siste 12 måneder',
  custom: 'Egen periode',
  from: 'Fra',
  to: 'Til',
  fromMonth: 'Fra måned',
  toMonth: 'Til måned',
  show: 'Vis tallene',
  periodShown: (from: string, to: string) => `Viser ${from}–${to}.`,
  updatedAt: (when: string) => `Tallene er oppdatert ${when}.`,
  ...statisticsMessages,
  county: commonTexts.county,
  municipality: commonTexts.municipality,
  allCounties: catalogueTexts.allCounties,
  allMunicipalities: catalogueTexts.allMunicipalities,
  // Loading
  loading: 'Henter tallene …',
  failed: 'Klarte ikke å hente tallene. Prøv igjen når nettet er tilbake.',
  tryAgain: commonTexts.tryAgain,
  offline: 'Statistikken hentes fra serveren. Koble til internett for å se den.',
  // Summary
  summaryHeading: 'Oppsummert',
  loans: loanModalTexts.title,
  borrowers: 'Lånetakere',
  lines: 'Enheter lånt ut',
  childLoans: 'Lån til barn',
  adultLoans: 'Lån til voksne',
  newBorrowers: 'Nye lånetakere',
  lateShare: 'Levert for sent',
  averageDaysLate: 'Snitt dager for sent',
  unitsOut: 'Ute nå',
  unitsOutOverdue: 'Av dem forfalt',
  unmetNeeds: 'Kom forgjeves',
  none: '–',
  // Tables and charts
  csv: 'Last ned CSV',
  /** The month chart's legend: bars are loans, the line borrowers. */
  legend: 'Forklaring',
  /** The CSV button's name, saying which table (its visible words first). */
  csvOf: (what: string) => `Last ned CSV: ${what}`,
  chartOf: (what: string) => `Diagram: ${what}. Tallene står i tabellen.`,
  monthsHeading: 'Lån per måned',
  month: 'Måned',
  categoriesHeading: 'Utlån per sesong og kategori',
  seasonColumn: screenTexts.season,
  categoryColumn: commonTexts.category,
  topHeading: 'Mest utlånte produkter',
  product: routeTexts.product.title,
  utilisationHeading: 'Utnyttelse per produkt',
  utilisationHint:
    'Dager enhetene var lånt ut, av dagene de stod tilgjengelig i perioden. De mest brukte først.',
  units: 'Antall enheter',
  daysLent: 'Dager utlånt',
  daysOnShelf: 'Dager tilgjengelig',
  utilisation: 'Utnyttelse',
  unmetHeading: 'Kom forgjeves: hva folk ikke fikk',
  unmetHint:
    'Registrert ved disken når noen kom for noe som ikke var ledig, ved siden av hvor mange boden har. Her ser dere hva det er lurt å skaffe mer av.',
  size: commonTexts.size,
  anySize: screenTexts.anySize,
  anyProduct: 'Hva som helst i kategorien',
  needs: 'Ganger',
  held: 'Boden har',
  noRows: 'Ingen tall for perioden.',
  areasHeading: 'Per fylke og kommune',
  // The dashboard's cards
  seasonTop: 'Mest utlånt',
  seeAll: 'Se all statistikk',
  huts: routeTexts.huts.title,
} as const;
