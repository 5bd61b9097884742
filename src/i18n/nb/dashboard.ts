import { statusTexts } from './statuses';
import { screenTexts } from './screen';
import { routeTexts } from './routes';
import { shellTexts } from './shell';

/** Norwegian texts of the dashboard. Exact SPEC texts are marked. */
export const dashboardTexts = {
  title: routeTexts.dashboard.title,
  greeting: (name: string) => `Hei, ${name}!`,
  greetingAnonymous: 'Hei!',
  intro: 'Her ser du hva som skjer i utstyrsboden i dag.',
  registerLoan: 'Registrer utlån',
  registerReturn: 'Registrer innlevering',
  activated: 'Brukeren er aktivert og kan nå låne utstyr.',
  showHelp: 'Vis hjelp',
  hideHelp: 'Skjul hjelp',
  helpHeading: 'Hjelp',
  helpItems: [
    'Utlån: trykk «Registrer utlån», velg lånetaker, legg utstyr i lånekurven og trykk Utlever.',
    'Innlevering: trykk «Registrer innlevering», søk opp brukeren eller lånenummeret, åpne lånet og trykk «Mottat» eller «Motta alle».',
    'Nye brukere må vise legitimasjon før første lån. Velg brukeren under «Venter på aktivering».',
    'Alt du registrerer lagres på enheten først og sendes til serveren når nettet er tilgjengelig.',
  ],
  dueTodayHeading: 'Skal leveres i dag',
  noneDueToday: 'Ingen lån skal leveres i dag',
  overdueHeading: 'Forfalte lån',
  noneOverdue: 'Ingen forfalte lån', // SPEC
  awaitingHeading: statusTexts.user.pending,
  noneAwaiting: 'Ingen brukere venter på aktivering',
  showAll: (n: number) => `Vis alle (${n})`,
  showFewer: 'Vis færre',
  loanLine: (number: string, name: string) => `Lån ${number}: ${name}`,
  dueOn: (date: string) => `frist ${date}`,
  units: (n: number) => (n === 1 ? '1 enhet ute' : `${n} enheter ute`),
  statsHeading: routeTexts.statistics.title,
  stats: {
    openLoans: screenTexts.openLoans,
    unitsLent: 'Enheter utlånt',
    unitsAvailable: 'Ledige enheter',
  },
  shortcutsHeading: 'Snarveier',
  shortcuts: {
    stock: shellTexts.adminNav.stock,
    loans: shellTexts.adminNav.loans,
    users: routeTexts.users.title,
    statistics: routeTexts.statistics.title,
    avvik: routeTexts.avvik.title,
    addProduct: routeTexts.addProduct.title,
    editProduct: routeTexts.editProduct.title,
  },
  loading: 'Henter oversikten …',
  notReady: screenTexts.notSyncedYet('Dataene for utstyrsboden'),
} as const;
