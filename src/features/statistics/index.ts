/** /statistikk (the hut's figures), the dashboard's cards, and what the network's page uses. */
export { PeriodShown, StatisticsPage, StatisticsBody } from './statistics-page';
export { SeasonCards } from './season-cards';
export { AreaFigures } from './area-figures';
export { PeriodPicker } from './period-picker';
export { usePeriod } from './use-period';
export { useNetworkStatisticsQuery } from './statistics-api';
