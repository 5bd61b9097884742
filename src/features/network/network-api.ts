import { afterSuccess } from '../../api/after-success';
import { api } from '../../api/base-api';
import {
  inboxResponseSchema,
  messageStatusResponseSchema,
  networkHutResponseSchema,
  networkHutsResponseSchema,
  type AppointAdminRequest,
  type HutInput,
  type HutStatusRequest,
  type InboxResponse,
  type MessageStatusRequest,
  type MessageStatusResponse,
  type NetworkHutResponse,
  type NetworkHutsResponse,
} from '../../shared/contracts/network';
import type { ContactMessageStatus } from '../../shared/domain/statuses';
import {
  categoryRequestMessageSchema,
  categoryRequestsResponseSchema,
  type CategoryRequest,
  type CategoryRequestAnswer,
} from '../../shared/contracts/category-requests';
import { syncCatalogue } from '../../sync/catalogue-sync';

/**
 * The network admin's calls (/api/network/…). A change to a hut also refreshes the public hut
 * list of this session (PublicData: the network admin's /velgfirma) and the device's catalogue,
 * so the public pages show it at once.
 */
const networkApi = api
  .enhanceEndpoints({ addTagTypes: ['NetworkHuts', 'Inbox', 'CategoryRequests'] })
  .injectEndpoints({
    endpoints: (build) => {
      return {
        networkHuts: build.query<NetworkHutsResponse, void>({
          query: () => '/network/huts',
          responseSchema: networkHutsResponseSchema,
          providesTags: ['NetworkHuts'],
        }),
        createHut: build.mutation<NetworkHutResponse, HutInput>({
          query: (body) => ({ url: '/network/huts', method: 'POST', body }),
          responseSchema: networkHutResponseSchema,
          invalidatesTags: ['NetworkHuts', 'PublicData'],
          onQueryStarted: (_arg, { queryFulfilled }) =>
            afterSuccess(queryFulfilled, () => void syncCatalogue()),
        }),
        updateHut: build.mutation<NetworkHutResponse, { id: number; body: HutInput }>({
          query: ({ id, body }) => ({ url: `/network/huts/${id}`, method: 'PUT', body }),
          responseSchema: networkHutResponseSchema,
          invalidatesTags: ['NetworkHuts', 'PublicData'],
          onQueryStarted: (_arg, { queryFulfilled }) =>
            afterSuccess(queryFulfilled, () => void syncCatalogue()),
        }),
        setHutStatus: build.mutation<NetworkHutResponse, { id: number; body: HutStatusRequest }>({
          query: ({ id, body }) => ({ url: `/network/huts/${id}/status`, method: 'PUT', body }),
          responseSchema: networkHutResponseSchema,
          invalidatesTags: ['NetworkHuts', 'PublicData'],
          onQueryStarted: (_arg, { queryFulfilled }) =>
            afterSuccess(queryFulfilled, () => void syncCatalogue()),
        }),
        appointAdmin: build.mutation<NetworkHutResponse, { id: number; body: AppointAdminRequest }>(
          {
            query: ({ id, body }) => ({ url: `/network/huts/${id}/admins`, method: 'POST', body }),
            responseSchema: networkHutResponseSchema,
            invalidatesTags: ['NetworkHuts'],
          },
        ),
        inbox: build.query<InboxResponse, ContactMessageStatus | undefined>({
          query: (status) => (status ? `/network/messages?status=${status}` : '/network/messages'),
          responseSchema: inboxResponseSchema,
          providesTags: ['Inbox'],
        }),
        setMessageStatus: build.mutation<
          MessageStatusResponse,
          { id: number; body: MessageStatusRequest }
        >({
          query: ({ id, body }) => ({ url: `/network/messages/${id}/status`, method: 'PUT', body }),
          responseSchema: messageStatusResponseSchema,
          invalidatesTags: ['Inbox'],
        }),
        categoryRequests: build.query<{ requests: CategoryRequest[] }, void>({
          query: () => '/network/category-requests',
          responseSchema: categoryRequestsResponseSchema,
          providesTags: ['CategoryRequests'],
        }),
        answerCategoryRequest: build.mutation<
          { message: string },
          { id: number; body: CategoryRequestAnswer }
        >({
          query: ({ id, body }) => ({
            url: `/network/category-requests/${id}`,
            method: 'PUT',
            body,
          }),
          responseSchema: categoryRequestMessageSchema,
          invalidatesTags: ['CategoryRequests'],
          // An added category is in the tree: the device's catalogue follows at once.
          onQueryStarted: (_arg, { queryFulfilled }) =>
            afterSuccess(queryFulfilled, () => void syncCatalogue()),
        }),
      };
    },
  });

export const {
  useNetworkHutsQuery,
  useCreateHutMutation,
  useUpdateHutMutation,
  useSetHutStatusMutation,
  useAppointAdminMutation,
  useInboxQuery,
  useSetMessageStatusMutation,
  useCategoryRequestsQuery,
  useAnswerCategoryRequestMutation,
} = networkApi;
