/** Longest code quoted back in a message; a QR code may hold a whole web address. */
const MAX_SHOWN = 32;

/** A read code as a message quotes it: trimmed, and cut short with … when long. */
export function shownCode(text: string): string {
  const code = text.trim();
  return code.length > MAX_SHOWN ? `${code.slice(0, MAX_SHOWN - 1)}…` : code;
}
