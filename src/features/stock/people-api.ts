import { api } from '../../api/base-api';
import {
  networkPeopleResponseSchema,
  type NetworkPeopleResponse,
} from '../../shared/contracts/people';

/** GET /api/company/{id}/people?q=: the network's people by a whole email or phone number. */
export const peopleApi = api.injectEndpoints({
  endpoints: (build) => ({
    lookupPeople: build.query<NetworkPeopleResponse, { hut: number; q: string }>({
      query: ({ hut, q }) => ({ url: `/company/${hut}/people`, params: { q } }),
      responseSchema: networkPeopleResponseSchema,
      // Always ask again: whether the family has registered is what staff are checking.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyLookupPeopleQuery } = peopleApi;
