import { api } from '../../api/base-api';
import { myRetentionSchema, type MyRetention } from '../../shared/contracts/retention';

/** What is kept about the person and until when (GET /api/me/retention), for Min side. */
const myRetentionApi = api.enhanceEndpoints({ addTagTypes: ['Retention'] }).injectEndpoints({
  endpoints: (build) => ({
    myRetention: build.query<MyRetention, void>({
      query: () => '/me/retention',
      responseSchema: myRetentionSchema,
      providesTags: ['Retention'],
    }),
  }),
});

export const { useMyRetentionQuery } = myRetentionApi;
