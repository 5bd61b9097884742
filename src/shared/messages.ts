// Norwegian Bokmål texts shared by client, worker and server. Exact texts come from SPEC.md.
export const nb = {
  required: (field: string) => `${field} er påkrevd.`,
  email: 'Vennligst oppgi en gyldig epostadresse.',
  formIncomplete: 'Beklager, noen felter er ikke fylt ut korrekt.',
  passwordsDiffer: 'Passordene er ikke like.',
  passwordTooShort: 'Passord må ha minst 8 tegn.',
  emailTaken: 'Epostadressen er allerede registrert.',
  tooLong: (field: string, max: number) => `${field} kan ikke være lengre enn ${max} tegn.`,
  wrongCredentials: 'Feil epostadresse eller passord.',
  tooManyAttempts: 'For mange forsøk. Vent litt og prøv igjen.',
  notLoggedIn: 'Du er ikke innlogget.',
  sessionExpired: 'Økten er utløpt. Last siden på nytt og prøv igjen.',
  invalidOrigin: 'Invalid Origin',
  forbiddenCompany: 'Du har ikke tilgang til denne utstyrsboden.',
  notFound: 'Fant ikke det du lette etter.',
  invalidNumber: (field: string) => `${field} må være et helt tall.`,
  invalidQuery: 'Ugyldige søkeparametre.',
  serverError: 'Noe gikk galt på serveren. Prøv igjen senere.',
  registered: 'Du er registrert! Du må aktiveres ved første gangs lån. Ta med legitimasjon.',
  noProducts: 'Ingen produkter i valgt kategori/utstyrsbod.',
  contactStored: 'Takk! Meldingen er sendt.',
  phone: 'Vennligst oppgi et gyldig telefonnummer.',
} as const;

// Field labels used in validation messages.
export const fieldLabels = {
  name: 'Navn',
  email: 'Epost',
  password: 'Passord',
  password_confirmation: 'Gjenta passord',
  phone: 'Telefon',
  message: 'Melding',
} as const;
