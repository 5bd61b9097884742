import { commonTexts } from './common';
import { routeTexts } from './routes';
import { labelOf, statusTexts } from './statuses';

/** Texts of Min side and the hut choice (/velgfirma). */
export const profileTexts = {
  chooseCompany: {
    title: routeTexts.chooseCompany.title,
    intro: 'Velg hvilken utstyrsbod du vil jobbe i.',
    none: 'Du er ikke ansatt i noen utstyrsbod.',
    current: 'valgt nå',
    role: statusTexts.role,
    failed: 'Kunne ikke bytte utstyrsbod.',
    loading: 'Henter utstyrsboder …',
  },
  myPage: {
    title: routeTexts.myPage.title,
    profile: 'Mine opplysninger',
    name: commonTexts.name,
    email: commonTexts.email,
    phone: commonTexts.phone,
    status: commonTexts.status,
    statusName: (status: string) => labelOf(statusTexts.user, status),
    verified: 'Aktivert',
    yes: 'Ja',
    no: 'Nei, ta med legitimasjon ved første lån',
    flagged: 'Brukeren er merket. Ta kontakt med utstyrsboden.',
    huts: 'Mine utstyrsboder',
    noHuts: 'Du er ikke knyttet til noen utstyrsbod ennå.',
    more: 'Barn, lån og tidligere lån kommer snart her.',
    missing: commonTexts.notGiven,
  },
} as const;
