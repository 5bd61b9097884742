import { api } from '../../api/base-api';
import {
  noticeSchema,
  noticesResponseSchema,
  type Notice,
  type NoticesResponse,
} from '../../shared/contracts/notices';

/** The bell's calls (GET /api/notifications, PUT /api/notifications/{id}): the caller's own. */
export const noticesApi = api.injectEndpoints({
  endpoints: (build) => ({
    notices: build.query<NoticesResponse, void>({
      query: () => '/notifications',
      responseSchema: noticesResponseSchema,
      // The device keeps its own copy (db/notice-store.ts); this is only the latest answer.
      keepUnusedDataFor: 0,
    }),
    markNotice: build.mutation<Notice, { id: number; read: boolean }>({
      query: ({ id, read }) => ({ url: `/notifications/${id}`, method: 'PUT', body: { read } }),
      responseSchema: noticeSchema,
    }),
  }),
});
