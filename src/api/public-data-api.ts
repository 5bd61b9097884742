// Contract modules are imported one by one: the barrel would pull every contract (and date-fns)
// into the first-load chunk.
import { publicDataResponseSchema, type PublicDataResponse } from '../shared/contracts/catalogue';
import { api } from './base-api';

/** GET /api/public/data: categories (seasons are roots) and huts. */
export const publicDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    publicData: build.query<PublicDataResponse, void>({
      query: () => '/public/data',
      responseSchema: publicDataResponseSchema,
      providesTags: ['PublicData'],
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { usePublicDataQuery } = publicDataApi;
