import { mailTexts as t } from '../../../shared/texts/mail';
import { osloDateTime } from '../mail/hut-contact';

/** The client's screens the attempt email points to (lib/paths.ts). */
const LOGIN_PATH = '/login';
const CONTACT_PATH = '/kontakt';

const letter = (name: string, lines: readonly string[]): string =>
  [t.greeting(name), '', ...lines, '', t.signature, '', t.noReply].join('\n');

/** The link that finishes a registration, to the address the form gave. */
export function registrationLinkMail(
  name: string,
  link: string,
  expiresAt: string,
): { subject: string; body: string } {
  const lines = [
    t.registrationLinkLead,
    link,
    '',
    t.registrationLinkRules(osloDateTime(expiresAt)),
    t.registrationNotExpected,
  ];
  return { subject: t.registrationSubject, body: letter(name, lines) };
}

/** To the owner of an address someone tried to register again: sign in, or ask for help. */
export function registrationAttemptMail(
  name: string,
  origin: string,
): { subject: string; body: string } {
  const lines = [
    t.registrationAttemptHeading,
    '',
    t.registrationAttemptYou(new URL(LOGIN_PATH, origin).toString()),
    t.registrationAttemptForgot(new URL(CONTACT_PATH, origin).toString()),
    '',
    t.registrationAttemptNotYou,
  ];
  return { subject: t.registrationAttemptSubject, body: letter(name, lines) };
}
