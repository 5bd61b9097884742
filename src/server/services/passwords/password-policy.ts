import { nb } from '../../../shared/texts/messages';
import { fieldError } from '../../errors';
import { NORWEGIAN_PASSWORD_WORDS } from './norwegian-passwords';

/**
 * The most common passwords, as a set of lower-case strings. The international list is the one
 * zxcvbn-ts keeps (about 49,000 passwords from real breaches, ranked); it is loaded on the first
 * registration, not at start-up, and only on the server (the first-visit client stays small).
 */
let common: Promise<ReadonlySet<string>> | null = null;

function commonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set([...dictionary['passwords-common'], ...NORWEGIAN_PASSWORD_WORDS]),
  );
  return common;
}

/** Trailing digits and punctuation people add to satisfy rules: "passord123!", "Sommer2024". */
const DECORATION = /[\d\s\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]+$/;

/**
 * Whether a password is one of the common ones: itself, or its core once trailing digits and
 * punctuation are taken off (then the core must be a listed word, not any letters at all).
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  const plain = password.normalize('NFC').trim().toLowerCase();
  const list = await commonPasswords();
  if (list.has(plain)) return true;
  const core = plain.replace(DECORATION, '');
  return core !== plain && core.length > 0 && list.has(core);
}

/** Refuses a common password with the Norwegian message on the `password` field (422). */
export async function assertPasswordNotCommon(password: string): Promise<void> {
  if (await isCommonPassword(password)) throw fieldError('password', nb.passwordTooCommon);
}
