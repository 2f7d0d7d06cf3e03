import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS } from '@app/contract/api-paths';
import { bookmarkIdParamsSchema } from '@app/contract/bookmarks';
import {
  ALERT_MATCHES_SHOWN,
  SEARCH_ALERT_ERROR_DETAILS,
  searchAlertsSchema,
  searchWatchSchema,
  unsubscribedSchema,
  unsubscribeSchema,
  watchLimitDetail,
  watchLimitOf,
  watchSearchSchema,
  type SearchWatch,
} from '@app/contract/search-alerts';
import { requireUser } from '../../auth/auth-plugin.js';
import { systemClock, type AppOverrides } from '../../config/app-overrides.js';
import { forbidden, httpError, notFound, validationFailed } from '../../http/http-errors.js';
import { ERROR_RESPONSES } from '../../http/schemas.js';
import { createBookmarksRepository } from '../bookmarks/repository.js';
import { createSearchAlertsRepository, type WatchRow } from './repository.js';
import { verifyUnsubscribeToken } from './unsubscribe-token.js';

function presentWatch(row: WatchRow): SearchWatch {
  return {
    savedSearchId: row.saved_search_id,
    name: row.name,
    query: row.query,
    frequency: row.frequency,
    createdAt: row.created_at,
    lastDigestAt: row.last_digest_at,
  };
}

/**
 * Watching saved searches (issue 19, decision 0019): start, change or stop a watch, the alerts section of
 * my page, and the unsubscribe link of the digest mail, which works without signing in.
 */
export const searchAlertRoutes: FastifyPluginCallbackZod<{ overrides?: AppOverrides }> = (
  app,
  { overrides = {} },
  done,
) => {
  const clock = overrides.clock ?? systemClock;
  const db = app.database.db;
  const alerts = createSearchAlertsRepository(db);
  const bookmarks = createBookmarksRepository(db);
  const signedIn = () => [app.requireCapability('bookmarks')];
  const writeLimit = () => ({ rateLimit: { max: 120, timeWindow: 60_000 } });

  app.get(
    API_PATHS.searchAlerts.template,
    {
      onRequest: signedIn(),
      schema: {
        tags: ['search-alerts'],
        summary: "The user's watched saved searches and their new patents, newest first",
        response: { 200: searchAlertsSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const [watches, matches] = await Promise.all([
        alerts.watchesOf(user.id),
        alerts.matchesOf(user.id, { limit: ALERT_MATCHES_SHOWN }),
      ]);
      return {
        watches: watches.map(presentWatch),
        matches: matches.map((match) => ({
          savedSearchId: match.saved_search_id,
          searchName: match.search_name,
          patentId: match.patent_external_id,
          title: match.title,
          publicationNumber: match.publication_number,
          matchedAt: match.matched_at,
          mailedAt: match.mailed_at,
        })),
        usage: { count: watches.length, limit: watchLimitOf(user.typeCode) },
      };
    },
  );

  app.put(
    API_PATHS.savedSearchWatch.template,
    {
      onRequest: signedIn(),
      config: writeLimit(),
      schema: {
        tags: ['search-alerts'],
        summary: 'Watch a saved patent search (daily or weekly digest), or change its frequency',
        params: bookmarkIdParamsSchema,
        body: watchSearchSchema,
        response: { 200: searchWatchSchema, 201: searchWatchSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { id } = request.params;
      const created = await db.transaction().execute(async (trx) => {
        await bookmarks.lockOwner(user.id, trx);
        const search = (await bookmarks.listSearches(user.id, undefined, trx)).find((row) => row.id === id);
        if (!search) throw notFound(SEARCH_ALERT_ERROR_DETAILS.searchNotFound);
        if (search.kind !== 'patents') {
          throw validationFailed([
            { loc: ['path', 'id'], msg: SEARCH_ALERT_ERROR_DETAILS.notPatentSearch, type: 'value_error' },
          ]);
        }
        const existing = await alerts.findWatch(id, trx);
        if (!existing && (await alerts.countWatches(user.id, trx)) >= watchLimitOf(user.typeCode)) {
          throw forbidden(watchLimitDetail(user.typeCode));
        }
        return alerts.upsertWatch(user.id, id, request.body.frequency, clock(), trx);
      });
      const row = await alerts.findWatch(id);
      if (!row) throw new Error('watch missing right after its write');
      return reply.status(created ? 201 : 200).send(presentWatch(row));
    },
  );

  app.delete(
    API_PATHS.savedSearchWatch.template,
    {
      onRequest: signedIn(),
      config: writeLimit(),
      schema: {
        tags: ['search-alerts'],
        summary: 'Stop watching a saved search (its matches go with it)',
        params: bookmarkIdParamsSchema,
        response: { 204: z.undefined().describe('Stopped'), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      if (!(await alerts.removeWatch(requireUser(request).id, request.params.id))) {
        throw notFound(SEARCH_ALERT_ERROR_DETAILS.searchNotFound);
      }
      return reply.status(204).send();
    },
  );

  app.post(
    API_PATHS.searchAlertsUnsubscribe.template,
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['search-alerts'],
        summary: "The digest mail's unsubscribe link (no sign-in): stops the watch the signed token names",
        body: unsubscribeSchema,
        response: { 200: unsubscribedSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const savedSearchId = await verifyUnsubscribeToken(db, request.body.token);
      if (savedSearchId === null) throw httpError(422, SEARCH_ALERT_ERROR_DETAILS.badToken);
      const watch = await alerts.findWatch(savedSearchId);
      if (!watch) return { searchName: '' };
      await alerts.removeWatch(watch.user_id, savedSearchId);
      return { searchName: watch.name };
    },
  );

  done();
};
