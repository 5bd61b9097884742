import type { FastifyPluginAsync } from 'fastify';
import { idParamsSchema } from '../../shared/contracts/common';
import {
  availabilityParamsSchema,
  availabilityQuerySchema,
  availabilitySchema,
  hutSettingsRequestSchema,
  hutSettingsSchema,
  reservationListSchema,
  reservationParamsSchema,
  reservationRequestSchema,
  reservationSchema,
  waitlistEntrySchema,
  waitlistParamsSchema,
  waitlistSchema,
} from '../../shared/contracts/reservations';
import { todayIso } from '../db/clock';
import {
  cancelMyReservation,
  createReservation,
  dayAvailability,
  hutPickups,
  joinWaitlist,
  leaveWaitlist,
  myReservations,
  myWaitlist,
  readHutSettings,
  saveHutSettings,
} from '../services/reservations';
import { defineRoute } from './define-route';

const tags = ['reservations'];

/**
 * Booking ahead: what is free on a day (anyone), a borrower's own reservations, the hut's
 * pickups of the day (staff) and its booking rules (read by anyone, set by the hut's admin).
 * Server-authoritative: the last-unit check runs in the booking's transaction.
 */
export const reservationRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, {
    method: 'GET',
    url: '/api/huts/:id/products/:productId/availability',
    access: 'public',
    summary: 'Units of a product free at a hut on a day: there, not out, not reserved',
    tags,
    schema: {
      params: availabilityParamsSchema,
      querystring: availabilityQuerySchema,
      response: { 200: availabilitySchema },
    },
    handler: async ({ params, query }) =>
      dayAvailability(app.db, params.id, params.productId, query.date),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/huts/:id/reservation-settings',
    access: 'public',
    summary: "A hut's booking rules: on or off, the window, pickup days, loan length, most units",
    tags,
    schema: { params: idParamsSchema, response: { 200: hutSettingsSchema } },
    handler: async ({ params }) => {
      const s = await readHutSettings(app.db, params.id);
      return { ...s, pickupWeekdays: [...s.pickupWeekdays] };
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/company/:id/reservation-settings',
    access: 'hutAdmin',
    summary: "Set the hut's booking rules",
    tags,
    schema: {
      params: idParamsSchema,
      body: hutSettingsRequestSchema,
      response: { 200: hutSettingsSchema },
    },
    handler: async ({ hut, body }) => {
      const s = await saveHutSettings(app.db, hut.company.id, body);
      return { ...s, pickupWeekdays: [...s.pickupWeekdays] };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/reservations',
    access: 'signedIn',
    summary: 'Reserve N units of a product (a size or any) at a hut for a pickup day',
    tags,
    schema: { body: reservationRequestSchema, response: { 201: reservationSchema } },
    handler: async ({ user, body, reply }) => {
      const reservation = await createReservation(app.db, user.id, body, todayIso());
      reply.status(201);
      return reservation;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/me/reservations',
    access: 'signedIn',
    summary: "The person's own reservations",
    tags,
    schema: { response: { 200: reservationListSchema } },
    handler: async ({ user }) => ({ reservations: await myReservations(app.db, user.id) }),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/me/reservations/:reservationId',
    access: 'signedIn',
    summary: 'Cancel one of the own reservations',
    tags,
    schema: { params: reservationParamsSchema, response: { 200: reservationSchema } },
    handler: async ({ user, params }) => cancelMyReservation(app.db, user.id, params.reservationId),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/company/:id/pickups',
    access: 'staffOfHut',
    summary: "The hut's reservations to be picked up today",
    tags,
    schema: { params: idParamsSchema, response: { 200: reservationListSchema } },
    handler: async ({ hut }) => ({
      reservations: await hutPickups(app.db, hut.company.id, todayIso()),
    }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/reservations/waitlist',
    access: 'signedIn',
    summary: 'Join the waiting list of a fully booked day (told when units free)',
    tags,
    schema: { body: reservationRequestSchema, response: { 201: waitlistEntrySchema } },
    handler: async ({ user, body, reply }) => {
      const entry = await joinWaitlist(app.db, user.id, body, todayIso());
      reply.status(201);
      return entry;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/me/waitlist',
    access: 'signedIn',
    summary: "The person's places in waiting lists, with any offer and its deadline",
    tags,
    schema: { response: { 200: waitlistSchema } },
    handler: async ({ user }) => ({ entries: await myWaitlist(app.db, user.id) }),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/me/waitlist/:entryId',
    access: 'signedIn',
    summary: 'Leave a waiting list (an offer goes to the next in line)',
    tags,
    schema: { params: waitlistParamsSchema, response: { 200: waitlistEntrySchema } },
    handler: async ({ user, params }) => leaveWaitlist(app.db, user.id, params.entryId),
  });
};
