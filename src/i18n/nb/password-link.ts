import { commonTexts } from './common';
import { profileTexts } from './profile';
import { routeTexts } from './routes';
import { shellTexts } from './shell';

const account = profileTexts.account;

/** /sett-passord#…: the one-time link the admin CLI prints, to set a password. */
export const passwordLinkScreenTexts = {
  title: routeTexts.setPassword.title,
  loading: 'Sjekker lenken …',
  forAccount: (email: string) => `Velg et passord for kontoen ${email}.`,
  validUntil: (when: string) => `Lenken kan brukes én gang, innen ${when}.`,
  logsOut: 'Alle økter på kontoen logges ut når passordet er satt.',
  newPassword: account.newPassword,
  newPasswordHint: account.newPasswordHint,
  repeatPassword: account.repeatPassword,
  submit: routeTexts.setPassword.title,
  saving: account.saving,
  failed: 'Passordet ble ikke satt. Prøv igjen.',
  offline: 'Du er uten nett. Åpne lenken igjen når du er tilkoblet.',
  signedInAs: (email: string) =>
    `Du er logget inn som ${email}. Logg ut først, og åpne lenken på nytt.`,
  logout: commonTexts.logout,
  login: commonTexts.login,
  toFrontPage: shellTexts.homeLink,
} as const;
