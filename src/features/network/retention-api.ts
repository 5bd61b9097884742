import { api } from '../../api/base-api';
import {
  retentionSavedSchema,
  retentionSettingSchema,
  type RetentionSaved,
  type RetentionSetting,
  type RetentionSettingRequest,
} from '../../shared/contracts/retention';

/** The network's retention period: read (GET /api/retention) and set by the network admin. */
const retentionApi = api.enhanceEndpoints({ addTagTypes: ['Retention'] }).injectEndpoints({
  endpoints: (build) => ({
    retentionSetting: build.query<RetentionSetting, void>({
      query: () => '/retention',
      responseSchema: retentionSettingSchema,
      providesTags: ['Retention'],
    }),
    saveRetention: build.mutation<RetentionSaved, RetentionSettingRequest>({
      query: (body) => ({ url: '/network/retention', method: 'PUT', body }),
      responseSchema: retentionSavedSchema,
      invalidatesTags: ['Retention'],
    }),
  }),
});

export const { useRetentionSettingQuery, useSaveRetentionMutation } = retentionApi;
