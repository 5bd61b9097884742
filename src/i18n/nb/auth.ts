import { commonTexts } from './common';
import { routeTexts } from './routes';

/** Texts of Login and Register (SPEC §2, §5). */
export const authTexts = {
  login: {
    title: routeTexts.login.title,
    email: commonTexts.email,
    password: commonTexts.password,
    remember: 'Husk meg',
    submit: commonTexts.login,
    submitting: 'Logger inn …',
    demo: 'Logg inn som demobruker',
    noAccount: 'Har du ikke konto?',
    register: routeTexts.register.title,
    failed: 'Innloggingen feilet. Prøv igjen.',
    offline: 'Du er frakoblet. Innlogging krever nett; prøv igjen når du er tilkoblet.',
  },
  register: {
    title: routeTexts.register.title,
    intro: 'Du aktiveres første gang du låner. Ta med legitimasjon.',
    name: 'Fullt navn',
    email: commonTexts.email,
    emailPlaceholder: 'navn@eksempel.no',
    password: commonTexts.password,
    passwordPlaceholder: 'Minst 8 tegn',
    repeat: 'Gjenta passord',
    submit: 'Registrer',
    submitting: 'Registrerer …',
    haveAccount: 'Har du allerede en konto? Du kan',
    loginLink: 'logg inn på kontoen din',
    failed: 'Registreringen feilet. Prøv igjen.',
    offline: commonTexts.notSentOffline('registreringen'),
  },
} as const;
