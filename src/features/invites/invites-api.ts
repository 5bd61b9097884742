import { api } from '../../api/base-api';
import {
  inviteAcceptedSchema,
  invitePreviewSchema,
  type InviteAccepted,
  type InvitePreview,
} from '../../shared/contracts/hut-people';

/**
 * The emailed link of a staff invitation: what it offers, and accepting it (online only). The
 * token goes in the body; a stale XSRF token of an ended session is replaced first, as for login.
 */
export const invitesApi = api.injectEndpoints({
  endpoints: (build) => ({
    invitePreview: build.query<InvitePreview, string>({
      extraOptions: { freshCsrf: true },
      query: (token) => ({ url: '/invites/preview', method: 'POST', body: { token } }),
      responseSchema: invitePreviewSchema,
      keepUnusedDataFor: 0,
    }),
    acceptInvite: build.mutation<InviteAccepted, string>({
      extraOptions: { freshCsrf: true },
      query: (token) => ({ url: '/invites/accept', method: 'POST', body: { token } }),
      responseSchema: inviteAcceptedSchema,
    }),
  }),
});

export const { useInvitePreviewQuery, useAcceptInviteMutation } = invitesApi;
