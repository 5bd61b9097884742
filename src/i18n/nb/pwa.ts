export const pwaTexts = {
  newVersion: 'Ny versjon tilgjengelig',
  explanation: 'Lagre det du holder på med, og oppdater når det passer.',
  update: 'Oppdater',
} as const;
