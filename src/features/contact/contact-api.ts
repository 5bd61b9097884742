import { api } from '../../api/base-api';
import { contactResponseSchema, type ContactRequest } from '../../shared/contracts/contact';
import type * as z from 'zod/mini';

/** POST /api/contact stores the message for the admins. */
export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContact: build.mutation<z.infer<typeof contactResponseSchema>, ContactRequest>({
      // The token is bound to the session: one that ended while the form was open has gone stale.
      extraOptions: { freshCsrf: true },
      query: (body) => ({ url: '/contact', method: 'POST', body }),
      responseSchema: contactResponseSchema,
    }),
  }),
});

export const { useSendContactMutation } = contactApi;
