import { screenTexts } from './screen';
import { routeTexts } from './routes';
import { statusTexts } from './statuses';

/** Texts of Kontakt oss (SPEC §2). */
export const contactTexts = {
  title: routeTexts.contact.title,
  intro:
    'Har du spørsmål, eller vil dere registrere en utstyrsbod? Fyll ut skjemaet, så tar vi kontakt.',
  subject: 'Hva gjelder det?',
  subjects: statusTexts.contactSubject,
  becomeHutHint:
    'Fortell hvem dere er, hvor boden skal ligge og hvem vi kan snakke med, så tar vi kontakt.',
  name: screenTexts.name,
  phone: screenTexts.phone,
  email: screenTexts.email,
  message: 'Melding',
  submit: 'Send',
  submitting: screenTexts.sending,
  failed: 'Meldingen kunne ikke sendes. Prøv igjen senere.',
  offline: screenTexts.notSentOffline('meldingen'),
  disabledHint: 'Fyll ut alle feltene for å sende.',
} as const;
