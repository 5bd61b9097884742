import { afterSuccess } from '../../api/after-success';
import { api } from '../../api/base-api';
import { triggerSync } from '../../db/commands/sync-trigger';
import {
  hutInvitesResponseSchema,
  hutPeopleMessageSchema,
  type HutInviteRequest,
  type HutPeopleMessage,
  type HutRoleRequest,
} from '../../shared/contracts/hut-people';
import type { HutInvite } from '../../shared/contracts/hut-people';

/** A hut admin's calls (/api/company/{id}/people…, /invites): online, decided by the server. */
export const hutPeopleApi = api.enhanceEndpoints({ addTagTypes: ['HutInvites'] }).injectEndpoints({
  endpoints: (build) => ({
    setRole: build.mutation<
      HutPeopleMessage,
      { hut: number; userId: number; body: HutRoleRequest }
    >({
      query: ({ hut, userId, body }) => ({
        url: `/company/${hut}/people/${userId}/role`,
        method: 'PUT',
        body,
      }),
      responseSchema: hutPeopleMessageSchema,
      onQueryStarted: (_arg, { queryFulfilled }) => afterSuccess(queryFulfilled, triggerSync),
    }),
    removePerson: build.mutation<HutPeopleMessage, { hut: number; userId: number }>({
      query: ({ hut, userId }) => ({ url: `/company/${hut}/people/${userId}`, method: 'DELETE' }),
      responseSchema: hutPeopleMessageSchema,
      onQueryStarted: (_arg, { queryFulfilled }) => afterSuccess(queryFulfilled, triggerSync),
    }),
    invites: build.query<{ invites: HutInvite[] }, number>({
      query: (hut) => `/company/${hut}/invites`,
      responseSchema: hutInvitesResponseSchema,
      providesTags: ['HutInvites'],
    }),
    invite: build.mutation<HutPeopleMessage, { hut: number; body: HutInviteRequest }>({
      query: ({ hut, body }) => ({ url: `/company/${hut}/invites`, method: 'POST', body }),
      responseSchema: hutPeopleMessageSchema,
      // Nothing changes at the hut until the invited person accepts: no sync to ask for.
      invalidatesTags: ['HutInvites'],
    }),
    withdrawInvite: build.mutation<HutPeopleMessage, { hut: number; id: number }>({
      query: ({ hut, id }) => ({ url: `/company/${hut}/invites/${id}`, method: 'DELETE' }),
      responseSchema: hutPeopleMessageSchema,
      invalidatesTags: ['HutInvites'],
    }),
  }),
});

export const {
  useSetRoleMutation,
  useRemovePersonMutation,
  useInvitesQuery,
  useInviteMutation,
  useWithdrawInviteMutation,
} = hutPeopleApi;
