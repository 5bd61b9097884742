import { errorTexts } from '../i18n/nb/errors';

/**
 * XSRF token (SPEC §7: cookie XSRF-TOKEN, header X-XSRF-TOKEN). The server binds it to the
 * session and sends a new one when login or logout changes the session; the page reads the
 * cookie at every request, so it always echoes the current one.
 */
export const xsrfCookieName = 'XSRF-TOKEN';
export const xsrfHeaderName = 'X-XSRF-TOKEN';
export const csrfCookieUrl = '/csrf-cookie';
export const maxCsrfAttempts = 3;

/** Value of one cookie from a `document.cookie` string, URI-decoded; null when absent or empty. */
export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    if (raw === '') return null;
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

export function isMutatingMethod(method: string): boolean {
  return !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
}

type TokenFetcher = () => Promise<string | null>;

/** SPEC §8's 'Max retries exceeded …'; `unreachable`: no attempt got an answer (no network). */
export class CsrfRefreshError extends Error {
  constructor(readonly unreachable: boolean) {
    super(errorTexts.csrfRetriesExceeded);
    this.name = 'CsrfRefreshError';
  }
}

/**
 * Calls `fetchToken` until it yields a token, at most `maxCsrfAttempts` times.
 * Throws a CsrfRefreshError (the SPEC §8 text) when every attempt failed.
 */
export async function refreshToken(fetchToken: TokenFetcher): Promise<string> {
  let answered = false;
  for (let attempt = 1; attempt <= maxCsrfAttempts; attempt++) {
    try {
      const token = await fetchToken();
      answered = true;
      if (token) return token;
    } catch {
      // Network errors count as a failed attempt; the next one may succeed.
    }
  }
  throw new CsrfRefreshError(!answered);
}
