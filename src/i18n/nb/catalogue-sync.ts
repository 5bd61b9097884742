/** Norwegian texts of the catalogue sync, shown in the stale-data notice. */
export const catalogueSyncTexts = {
  networkError: 'Kunne ikke hente oppdatert utstyrsliste. Viser lagrede data.',
  serverError: (status: number) =>
    `Serveren svarte med feil (${status}) da utstyrslisten skulle oppdateres. Viser lagrede data.`,
  invalidResponse: 'Serveren sendte en ugyldig utstyrsliste. Viser lagrede data.',
  storageError: 'Kunne ikke lagre utstyrslisten på enheten.',
} as const;
