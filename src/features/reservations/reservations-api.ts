import { api } from '../../api/base-api';
import {
  availabilitySchema,
  hutSettingsSchema,
  reservationListSchema,
  reservationSchema,
  type Availability,
  type HutSettings,
  type HutSettingsRequest,
  type Reservation,
  type ReservationList,
  type ReservationRequest,
  type WaitlistEntry,
  type Waitlist,
  waitlistEntrySchema,
  waitlistSchema,
} from '../../shared/contracts/reservations';

/**
 * Booking ahead, online only: the server decides (the last unit is checked in its transaction),
 * so nothing here goes through the counter's outbox.
 */
export const reservationsApi = api
  .enhanceEndpoints({
    addTagTypes: ['MyReservations', 'MyWaitlist', 'Availability', 'HutSettings', 'Pickups'],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      hutSettings: build.query<HutSettings, number>({
        query: (hut) => `/huts/${hut}/reservation-settings`,
        responseSchema: hutSettingsSchema,
        providesTags: (_r, _e, hut) => [{ type: 'HutSettings', id: hut }],
      }),
      saveHutSettings: build.mutation<HutSettings, { hut: number; body: HutSettingsRequest }>({
        query: ({ hut, body }) => ({
          url: `/company/${hut}/reservation-settings`,
          method: 'PUT',
          body,
        }),
        responseSchema: hutSettingsSchema,
        invalidatesTags: (_r, _e, { hut }) => [{ type: 'HutSettings', id: hut }],
      }),
      availability: build.query<Availability, { hut: number; productId: number; date: string }>({
        query: ({ hut, productId, date }) =>
          `/huts/${hut}/products/${productId}/availability?date=${encodeURIComponent(date)}`,
        responseSchema: availabilitySchema,
        providesTags: ['Availability'],
        // What is free changes as others book: asked again each time the day is chosen.
        keepUnusedDataFor: 0,
      }),
      reserve: build.mutation<Reservation, ReservationRequest>({
        query: (body) => ({ url: '/reservations', method: 'POST', body }),
        responseSchema: reservationSchema,
        invalidatesTags: ['MyReservations', 'MyWaitlist', 'Availability'],
      }),
      myReservations: build.query<ReservationList, void>({
        query: () => '/me/reservations',
        responseSchema: reservationListSchema,
        providesTags: ['MyReservations'],
        keepUnusedDataFor: 30,
      }),
      cancelReservation: build.mutation<Reservation, string>({
        query: (id) => ({ url: `/me/reservations/${encodeURIComponent(id)}`, method: 'DELETE' }),
        responseSchema: reservationSchema,
        invalidatesTags: ['MyReservations', 'Availability'],
      }),
      joinWaitlist: build.mutation<WaitlistEntry, ReservationRequest>({
        query: (body) => ({ url: '/reservations/waitlist', method: 'POST', body }),
        responseSchema: waitlistEntrySchema,
        invalidatesTags: ['MyWaitlist'],
      }),
      myWaitlist: build.query<Waitlist, void>({
        query: () => '/me/waitlist',
        responseSchema: waitlistSchema,
        providesTags: ['MyWaitlist'],
        keepUnusedDataFor: 30,
      }),
      leaveWaitlist: build.mutation<WaitlistEntry, string>({
        query: (id) => ({ url: `/me/waitlist/${encodeURIComponent(id)}`, method: 'DELETE' }),
        responseSchema: waitlistEntrySchema,
        invalidatesTags: ['MyWaitlist', 'Availability'],
      }),
      pickups: build.query<ReservationList, number>({
        query: (hut) => `/company/${hut}/pickups`,
        responseSchema: reservationListSchema,
        providesTags: ['Pickups'],
      }),
    }),
  });

export const {
  useHutSettingsQuery,
  useSaveHutSettingsMutation,
  useAvailabilityQuery,
  useReserveMutation,
  useMyReservationsQuery,
  useCancelReservationMutation,
  usePickupsQuery,
  useJoinWaitlistMutation,
  useMyWaitlistQuery,
  useLeaveWaitlistMutation,
} = reservationsApi;
