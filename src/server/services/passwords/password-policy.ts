import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
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

/**
 * The lowest zxcvbn score a new password must reach. Score 3 means an estimated 10^8 guesses or
 * more: far beyond what the login limits let anyone try online, and enough to hold a while if
 * a scrypt hash ever leaked. Score 2 (10^6) lets through words and patterns with a digit or two
 * that an offline attack finds in minutes; score 4 (10^10) would refuse memorable passphrases
 * such as "kort-tur-7".
 */
export const MIN_PASSWORD_SCORE = 3;

/**
 * The score the password's core must reach: lower-cased, without trailing digits and
 * punctuation. zxcvbn rates such dressing-up too high ("Abcdefgh1" scores 3, "abcdefgh" 0);
 * the core of a passphrase still scores 2 or more ("kort-tur").
 */
export const MIN_CORE_SCORE = 2;

/**
 * The estimator, with the common dictionaries and keyboard layouts, and the Norwegian words
 * beside them. Loaded with the first password set, like the list above.
 */
let estimator: Promise<ZxcvbnFactory> | null = null;

function strengthEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([{ ZxcvbnFactory }, { dictionary, adjacencyGraphs }]) =>
      new ZxcvbnFactory({
        dictionary: { ...dictionary, norwegian: [...NORWEGIAN_PASSWORD_WORDS] },
        graphs: adjacencyGraphs,
      }),
  );
  return estimator;
}

/**
 * Whether a password is hard enough to guess (MIN_PASSWORD_SCORE, and MIN_CORE_SCORE for its
 * core). `personal` are the person's own name and address: a password built from them is as
 * weak as one from a dictionary.
 */
export async function isStrongPassword(
  password: string,
  personal: readonly string[] = [],
): Promise<boolean> {
  const words = personal.flatMap((p) => p.toLowerCase().split(/[\s@.+_-]+/)).filter(Boolean);
  const zxcvbn = await strengthEstimator();
  if (zxcvbn.check(password, words).score < MIN_PASSWORD_SCORE) return false;
  const core = password.normalize('NFC').trim().toLowerCase().replace(DECORATION, '');
  return zxcvbn.check(core, words).score >= MIN_CORE_SCORE;
}

/** Who the password is for, to refuse one built from their own name or address. */
export interface PasswordOwner {
  name?: string | null;
  email?: string | null;
}

/**
 * The rule for every new password (registration, change, reset): not a common one, and hard
 * enough to guess. Refused with a Norwegian message saying why, on the `password` field (422).
 */
export async function assertPasswordAcceptable(
  password: string,
  owner: PasswordOwner = {},
): Promise<void> {
  if (await isCommonPassword(password)) throw fieldError('password', nb.passwordTooCommon);
  const personal = [owner.name, owner.email].filter((p): p is string => Boolean(p));
  if (!(await isStrongPassword(password, personal))) {
    throw fieldError('password', nb.passwordTooWeak);
  }
}
