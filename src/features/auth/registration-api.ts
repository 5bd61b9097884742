import type { UserDataResponse } from '../../shared/contracts/auth';
import type { RegisterRequest } from '../../shared/contracts/auth-requests';
import {
  registrationAcceptedSchema,
  type RegistrationAccepted,
} from '../../shared/contracts/registration';
import { api } from '../../api/base-api';
import { asUserData, establishWhenFulfilled } from '../../api/session-api';

/**
 * Registering: the form, whose answer only says an email is on its way (the same for an address
 * that has an account), and the emailed link, which makes the account and starts its session as
 * a login does. Both replace a stale XSRF token first: it is bound to a session that may have
 * ended meanwhile.
 */
export const registrationApi = api.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<RegistrationAccepted, RegisterRequest>({
      extraOptions: { freshCsrf: true },
      query: (body) => ({ url: '/register', method: 'POST', body }),
      responseSchema: registrationAcceptedSchema,
    }),
    confirmRegistration: build.mutation<UserDataResponse, string>({
      extraOptions: { freshCsrf: true },
      async queryFn(token, _api, _extra, baseQuery) {
        return asUserData(
          await baseQuery({ url: '/register/confirm', method: 'POST', body: { token } }),
        );
      },
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        establishWhenFulfilled(dispatch, queryFulfilled),
    }),
  }),
});

export const { useRegisterMutation, useConfirmRegistrationMutation } = registrationApi;
