import { routeTexts } from './routes';
import { statusTexts } from './statuses';

/** Texts of the hut choice (/velgfirma). */
export const chooseHutTexts = {
  title: routeTexts.chooseCompany.title,
  intro: 'Velg hvilken utstyrsbod du vil jobbe i.',
  none: 'Du er ikke ansatt i noen utstyrsbod.',
  current: 'valgt nå',
  role: statusTexts.role,
  failed: 'Kunne ikke bytte utstyrsbod.',
  loading: 'Henter utstyrsboder …',
} as const;
