/**
 * The database's identity on every sync answer (docs/sync-protocol.md, "After a restore"): a
 * random value made when the database is first prepared and made anew when it is restored from a
 * backup. A device that sees it change knows the server may have forgotten work it already
 * acknowledged, and sends its retained decided entries again.
 */
export const SYNC_EPOCH_HEADER = 'x-sync-epoch';

/** Base64url of 16 random bytes: what the server writes; anything else is not an epoch. */
export const SYNC_EPOCH_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** The epoch an answer names, or null when it names none (an older server) or a malformed one. */
export function answerEpoch(value: string | null | undefined): string | null {
  return value !== null && value !== undefined && SYNC_EPOCH_PATTERN.test(value) ? value : null;
}
