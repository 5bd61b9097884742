/**
 * Norwegian texts of the one-time set-password link (admin CLI, POST /api/password-link/*): the
 * refusals the link's screen shows and the answer once the password is set. The server and the
 * screen share them.
 */
export const passwordLinkTexts = {
  linkUnknown: 'Lenken er ugyldig. Be den som ga deg lenken om en ny.',
  linkUsed: 'Lenken er allerede brukt. Be den som ga deg lenken om en ny.',
  linkExpired: 'Lenken er utløpt. Be den som ga deg lenken om en ny.',
  passwordSet: 'Passordet er satt. Logg inn med det nye passordet.',
} as const;

/** The refusals' codes (422), for tests and clients that tell them apart. */
export const passwordLinkErrorCodes = {
  unknown: 'password_link_unknown',
  used: 'password_link_used',
  expired: 'password_link_expired',
} as const;
