import fp from 'fastify-plugin';
import { systemClock, type AppOverrides } from '../../config/app-overrides.js';
import { japanDay, normaliseQuery, recordUsage, USAGE_ROUTES } from './usage-events.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The `total` of a search answer, noted before serialisation (usage-recorder). */
    usageTotal?: number;
  }
}

/**
 * Counts searches and analyses for the console's usage figures. The insert runs after the answer has gone
 * (onResponse), so it adds no time to the call; a failure is logged, never answered. Registered before the
 * routes it watches, at the root, so its hooks apply to them.
 */
export const usageRecorderPlugin = fp<{ overrides?: AppOverrides }>(
  (app, { overrides = {} }, done) => {
    const clock = overrides.clock ?? systemClock;
    const kindOf = (method: string, url: string | undefined) =>
      url === undefined ? undefined : USAGE_ROUTES[`${method} ${url}`];

    app.addHook('preSerialization', (request, _reply, payload, next) => {
      if (kindOf(request.method, request.routeOptions.url) === 'search') {
        const total = (payload as { total?: unknown } | null)?.total;
        if (typeof total === 'number') request.usageTotal = total;
      }
      next(null, payload);
    });

    app.addHook('onResponse', (request, reply, next) => {
      const kind = kindOf(request.method, request.routeOptions.url);
      if (kind && reply.statusCode < 300) {
        const q = (request.query as { q?: unknown } | undefined)?.q;
        const query = typeof q === 'string' ? normaliseQuery(q) : '';
        const missed = kind === 'search' && request.usageTotal === 0 && query !== '' ? query : null;
        recordUsage(app.database.db, {
          kind,
          day: japanDay(clock()),
          userId: request.user?.id ?? null,
          missedQuery: missed,
        }).catch((error: unknown) => request.log.warn({ err: error }, 'usage event not recorded'));
      }
      next();
    });
    done();
  },
  { name: 'usage-recorder', dependencies: ['app-context'] },
);
