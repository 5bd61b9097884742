import { commonTexts } from './common';
import { routeTexts } from './routes';

/** Texts of the app shell: header, navigation, footer, debug bar and the placeholder screens. */
export const shellTexts = {
  appName: 'Utstyrsbod',
  tagline: 'Lån sports- og friluftsutstyr gratis',
  defaultDescription:
    'Lån sports- og friluftsutstyr gratis fra utstyrsboder i nærheten. Finn utstyr, se hva som er ledig og lån enkelt.',
  skipLink: 'Hopp til hovedinnhold',
  loading: 'Laster …',
  homeLink: 'Til forsiden',
  nav: {
    label: 'Hovedmeny',
    menu: 'Meny',
    home: 'Hjem',
    /** The SPEC's name of the page (Alle produkter), in the menu too. */
    allProducts: routeTexts.allProducts.title,
    huts: routeTexts.huts.title,
    contact: routeTexts.contact.title,
  },
  adminNav: {
    label: 'Administrasjon',
    menu: 'Adminmeny',
    dashboard: routeTexts.dashboard.title,
    stock: 'Lagerbeholdning (utlån)',
    statistics: routeTexts.statistics.title,
    reservations: routeTexts.reservations.title,
    users: routeTexts.users.title,
    loans: 'Utlånsoversikt (innlevering)',
    avvik: routeTexts.avvik.title,
  },
  theme: { toggle: 'Mørk modus' },
  user: {
    area: 'Brukerområde',
    login: commonTexts.login,
    myPage: routeTexts.myPage.title,
    settings: routeTexts.settings.title,
    switchCompany: 'Bytt utstyrsbod',
    network: routeTexts.network.title,
    logout: commonTexts.logout,
    companyButton: (name: string) => `Utstyrsbod: ${name}. Bytt utstyrsbod`,
    chooseCompany: commonTexts.chooseHut,
  },
  bell: {
    button: (unread: number) =>
      unread === 1 ? 'Varsler, 1 ulest' : `Varsler, ${String(unread)} uleste`,
    heading: 'Varsler',
    hint: 'Kryss av for å merke som lest.',
    empty: 'Ingen varsler',
  },
  footer: {
    contactHeading: commonTexts.contact,
    contactText: 'Spørsmål, eller vil dere starte en utstyrsbod? Send oss en melding.',
    infoHeading: 'Informasjon',
    howItWorks: 'Slik fungerer det',
    allHuts: 'Alle utstyrsboder',
    news: 'Nyheter og aktiviteter',
    terms: routeTexts.terms.title,
    actionsHeading: 'Kom i gang',
    becomeHut: commonTexts.becomeHut,
    createUser: 'Opprett bruker',
    login: commonTexts.login,
    copyright: '© 2023 Utstyrsbod',
  },
  debug: {
    label: 'Feilsøkingslinje',
    user: 'user:',
    public: 'public',
    company: 'firma:',
    noCompany: 'ingen firma',
    noResponse: 'ingen kall ennå',
  },
  logoutBanner: 'YOU WILL SOON BE LOGGED OUT',
  logoutBannerDetail: (time: string) => `Økten utløper om ${time}.`,
  stayLoggedIn: 'Forbli innlogget',
  scrollTop: 'Til toppen',
  close: commonTexts.close,
  closeMessage: 'Lukk melding',
  errorPage: {
    heading: 'Noe gikk galt',
    text: 'Siden kunne ikke vises. Last siden på nytt, eller gå til forsiden.',
    reload: 'Last inn på nytt',
  },
  notFound: {
    title: routeTexts.notFound.title,
    text: 'Siden du lette etter finnes ikke.',
  },
  notYet: {
    title: routeTexts.notYet.title,
    text: 'Denne siden er fortsatt under planlegging.',
  },
  commands: {
    failed: 'Kunne ikke lagre på denne enheten. Prøv igjen, eller last siden på nytt.',
  },
} as const;
