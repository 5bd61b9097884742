import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
  setupListeners,
} from '@reduxjs/toolkit/query/react';
import { createAction, type WithSlice } from '@reduxjs/toolkit';
import { storeHookup } from '../state/api-hookup';
import { rootReducer } from '../state/root-reducer';
import { readSessionTiming } from '../state/session/countdown';
import { csrfResponseSchema } from '../shared/contracts/auth';
import { applySessionTiming } from '../state/session/session-actions';
import { logoutRequested } from '../state/session/session-slice';
import { hasLoginFlag } from '../lib/local-storage';
import { responseRecorded, toastShown } from '../state/ui/ui-slice';
import { classifyError } from './error-mapping';
import { errorTexts } from '../i18n/nb/errors';
import { describeResponse } from './last-response';
import {
  CsrfRefreshError,
  csrfCookieUrl,
  isMutatingMethod,
  readCookie,
  refreshToken,
  xsrfCookieName,
  xsrfHeaderName,
} from './xsrf';

/** Per-endpoint options: `freshCsrf` fetches a new token first; `quietSession` never logs out. */
export interface ApiExtraOptions {
  freshCsrf?: boolean;
  quietSession?: boolean;
}

function cookieToken(): string | null {
  return typeof document === 'undefined' ? null : readCookie(document.cookie, xsrfCookieName);
}

async function fetchCsrfCookie(): Promise<string | null> {
  const response = await fetch(csrfCookieUrl, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  // Read the body either way so the connection is released; the cookie is what counts.
  const body = csrfResponseSchema.safeParse(await response.json().catch(() => null));
  if (!response.ok) return null;
  return cookieToken() ?? (body.success ? body.data.token : null);
}

let pendingToken: Promise<string> | null = null;
// The body's token, for the rare browser that hides the cookie from script right after setting.
let bodyToken: string | null = null;

/** The XSRF token from the cookie, fetching /csrf-cookie (max 3 tries) when missing or forced. */
export function ensureCsrfToken(force = false): Promise<string> {
  const existing = force ? null : cookieToken();
  if (existing) return Promise.resolve(existing);
  pendingToken ??= refreshToken(fetchCsrfCookie)
    .then((token) => {
      bodyToken = token;
      return token;
    })
    .finally(() => {
      pendingToken = null;
    });
  return pendingToken;
}

function forgetCsrfToken(): void {
  bodyToken = null;
  if (typeof document !== 'undefined') document.cookie = `${xsrfCookieName}=; Max-Age=0; path=/`;
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  credentials: 'include',
  prepareHeaders(headers) {
    const token = cookieToken() ?? bodyToken;
    if (token) headers.set(xsrfHeaderName, token);
    headers.set('Accept', 'application/json');
    return headers;
  },
});

function isSignedIn(state: unknown): boolean {
  if (typeof state !== 'object' || state === null || !('session' in state)) return false;
  const session: unknown = state.session;
  if (typeof session !== 'object' || session === null || !('user' in session)) return false;
  return session.user !== null && hasLoginFlag();
}

type AppBaseQuery = BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  ApiExtraOptions,
  FetchBaseQueryMeta
>;

export const baseQuery: AppBaseQuery = async (args, api, extraOptions = {}) => {
  const method = typeof args === 'string' ? 'GET' : (args.method ?? 'GET');
  if (isMutatingMethod(method)) {
    try {
      await ensureCsrfToken(extraOptions.freshCsrf === true);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(message);
      // No answer at all is the same as a request that never left: the screens say "uten nett".
      const status =
        error instanceof CsrfRefreshError && error.unreachable ? 'FETCH_ERROR' : 'CUSTOM_ERROR';
      return { error: { status, error: message } };
    }
  }

  const result = await rawBaseQuery(args, api, extraOptions);
  const response = result.meta?.response;
  const url = result.meta?.request.url ?? (typeof args === 'string' ? args : args.url);
  api.dispatch(
    responseRecorded(
      describeResponse({
        status: response?.status ?? result.error?.status ?? 0,
        statusText: response?.statusText,
        url,
        body: result.error
          ? 'data' in result.error
            ? result.error.data
            : result.error.error
          : null,
      }),
    ),
  );

  const signedIn = isSignedIn(api.getState());
  const timing = response ? readSessionTiming(response.headers) : null;
  if (timing && signedIn) applySessionTiming(api.dispatch, timing);

  if (result.error) {
    const status = result.error.status;
    const body = 'data' in result.error ? result.error.data : undefined;
    const effect = classifyError(status, body);
    switch (effect.kind) {
      case 'invalid-origin':
        console.error(errorTexts.invalidOriginLog);
        break;
      case 'forbidden':
        api.dispatch(toastShown({ kind: 'error', text: effect.text }));
        break;
      case 'logout':
        if (effect.reason === 'xsrf') forgetCsrfToken();
        if (signedIn && !extraOptions.quietSession) {
          api.dispatch(logoutRequested({ reason: effect.reason }));
        }
        break;
      case 'log':
        console.error(`API ${method} ${url}: ${String(status)}`);
        break;
    }
  }
  return result;
};

const apiAttached = createAction('api/attached');

/** The one RTK Query API; features add endpoints with `api.injectEndpoints` in their own files. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['User', 'Company', 'PublicData'],
  endpoints: () => ({}),
  onSchemaFailure(error, info) {
    console.error(`Ugyldig svar fra serveren (${info.endpoint})`, error.issues);
  },
  catchSchemaFailure: (error, info): FetchBaseQueryError => ({
    status: 'CUSTOM_ERROR',
    error: `Ugyldig svar fra serveren (${info.endpoint}).`,
    data: error.issues,
  }),
});

declare module '../state/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof api> {}
}

// Loaded on demand (not on a first anonymous visit): whoever imports the api first plugs it in.
rootReducer.inject(api);
const hookup = storeHookup();
hookup.addMiddleware(api.middleware);
// Any action initialises the injected state, so components can read it at once.
hookup.dispatch(apiAttached());
// Refetch on focus/reconnect for queries that opt in.
setupListeners(hookup.dispatch);
