import { api } from '../../api/base-api';
import {
  queueUploadResponseSchema,
  type QueueUploadResponse,
} from '../../shared/contracts/queue-file';

/** A hut admin's upload of a saved queue (POST /api/company/:id/sync/queue-file). */
const queueFileApi = api.injectEndpoints({
  endpoints: (build) => ({
    uploadQueueFile: build.mutation<QueueUploadResponse, { hut: number; content: string }>({
      query: ({ hut, content }) => ({
        url: `/company/${hut}/sync/queue-file`,
        method: 'POST',
        body: { content },
      }),
      responseSchema: queueUploadResponseSchema,
    }),
  }),
});

export const { useUploadQueueFileMutation } = queueFileApi;
