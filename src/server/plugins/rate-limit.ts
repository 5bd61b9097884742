import fastifyRateLimit from '@fastify/rate-limit';
import type { RateLimitOptions } from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { errorCodes } from '../../shared/contracts/errors';
import { nb } from '../../shared/messages';
import { HttpError } from '../errors';

/**
 * Per-route limits only (login, register, contact). Counters are per process: with several API
 * processes the effective limit is multiplied by their number, which is acceptable for slowing
 * down password guessing.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(fastifyRateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        new HttpError(context.statusCode, errorCodes.rateLimited, nb.tooManyAttempts),
    });
  },
  { name: 'app-rate-limit', fastify: '5.x', dependencies: ['app-access'] },
);

/** Route config for endpoints that take guesses or create rows: LOGIN_RATE_LIMIT per minute per IP. */
export function perMinuteLimit(max: number): { rateLimit: RateLimitOptions } {
  return { rateLimit: { max, timeWindow: 60_000 } };
}
