import { api } from '../../api/base-api';
import {
  passwordLinkPreviewSchema,
  passwordLinkSetSchema,
  type PasswordLinkPreview,
  type PasswordLinkSet,
  type PasswordLinkSetRequest,
} from '../../shared/contracts/password-link';

/**
 * The admin CLI's one-time set-password link: whose account it is for, and setting the password
 * (online only). The token goes in the body; a stale XSRF token of an ended session is replaced
 * first, as for login.
 */
export const passwordLinkApi = api.injectEndpoints({
  endpoints: (build) => ({
    passwordLinkPreview: build.query<PasswordLinkPreview, string>({
      extraOptions: { freshCsrf: true },
      query: (token) => ({ url: '/password-link/preview', method: 'POST', body: { token } }),
      responseSchema: passwordLinkPreviewSchema,
      keepUnusedDataFor: 0,
    }),
    setPasswordWithLink: build.mutation<PasswordLinkSet, PasswordLinkSetRequest>({
      extraOptions: { freshCsrf: true },
      query: (body) => ({ url: '/password-link/set', method: 'POST', body }),
      responseSchema: passwordLinkSetSchema,
    }),
  }),
});

export const { usePasswordLinkPreviewQuery, useSetPasswordWithLinkMutation } = passwordLinkApi;
