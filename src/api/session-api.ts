import type { Dispatch } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import {
  currentCompanyResponseSchema,
  type CurrentCompanyResponse,
  type UserDataResponse,
} from '../shared/contracts/auth';
import { type LoginRequest } from '../shared/contracts/auth-requests';
import { readSessionTiming } from '../state/session/countdown';
import { applySessionTiming, establishSession } from '../state/session/session-actions';
import { companyLoaded, userLoaded } from '../state/session/session-slice';
import { api } from './base-api';
import { parseUserData } from '../state/session/user-data';

function customError(error: string): FetchBaseQueryError {
  return { status: 'CUSTOM_ERROR', error };
}

type RawResult<M> =
  | { error: FetchBaseQueryError; data?: undefined; meta?: M }
  | { error?: undefined; data: unknown; meta?: M };

/** The answer of login, a registration's link and userdata, checked with the shared contract. */
export function asUserData<M>(result: RawResult<M>) {
  if (result.error) return { error: result.error, meta: result.meta };
  const parsed = parseUserData(result.data);
  if (parsed.ok) return { data: parsed.data, meta: result.meta };
  console.error(parsed.error);
  return { error: customError(parsed.error), meta: result.meta };
}

/** Login and a registration's link start the session the same way; their screens show failures. */
export async function establishWhenFulfilled(
  dispatch: Dispatch,
  queryFulfilled: Promise<{ data: UserDataResponse; meta?: { response?: Response } | undefined }>,
) {
  try {
    const { data, meta } = await queryFulfilled;
    const timing = meta?.response ? readSessionTiming(meta.response.headers) : null;
    establishSession(dispatch, data, timing);
  } catch {
    // The screen that sent the request shows the error.
  }
}

/**
 * Login, user data, logout and the current hut (SPEC §7). Registering is in
 * features/auth/registration-api.ts, with the screens that use it (not on a first visit).
 */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<UserDataResponse, LoginRequest>({
      extraOptions: { freshCsrf: true },
      async queryFn(body, _api, _extra, baseQuery) {
        return asUserData(await baseQuery({ url: '/login', method: 'POST', body }));
      },
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        establishWhenFulfilled(dispatch, queryFulfilled),
    }),
    userData: build.query<UserDataResponse, void>({
      keepUnusedDataFor: 0,
      async queryFn(_arg, _api, _extra, baseQuery) {
        return asUserData(await baseQuery('/userdata'));
      },
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data, meta } = await queryFulfilled;
          dispatch(userLoaded(data));
          // The base query saw this answer before the user was loaded, so it could not start
          // the countdown; at startup no other call may follow soon to do it.
          const timing = meta?.response ? readSessionTiming(meta.response.headers) : null;
          if (timing) applySessionTiming(dispatch, timing);
        } catch {
          // Startup decides what a failure means (see bootstrap.ts).
        }
      },
    }),
    logout: build.mutation<null, void>({
      extraOptions: { quietSession: true },
      query: () => ({ url: '/logout', method: 'POST', timeout: 5000 }),
      transformResponse: () => null,
    }),
    currentCompany: build.query<CurrentCompanyResponse, void>({
      query: () => '/company/current',
      responseSchema: currentCompanyResponseSchema,
      providesTags: ['Company'],
    }),
    setCompany: build.mutation<CurrentCompanyResponse, number>({
      query: (id) => ({ url: `/company/${id}/set`, method: 'POST' }),
      responseSchema: currentCompanyResponseSchema,
      invalidatesTags: ['Company'],
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(companyLoaded(data.company));
        } catch {
          // The choose-hut screen shows the error.
        }
      },
    }),
  }),
});

export const { useLoginMutation, useLogoutMutation, useSetCompanyMutation, useLazyUserDataQuery } =
  sessionApi;
