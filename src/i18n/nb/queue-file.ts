/** Texts of "Ta ut ventende endringer" on /innstillinger: saving the queue, and uploading it. */
export const queueFileTexts = {
  exportHeading: 'Ta ut ventende endringer',
  exportIntro:
    'Lagre endringene du har gjort her som ikke er sendt ennå, i en fil. Går enheten i stykker eller blir slettet før den kommer på nett, kan en administrator for boden laste opp fila fra en annen enhet. Hver endring lagres bare én gang.',
  waiting: (n: number) =>
    n === 0
      ? 'Ingen av endringene dine i denne boden venter på å bli sendt.'
      : n === 1
        ? '1 endring fra deg i denne boden venter på å bli sendt.'
        : `${n} endringer fra deg i denne boden venter på å bli sendt.`,
  exportButton: 'Lagre fil med ventende endringer',
  exporting: 'Lager fila …',
  exported: (name: string, n: number) =>
    `Fila ${name} er lagret med ${n === 1 ? '1 endring' : `${n} endringer`}. Ta vare på den til endringene er sendt.`,
  exportFailed: 'Fila kunne ikke lages på denne enheten.',
  keyNotRegistered:
    'Denne enheten har ikke fått meldt nøkkelen sin til serveren for deg ennå (den har ikke vært på nett med deg innlogget). Fila kan lages, men en administrator kan ikke laste den opp før enheten har vært på nett én gang.',
  uploadHeading: 'Last opp ventende endringer',
  uploadIntro:
    'Har en enhet i boden gått i stykker før endringene ble sendt? Velg fila som ble tatt ut fra den. Endringene lagres som om enheten selv hadde sendt dem, og bare én gang, også om fila lastes opp flere ganger eller enheten sender dem senere.',
  fileLabel: 'Fil med ventende endringer',
  fileRequired: 'Velg en fil.',
  chooseFile: 'Velg fil',
  noFile: 'Ingen fil valgt',
  upload: 'Last opp',
  uploading: 'Laster opp …',
  uploadOffline: 'Opplasting krever nett. Prøv igjen når enheten er på nett.',
  uploadFailed: 'Fila kunne ikke lastes opp. Prøv igjen.',
  unreadable: 'Fila kunne ikke leses.',
  resultHeading: 'Fila er lastet opp',
  resultFrom: (name: string, when: string) => `Endringer fra ${name}, tatt ut ${when}.`,
  resultApplied: (n: number) => `Lagret nå: ${n}`,
  resultExceptions: (n: number) => `Lagret med avvik: ${n} (se Avvik)`,
  resultRejected: (n: number) => `Avvist: ${n}`,
  resultDuplicates: (n: number) => `Lagret fra før: ${n}`,
  resultHeld: (n: number) =>
    `Ikke lagret ennå: ${n}. De er laget av en nyere versjon av appen enn serveren har. Last opp fila igjen når serveren er oppdatert.`,
} as const;
