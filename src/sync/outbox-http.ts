/**
 * HTTP helpers of the outbox sync, usable in a page and in the service worker (which has no
 * document.cookie, so the XSRF token comes from the body of GET /csrf-cookie).
 */
import {
  requestProtocol,
  SYNC_PROTOCOL,
  SYNC_PROTOCOL_HEADER,
} from '../shared/contracts/sync-op-versions';
import { notifyAppOutdated } from './app-outdated';

export const CSRF_URL = '/csrf-cookie';
export const PUSH_URL = '/api/sync/push';
export const PULL_URL = '/api/sync/pull';
export const PING_URL = '/api/sync/ping';
/** A request hanging this long is treated as a lost network (and retried later). */
const REQUEST_TIMEOUT_MS = 30_000;
/** A reachability question gives up sooner: the next one follows within a second anyway. */
const PROBE_TIMEOUT_MS = 3_000;

/** A non-2xx answer where a 2xx was needed. */
export class HttpStatusError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
    this.name = 'HttpStatusError';
  }
}

/**
 * What a reverse proxy answers while the server behind it is stopped or restarting: the server
 * itself did not answer, just as when the connection is refused.
 */
export function isGatewayStatus(status: number | null): boolean {
  return status === 502 || status === 504;
}

/** 401 (no session) and 419 (XSRF): the queue pauses until staff sign in again. */
export function isAuthStatus(status: number): boolean {
  return status === 401 || status === 419;
}

export function requestInit(init: RequestInit & { headers?: Record<string, string> }): RequestInit {
  const timeout =
    typeof AbortSignal !== 'undefined' && 'timeout' in AbortSignal
      ? { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }
      : {};
  // Every sync request names this bundle's protocol: the server upcasts or refuses by it.
  const headers = { ...init.headers, [SYNC_PROTOCOL_HEADER]: String(SYNC_PROTOCOL) };
  return { credentials: 'same-origin', cache: 'no-store', ...timeout, ...init, headers };
}

/** A JSON POST of the sync API with the XSRF token (push, the device key). */
export function postJsonInit(token: string, body: unknown): RequestInit {
  return requestInit({
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'X-XSRF-TOKEN': token,
    },
    body: JSON.stringify(body),
  });
}

/** 426: the server no longer serves this bundle; it must be updated before it syncs. */
export const UPDATE_REQUIRED_STATUS = 426;

/**
 * What an answer says of this bundle's age: a newer protocol on the server (an update waits)
 * or a refusal of this bundle (426). Either way the update prompt appears at once.
 */
export function noteServerProtocol(response: Response): void {
  if (response.status === UPDATE_REQUIRED_STATUS) {
    notifyAppOutdated('required');
    return;
  }
  const named = response.headers.get(SYNC_PROTOCOL_HEADER);
  if (named !== null && requestProtocol(named) > SYNC_PROTOCOL) notifyAppOutdated('newer');
}

/** The XSRF token, fresh from the server right before a push. */
export async function fetchXsrfToken(doFetch: typeof fetch): Promise<string> {
  const response = await doFetch(
    CSRF_URL,
    requestInit({ headers: { Accept: 'application/json' } }),
  );
  if (!response.ok) throw new HttpStatusError(response.status);
  const body: unknown = await response.json();
  if (typeof body === 'object' && body !== null && 'token' in body) {
    const { token } = body;
    if (typeof token === 'string' && token.length > 0) return token;
  }
  throw new HttpStatusError(response.status);
}

/**
 * Does the server answer again? One GET /api/sync/ping (a few bytes, no work for the server),
 * asked while sync waits for a server that did not answer: any answer but a gateway's counts.
 * It goes the way push and pull go (not to /csrf-cookie): a way that answers the token but not
 * the API would otherwise count as answering, and the sync would back off instead of probing.
 */
export async function serverAnswers(doFetch: typeof fetch): Promise<boolean> {
  try {
    const signal =
      typeof AbortSignal !== 'undefined' && 'timeout' in AbortSignal
        ? AbortSignal.timeout(PROBE_TIMEOUT_MS)
        : undefined;
    const response = await doFetch(
      PING_URL,
      requestInit({ headers: { Accept: 'application/json' }, ...(signal ? { signal } : {}) }),
    );
    return !isGatewayStatus(response.status);
  } catch {
    return false;
  }
}
