/**
 * Norwegian texts of the admin CLI (npm run admin, src/server/tools/admin.ts): its usage, its
 * answers on stdout and its refusals on stderr. Operators read them in a terminal.
 */
export const adminCliTexts = {
  usage: [
    'Bruk: npm run admin -- <kommando> [valg]',
    '',
    'Kommandoer:',
    '  create-admin <e-post> [--name "Navn"]      Lag en nettverksadministrator og skriv ut en engangslenke for å sette passord.',
    '  reset-password <e-post>                    Skriv ut en engangslenke for å sette nytt passord; øktene avsluttes når det er satt.',
    '  sessions <e-post>                          Vis personens økter.',
    '  end-sessions <e-post> [--session <id>]     Avslutt alle personens økter, eller den ene med id som begynner slik.',
    '',
    'Databasen er den serveren bruker: DATABASE_URL (PostgreSQL) eller SQLITE_FILE.',
    'Lenken peker til første adresse i ALLOWED_ORIGINS.',
  ].join('\n'),
  unknownCommand: (command: string) => `Ukjent kommando: ${command}`,
  missingEmail: 'Mangler e-postadresse.',
  unknownOption: (option: string) => `Ukjent valg: ${option}`,
  missingValue: (option: string) => `Valget ${option} mangler en verdi.`,
  tooManyArguments: 'For mange argumenter.',
  invalidEmail: (problem: string) => `Ugyldig e-postadresse: ${problem}`,
  invalidName: (problem: string) => `Ugyldig navn: ${problem}`,
  defaultAdminName: 'Nettverksadministrator',
  emailExists: (email: string) =>
    `${email} finnes allerede. Bruk «reset-password ${email}» for å gi personen en lenke til nytt passord.`,
  noAccount: (email: string) => `Fant ingen konto med e-postadressen ${email}.`,
  adminCreated: (email: string) => `Nettverksadministrator opprettet: ${email}`,
  linkFor: (email: string) => `Engangslenke for å sette passord for ${email}:`,
  linkExpires: (minutes: number, at: string) =>
    `Lenken kan brukes én gang og gjelder i ${minutes} minutter, til ${at}.`,
  linkResetNote: 'Personens økter avsluttes når det nye passordet er satt.',
  noSessions: (email: string) => `${email} har ingen aktive økter.`,
  sessionsHeader: 'Id        Opprettet            Sist brukt           Enhet',
  unknownDevice: 'ukjent enhet',
  noSuchSession: (prefix: string) => `Ingen aktiv økt med id som begynner med «${prefix}».`,
  ambiguousSession: (prefix: string) =>
    `Flere økter har id som begynner med «${prefix}». Skriv flere tegn av id-en.`,
  sessionsEnded: (count: number) =>
    count === 1 ? 'Avsluttet 1 økt.' : `Avsluttet ${count} økter.`,
} as const;
