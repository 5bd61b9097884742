import { commonTexts } from './common';

/** Page titles (before " – Utstyrsbod") and meta descriptions, per route of lib/paths.ts. */
export const routeTexts = {
  home: {
    description:
      'Finn en utstyrsbod, finn utstyr og lån det gratis. Registrer deg og lever når du er ferdig.',
  },
  allProducts: {
    title: 'Alle produkter',
    description: 'Alt utstyr i alle utstyrsboder, med hva som er ledig.',
  },
  huts: { title: 'Utstyrsboder', description: 'Finn en utstyrsbod etter fylke, kommune og sted.' },
  contact: {
    title: 'Kontakt oss',
    description: 'Spørsmål, eller vil dere registrere en utstyrsbod?',
  },
  login: { title: commonTexts.login, description: 'Logg inn på Utstyrsbod.' },
  register: {
    title: 'Registrer deg gratis',
    description: 'Registrer deg gratis og lån utstyr.',
  },
  confirmRegistration: { title: 'Fullfør registreringen' },
  setPassword: { title: 'Sett passord' },
  notYet: { title: 'Kommer snart' },
  settings: { title: 'Innstillinger' },
  terms: {
    title: 'Vilkår og personvern',
    description: 'Hva det innebærer å låne, og hva Utstyrsbod lagrer om deg.',
  },
  chooseCompany: { title: commonTexts.chooseHut },
  myPage: { title: 'Min side' },
  cart: { title: 'Lånekurv' },
  dashboard: { title: 'Dashboard' },
  stock: { title: 'Lagerbeholdning' },
  loans: { title: 'Utlånsoversikt' },
  avvik: { title: 'Avvik' },
  users: { title: 'Brukeroversikt' },
  statistics: { title: 'Statistikk' },
  reservations: { title: 'Reservasjoner' },
  networkStatistics: { title: 'Statistikk for nettverket' },
  addProduct: { title: 'Legg til produkt' },
  editProduct: { title: 'Endre produkt' },
  categoryRequest: { title: 'Be om ny kategori' },
  labels: { title: 'Etiketter' },
  product: {
    title: 'Produkt',
    description: 'Bilde, beskrivelse og hva som er ledig av produktet i hver utstyrsbod.',
  },
  activate: { title: 'Aktiver bruker' },
  network: { title: 'Nettverket' },
  networkInbox: { title: 'Innboks' },
  notFound: { title: 'Fant ikke siden' },
  invite: { title: 'Invitasjon' },
} as const satisfies Record<string, { title?: string; description?: string }>;
