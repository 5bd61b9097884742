import { api } from '../../api/base-api';
import { getDb } from '../../db/database';
import { keepMyPage } from '../../db/my-page-store';
import {
  accountMessageSchema,
  endedSessionsSchema,
  myPageChangeSchema,
  myPageSchema,
  mySessionsSchema,
  type DeleteAccountRequest,
  type EmailChangeRequest,
  type MemberRequest,
  type MyPage,
  type MyPageChange,
  type MySessions,
  type NewMemberRequest,
  type PasswordChangeRequest,
  type ProfileRequest,
} from '../../shared/contracts/profile';
import { userLoaded } from '../../state/session/session-slice';

type Message = { message: string };

/** Keeps the device's copy; a failure there must not fail the call that succeeded. */
async function keep(page: MyPage): Promise<void> {
  try {
    await keepMyPage(getDb(), page);
  } catch (error) {
    console.error('Min side ble ikke lagret på enheten', error);
  }
}

const taggedApi = api.enhanceEndpoints({ addTagTypes: ['MySessions'] });

/** The calls of Min side (GET/PUT/POST/DELETE /api/me…); the person's own data only. */
export const profileApi = taggedApi.injectEndpoints({
  endpoints: (build) => {
    /** A change answers with the page as it is now: show it, keep it, and (when the person's
     * record or huts changed) update the session's user, so the header and menus follow. */
    const change = <Arg>(request: (arg: Arg) => { url: string; method: string; body?: unknown }) =>
      build.mutation<MyPageChange, Arg>({
        query: request,
        responseSchema: myPageChangeSchema,
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          try {
            const { page } = (await queryFulfilled).data;
            dispatch(profileApi.util.upsertQueryData('myPage', undefined, page));
            dispatch(userLoaded({ user: page.user, attached_companies: page.attached_companies }));
            await keep(page);
          } catch {
            // The form that sent it shows the error.
          }
        },
      });

    return {
      myPage: build.query<MyPage, void>({
        query: () => '/me',
        responseSchema: myPageSchema,
        // Personal: dropped soon after Min side is left (the device keeps its own copy).
        keepUnusedDataFor: 30,
        async onQueryStarted(_arg, { queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            await keep(data);
          } catch {
            // Offline or refused: the screen shows the kept copy or the error.
          }
        },
      }),
      updateProfile: change((body: ProfileRequest) => ({
        url: '/me/profile',
        method: 'PUT',
        body,
      })),
      changeEmail: change((body: EmailChangeRequest) => ({
        url: '/me/email',
        method: 'PUT',
        body,
      })),
      addMember: change((body: NewMemberRequest) => ({ url: '/me/members', method: 'POST', body })),
      updateMember: change(({ id, body }: { id: string; body: MemberRequest }) => ({
        url: `/me/members/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
      })),
      removeMember: change((id: string) => ({
        url: `/me/members/${encodeURIComponent(id)}`,
        method: 'DELETE',
      })),
      joinHut: change((id: number) => ({ url: `/me/huts/${id}`, method: 'PUT' })),
      leaveHut: change((id: number) => ({ url: `/me/huts/${id}`, method: 'DELETE' })),
      changePassword: build.mutation<Message, PasswordChangeRequest>({
        query: (body) => ({ url: '/me/password', method: 'PUT', body }),
        responseSchema: accountMessageSchema,
        invalidatesTags: ['MySessions'],
      }),
      mySessions: build.query<MySessions, void>({
        query: () => '/me/sessions',
        responseSchema: mySessionsSchema,
        providesTags: ['MySessions'],
        keepUnusedDataFor: 0,
      }),
      endOtherSessions: build.mutation<{ message: string; ended: number }, void>({
        query: () => ({ url: '/me/sessions/others', method: 'DELETE' }),
        responseSchema: endedSessionsSchema,
        invalidatesTags: ['MySessions'],
      }),
      deleteAccount: build.mutation<Message, DeleteAccountRequest>({
        query: (body) => ({ url: '/me', method: 'DELETE', body }),
        responseSchema: accountMessageSchema,
        // The session ends with the account: a 401 afterwards is expected, not a logout to do.
        extraOptions: { quietSession: true },
      }),
    };
  },
});

export const {
  useMyPageQuery,
  useUpdateProfileMutation,
  useChangeEmailMutation,
  useChangePasswordMutation,
  useAddMemberMutation,
  useUpdateMemberMutation,
  useRemoveMemberMutation,
  useJoinHutMutation,
  useLeaveHutMutation,
  useMySessionsQuery,
  useEndOtherSessionsMutation,
  useDeleteAccountMutation,
} = profileApi;
