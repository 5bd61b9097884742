/**
 * Norwegian texts of registering by an emailed link: the one answer to the form, whether the
 * address is new or has an account already, and the refusals of the link's screen. Apart from
 * messages.ts, so the first visit does not carry them.
 */
export const registrationTexts = {
  mailSent:
    'Vi har sendt deg en e-post. Åpne lenken i den for å fullføre registreringen; lenken gjelder i 24 timer. Ser du ingen e-post, se etter i søppelposten.',
  linkUnknown:
    'Lenken er ugyldig eller utløpt, eller den er allerede brukt. Registrer deg på nytt for å få en ny lenke.',
  emailTaken: 'Denne e-postadressen har allerede en konto. Logg inn med den i stedet.',
} as const;
