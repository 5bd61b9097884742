import { api } from '../../api/base-api';
import {
  hutStatisticsSchema,
  networkStatisticsSchema,
  type HutStatistics,
  type NetworkStatistics,
} from '../../shared/contracts/statistics';

export interface Period {
  from: string;
  to: string;
}

/** The figures are read online (they are computed by the database for each request). */
const statisticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    hutStatistics: build.query<HutStatistics, Period & { companyId: number }>({
      query: ({ companyId, from, to }) => ({
        url: `/company/${companyId}/statistics`,
        params: { from, to },
      }),
      responseSchema: hutStatisticsSchema,
    }),
    networkStatistics: build.query<
      NetworkStatistics,
      Period & { county: string; municipality: string }
    >({
      query: ({ from, to, county, municipality }) => ({
        url: '/network/statistics',
        params: {
          from,
          to,
          ...(county ? { county } : {}),
          ...(municipality ? { municipality } : {}),
        },
      }),
      responseSchema: networkStatisticsSchema,
    }),
  }),
});

export const { useHutStatisticsQuery, useNetworkStatisticsQuery } = statisticsApi;
