import { commonTexts } from './common';
import { screenTexts } from './screen';
import { routeTexts } from './routes';

/** Texts of Login and Register (SPEC §2, §5), and of the registration's emailed link. */
export const authTexts = {
  login: {
    title: routeTexts.login.title,
    email: screenTexts.email,
    password: screenTexts.password,
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
    email: screenTexts.email,
    emailPlaceholder: 'navn@eksempel.no',
    password: screenTexts.password,
    passwordPlaceholder: 'Minst 8 tegn',
    /** The server's rule (password-policy.ts); its refusal says why, on this field. */
    passwordHint:
      'Minst 8 tegn, og vanskelig å gjette: gjerne tre–fire ord med bindestrek imellom.',
    repeat: 'Gjenta passord',
    submit: screenTexts.register,
    submitting: 'Registrerer …',
    haveAccount: 'Har du allerede en konto?',
    /** SPEC's link text, as an imperative that starts its sentence. */
    loginLink: 'Logg inn på kontoen din',
    failed: 'Registreringen feilet. Prøv igjen.',
    phone: 'Telefon (valgfritt)',
    phoneHint: 'Med telefonnummeret finner utstyrsboden deg raskt ved disken.',
    huts: 'Utstyrsboder dere bruker (valgfritt)',
    hutsHint: 'Søk på navn, kommune eller sted. Du kan legge til flere senere på Min side.',
    hutSearch: 'Søk etter utstyrsbod',
    hutsChosen: (n: number) => (n === 1 ? '1 valgt' : `${n} valgt`),
    hutsNone: commonTexts.noHutMatches,
    hutsNotLoaded: 'Utstyrsbodene hentes … Du kan også velge dem senere på Min side.',
    termsBefore: 'Jeg har lest og godtar',
    termsLink: 'vilkårene og personvernerklæringen',
    offline: screenTexts.notSentOffline('registreringen'),
    /** After sending: the server's answer (the same whether or not the address has an account). */
    sentTitle: 'Sjekk e-posten din',
    sentTo: (email: string) => `Vi brukte adressen ${email}.`,
    sentAgain: 'Feil adresse? Registrer deg på nytt',
  },
  /** The emailed link of a registration (/bekreft-registrering#…). */
  confirm: {
    title: routeTexts.confirmRegistration.title,
    intro: 'Trykk på knappen for å lage kontoen din og logge inn.',
    submit: routeTexts.confirmRegistration.title,
    working: 'Fullfører registreringen …',
    failed: 'Registreringen kunne ikke fullføres. Prøv igjen.',
    offline: 'Du er uten nett. Åpne lenken i e-posten igjen når du er tilkoblet.',
    signedInAs: (email: string) =>
      `Du er logget inn som ${email}. Logg ut først, og åpne lenken i e-posten på nytt.`,
    logout: commonTexts.logout,
    registerAgain: 'Registrer deg på nytt',
    login: commonTexts.login,
  },
} as const;
