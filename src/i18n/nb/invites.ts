import { commonTexts } from './common';
import { routeTexts } from './routes';
import { screenTexts } from './screen';
import { shellTexts } from './shell';

/** /invitasjon: a staff invitation's emailed link, seen and accepted by the invited person. */
export const inviteTexts = {
  title: routeTexts.invite.title,
  loading: 'Henter invitasjonen …',
  offline: 'Du er uten nett. Invitasjonen kan bare vises og godtas når du er tilkoblet.',
  failed: 'Invitasjonen kunne ikke hentes. Prøv igjen.',
  invites: (hut: string, role: string) => `${hut} inviterer deg til å bli ${role} i utstyrsboden.`,
  forAddress: (email: string) => `Invitasjonen gjelder ${email}.`,
  validUntil: (when: string) => `Lenken gjelder til ${when} og kan brukes én gang.`,
  signInFirst: (email: string) =>
    `For å godta invitasjonen må du være logget inn med ${email}. Har du ingen konto ennå, registrerer du deg med denne adressen først. Etterpå kommer du tilbake hit.`,
  login: commonTexts.login,
  register: 'Registrer deg',
  wrongAccount: (signedIn: string, invited: string) =>
    `Du er logget inn som ${signedIn}, men invitasjonen gjelder ${invited}. Logg ut og logg inn med ${invited} for å godta den.`,
  logout: shellTexts.user.logout,
  accept: 'Godta invitasjonen',
  accepting: 'Godtar …',
  notAccepted: 'Invitasjonen ble ikke godtatt. Prøv igjen.',
  notSent: screenTexts.notSentOffline('svaret'),
  chooseHut: commonTexts.chooseHut,
  toFrontPage: shellTexts.homeLink,
} as const;
