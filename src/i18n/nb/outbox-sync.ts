/** Norwegian texts of the outbox sync, shown by the sync indicator. */
export const outboxSyncTexts = {
  // The sync bar adds how many changes wait (syncStatusTexts.afterProblem).
  networkError: 'Ingen forbindelse med serveren.',
  serverError: (status: number) => `Serveren svarte med feil (${status}).`,
  invalidResponse: 'Serveren sendte et ugyldig svar.',
  sessionExpired:
    'Økten er utløpt. Logg inn igjen for å sende endringene; ingenting er slettet fra enheten.',
  noCompany: 'Ingen utstyrsbod er valgt. Velg utstyrsbod for å synkronisere.',
  forbidden: 'Du har ikke tilgang til denne utstyrsboden.',
  otherHut:
    'Serveren har en annen utstyrsbod valgt enn denne enheten. Velg utstyrsbod på nytt for å synkronisere.',
  storageError: 'Kunne ikke lagre synkroniserte data på enheten.',
} as const;
