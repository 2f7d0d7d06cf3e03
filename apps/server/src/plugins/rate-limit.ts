import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { httpError } from '../http/http-errors.js';

/**
 * Rate limiting that routes opt into with `config: { rateLimit: { max, timeWindow } }`.
 * Counters live in this process's memory: with several API servers each enforces its own share, which is
 * acceptable for abuse protection; a shared store (the database) comes with the first limit that must be exact.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        httpError(context.statusCode, context.statusCode === 429 ? 'Too Many Requests' : 'Forbidden'),
    });
  },
  { name: 'rate-limit' },
);
