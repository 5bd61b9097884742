/**
 * Phone numbers as people type them ("+47 912 34 567", "912 34 567", "0047 91234567") and as
 * the product stores and compares them: a Norwegian number as its 8 digits, any other as "+"
 * and its digits. The counter finds a person in the network by this exact form (never by part of
 * a number outside the hut: privacy).
 */
const NORWEGIAN = /^(?:\+47|0047)?(\d{8})$/;
const INTERNATIONAL = /^(?:\+|00)(\d{7,15})$/;

/** The stored form, or null when the text is not a phone number. */
export function normalizePhone(input: string): string | null {
  const compact = input.trim().replace(/[\s().-]/g, '');
  const norwegian = NORWEGIAN.exec(compact);
  if (norwegian?.[1]) return norwegian[1];
  const international = INTERNATIONAL.exec(compact);
  if (international?.[1] && !international[1].startsWith('47')) return `+${international[1]}`;
  return null;
}

/** True when the text reads as a phone number (the counter then looks it up exactly). */
export function looksLikePhone(input: string): boolean {
  return normalizePhone(input) !== null;
}
