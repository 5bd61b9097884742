/** Norwegian texts of the network admin's routes: the huts, their admins and the inbox. */
export const networkFieldLabels = {
  name: 'Navn',
  address: 'Adresse',
  county: 'Fylke',
  municipality: 'Kommune',
  town: 'Sted',
  openingHours: 'Åpningstider',
  contactPhone: 'Telefon til boden',
  contactEmail: 'Epost til boden',
  adminEmail: 'Epost',
  status: 'Status',
  subject: 'Emne',
} as const;

export const networkMessages = {
  hutNameTaken: 'Det finnes allerede en utstyrsbod med dette navnet.',
  hutCreated: (hut: string) => `${hut} er opprettet.`,
  hutSaved: (hut: string) => `Endringene på ${hut} er lagret.`,
  hutDeactivated: (hut: string) =>
    `${hut} er deaktivert. Den vises ikke lenger for publikum og kan ikke velges av ansatte, men alt den har registrert er tatt vare på.`,
  hutActivated: (hut: string) => `${hut} er i drift igjen.`,
  hutUnchanged: (hut: string) => `${hut} hadde allerede denne statusen.`,
  hutInactive: 'Utstyrsboden er ikke i drift og kan ikke velges.',
  unknownEmail: (email: string) =>
    `Fant ingen bruker med eposten ${email}. Be personen registrere seg først, og prøv igjen.`,
  adminAppointed: (person: string, hut: string) => `${person} er nå administrator for ${hut}.`,
  alreadyAdmin: (person: string, hut: string) => `${person} er allerede administrator for ${hut}.`,
  messageNotFound: 'Fant ikke meldingen.',
  messageStatus: {
    new: 'Meldingen er markert som ny.',
    answered: 'Meldingen er markert som besvart.',
    closed: 'Meldingen er lukket.',
  },
  invalidStatus: 'Velg en gyldig status.',
} as const;
