export const pwaTexts = {
  newVersion: 'Ny versjon tilgjengelig',
  explanation: 'Lagre det du holder på med, og oppdater når det passer.',
  update: 'Oppdater',
  /** The server refused this bundle (426): nothing syncs until it is updated. */
  required: 'Appen må oppdateres',
  serverExplanation:
    'Serveren har en nyere versjon. Endringene som venter, blir liggende og sendes etter oppdateringen.',
} as const;
