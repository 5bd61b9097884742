import * as z from 'zod/mini';
import { normalizePhone } from '../domain/phone';
import { fieldLabels, nb } from '../texts/messages';

/**
 * Text input of every contract goes through textSchema, so no field can carry control
 * characters into the database (PostgreSQL refuses U+0000 in text outright) or into logs,
 * CSV exports and other people's screens (escape sequences, bells, backspaces), nor half of a
 * surrogate pair: JSON may write one ("\ud800"), but no UTF-8 can, so each database would store
 * U+FFFD instead and the row would no longer be what was sent (a replayed sync op with such a
 * device id answered id_conflict instead of duplicate). A lone surrogate is refused with the
 * control characters' message; a pair (an emoji) is one character and passes.
 *
 * Written as regular expressions rather than refinements so that generated API descriptions can
 * state them as patterns.
 */

/**
 * No C0 control character (U+0000–U+001F), no DEL (U+007F) and no lone surrogate: with the `u`
 * flag the pattern reads code points, so a pair is one character and a half of one is \p{Cs}.
 */
// eslint-disable-next-line no-control-regex -- naming control characters is this pattern's job
export const SINGLE_LINE_TEXT = /^[^\u0000-\u001f\u007f\p{Cs}]*$/u;

/** As single-line text, but line feed, carriage return and tab are kept (messages, notes). */
// eslint-disable-next-line no-control-regex -- naming control characters is this pattern's job
export const MULTI_LINE_TEXT = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\p{Cs}]*$/u;

export interface TextOptions {
  /** The field's name in messages, e.g. 'Navn'. */
  label: string;
  /** Most characters allowed (after trimming, when trimmed). */
  max: number;
  /** Refuse an empty value (after trimming): '<label> er påkrevd.' */
  required?: boolean;
  /** Keep \n, \r and \t; single-line fields refuse every control character. */
  multiLine?: boolean;
  /** Leading and trailing whitespace is dropped unless false (passwords are taken as typed). */
  trim?: boolean;
  /** Other texts than the defaults ('<label> er påkrevd.', '… kan ikke være lengre enn …'). */
  messages?: Partial<Record<'type' | 'required' | 'tooLong' | 'control', string>>;
}

/** A string field of a request contract. */
export function textSchema(options: TextOptions) {
  const { label, max, messages = {} } = options;
  const required = messages.required ?? nb.required(label);
  const checks = [
    ...(options.trim === false ? [] : [z.trim()]),
    z.regex(options.multiLine ? MULTI_LINE_TEXT : SINGLE_LINE_TEXT, {
      error: messages.control ?? nb.controlCharacters(label),
    }),
    ...(options.required ? [z.minLength(1, { error: required })] : []),
    z.maxLength(max, { error: messages.tooLong ?? nb.tooLong(label, max) }),
  ];
  return z.string({ error: messages.type ?? required }).check(...checks);
}

/**
 * An optional phone number: empty means none; otherwise a Norwegian or international number,
 * stored in the one form the counter looks people up by (src/shared/domain/phone.ts).
 */
export const optionalPhoneSchema = z.pipe(
  textSchema({ label: fieldLabels.phone, max: 25 }),
  z.transform((value: string, ctx) => {
    if (value === '') return null;
    const phone = normalizePhone(value);
    if (phone === null) ctx.issues.push({ code: 'custom', message: nb.phone, input: value });
    return phone;
  }),
);
