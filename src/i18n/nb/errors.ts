/**
 * SPEC §8's error texts, exactly as the SPEC writes them (some in English): what the screens
 * and the console say when the server's answer cannot be used.
 */
export const errorTexts = {
  noUserData: 'No userdata returned from backend',
  noUserEmail: 'NO USER EMAIL IN RESPONSE',
  invalidUserData: 'Invalid userdata returned from backend',
  csrfRetriesExceeded: 'Max retries exceeded for CSRF token refresh.',
  invalidOriginLog: 'Request originated from an unauthorized domain.',
} as const;
