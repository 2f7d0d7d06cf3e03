import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS } from '@app/contract/api-paths';
import {
  addBookmarkSchema,
  addSavedSearchSchema,
  bookmarkFoldersSchema,
  bookmarkIdParamsSchema,
  bookmarkLimitDetail,
  bookmarkListQuerySchema,
  bookmarkListSchema,
  bookmarkSchema,
  BOOKMARK_LIMITS,
  savedSearchListQuerySchema,
  savedSearchListSchema,
  savedSearchSchema,
  updateBookmarkSchema,
  type Bookmark,
  type BookmarkTargetType,
  type SavedSearch,
} from '@app/contract/bookmarks';
import { PLAN_LIMITS } from '@app/contract/plans';
import { requireUser } from '../../auth/auth-plugin.js';
import { authorize } from '../../auth/authorize.js';
import { systemClock, type AppOverrides } from '../../config/app-overrides.js';
import { conflict, forbidden, notFound } from '../../http/http-errors.js';
import { ERROR_RESPONSES } from '../../http/schemas.js';
import {
  createBookmarksRepository,
  type BookmarkRow,
  type BookmarksRepository,
  type SavedSearchRow,
} from './repository.js';

const BOOKMARK_NOT_FOUND = '指定したブックマークが見つかりません';
const TARGET_NOT_FOUND = 'ブックマークする対象が見つかりません';
const SEARCH_NOT_FOUND = '指定した保存済みの検索条件が見つかりません';
const SEARCHES_FULL = `保存できる検索条件は${BOOKMARK_LIMITS.savedSearchesMax}件までです。不要なものを削除してから保存してください。`;

async function present(repository: BookmarksRepository, rows: readonly BookmarkRow[]): Promise<Bookmark[]> {
  const refs = rows.map((row) => ({ type: row.target_type as BookmarkTargetType, id: row.target_id }));
  const targets = await repository.targets(refs);
  return rows.map((row) => ({
    id: row.id,
    targetType: row.target_type as BookmarkTargetType,
    targetId: row.target_id,
    folder: row.folder,
    memo: row.memo,
    createdAt: row.created_at,
    target: targets.get(`${row.target_type}:${row.target_id}`) ?? null,
  }));
}

async function presentOne(repository: BookmarksRepository, row: BookmarkRow): Promise<Bookmark> {
  const [bookmark] = await present(repository, [row]);
  return bookmark!;
}

function presentSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    kind: row.kind as SavedSearch['kind'],
    name: row.name,
    query: row.query,
    createdAt: row.created_at,
  };
}

/** The free plan's limit, or null where the plan has none (docs/spec/entitlements.md: bookmarks "yes (up to 50)"). */
function limitOf(user: Parameters<typeof authorize>[0]): number | null {
  const allowed = authorize(user, 'bookmarks');
  return allowed.allowed && allowed.limited ? PLAN_LIMITS.freeBookmarks : null;
}

/**
 * Bookmarks and saved searches of the signed-in user (docs/spec/entitlements.md: bookmarks need an account, the free
 * plan keeps up to PLAN_LIMITS.freeBookmarks). Every row is looked up by owner and id together, so another
 * user's id answers 404 exactly like an id that does not exist. Writes answer after their commit.
 */
export const bookmarksRoutes: FastifyPluginCallbackZod<{ overrides?: AppOverrides }> = (
  app,
  { overrides = {} },
  done,
) => {
  const clock = overrides.clock ?? systemClock;
  const db = app.database.db;
  const bookmarks = createBookmarksRepository(db);
  // A fresh array per route: plugins (rate limit) append their own hooks to a route's array.
  const signedIn = () => [app.requireCapability('bookmarks')];
  const writeLimit = () => ({ rateLimit: { max: 120, timeWindow: 60_000 } });

  app.get(
    API_PATHS.bookmarks.template,
    {
      onRequest: signedIn(),
      schema: {
        tags: ['bookmarks'],
        summary: "The user's bookmarks, newest first, by type and folder, with their targets' titles",
        querystring: bookmarkListQuerySchema,
        response: { 200: bookmarkListSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { page, pageSize, type, folder, targetId } = request.query;
      const [{ rows, total }, count] = await Promise.all([
        bookmarks.list(
          user.id,
          { type, folder, targetId },
          { offset: (page - 1) * pageSize, limit: pageSize },
        ),
        bookmarks.count(user.id),
      ]);
      return {
        items: await present(bookmarks, rows),
        total,
        page,
        pageSize,
        usage: { count, limit: limitOf(user) },
      };
    },
  );

  app.post(
    API_PATHS.bookmarks.template,
    {
      onRequest: signedIn(),
      config: writeLimit(),
      schema: {
        tags: ['bookmarks'],
        summary: 'Bookmark a material, product, patent or example (the same target again: the existing one)',
        body: addBookmarkSchema,
        response: { 200: bookmarkSchema, 201: bookmarkSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { targetType, targetId, folder = '', memo = '' } = request.body;
      const limit = limitOf(user);
      const outcome = await db.transaction().execute(async (trx) => {
        await bookmarks.lockOwner(user.id, trx);
        const existing = await bookmarks.findByTarget(user.id, targetType, targetId, trx);
        if (existing) return { row: existing, created: false };
        const targets = await bookmarks.targets([{ type: targetType, id: targetId }], trx);
        if (targets.size === 0) throw notFound(TARGET_NOT_FOUND);
        if (limit !== null && (await bookmarks.count(user.id, trx)) >= limit) {
          throw forbidden(bookmarkLimitDetail(limit));
        }
        await bookmarks.insertIfAbsent(user.id, { type: targetType, targetId, folder, memo }, clock(), trx);
        const row = await bookmarks.findByTarget(user.id, targetType, targetId, trx);
        if (!row) throw new Error('bookmark missing right after its insert');
        return { row, created: true };
      });
      return reply.status(outcome.created ? 201 : 200).send(await presentOne(bookmarks, outcome.row));
    },
  );

  app.get(
    API_PATHS.bookmarkFolders.template,
    {
      onRequest: signedIn(),
      schema: {
        tags: ['bookmarks'],
        summary: "The user's bookmark folders with their bookmark counts",
        response: { 200: bookmarkFoldersSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ items: await bookmarks.folders(requireUser(request).id) }),
  );

  app.patch(
    API_PATHS.bookmark.template,
    {
      onRequest: signedIn(),
      config: writeLimit(),
      schema: {
        tags: ['bookmarks'],
        summary: 'Move a bookmark to a folder and/or edit its memo',
        params: bookmarkIdParamsSchema,
        body: updateBookmarkSchema,
        response: { 200: bookmarkSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { id } = request.params;
      const updated = await bookmarks.update(user.id, id, request.body, clock());
      const row = updated ? await bookmarks.find(user.id, id) : undefined;
      if (!row) throw notFound(BOOKMARK_NOT_FOUND);
      return presentOne(bookmarks, row);
    },
  );

  app.delete(
    API_PATHS.bookmark.template,
    {
      onRequest: signedIn(),
      config: writeLimit(),
      schema: {
        tags: ['bookmarks'],
        summary: 'Remove a bookmark',
        params: bookmarkIdParamsSchema,
        response: { 204: z.undefined().describe('Removed'), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      if (!(await bookmarks.remove(requireUser(request).id, request.params.id))) {
        throw notFound(BOOKMARK_NOT_FOUND);
      }
      return reply.status(204).send();
    },
  );

  app.get(
    API_PATHS.savedSearches.template,
    {
      onRequest: signedIn(),
      schema: {
        tags: ['bookmarks'],
        summary: "The user's saved list-page searches, newest first",
        querystring: savedSearchListQuerySchema,
        response: { 200: savedSearchListSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const rows = await bookmarks.listSearches(requireUser(request).id, request.query.kind);
      return { items: rows.map(presentSearch) };
    },
  );

  app.post(
    API_PATHS.savedSearches.template,
    {
      onRequest: signedIn(),
      config: writeLimit(),
      schema: {
        tags: ['bookmarks'],
        summary: "Save a list page's search (its query string) under a name",
        body: addSavedSearchSchema,
        response: { 201: savedSearchSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const row = await db.transaction().execute(async (trx) => {
        if ((await bookmarks.countSearches(user.id, trx)) >= BOOKMARK_LIMITS.savedSearchesMax) {
          throw conflict(SEARCHES_FULL);
        }
        return bookmarks.insertSearch(user.id, request.body, clock(), trx);
      });
      return reply.status(201).send(presentSearch(row));
    },
  );

  app.delete(
    API_PATHS.savedSearch.template,
    {
      onRequest: signedIn(),
      config: writeLimit(),
      schema: {
        tags: ['bookmarks'],
        summary: 'Delete a saved search',
        params: bookmarkIdParamsSchema,
        response: { 204: z.undefined().describe('Removed'), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      if (!(await bookmarks.removeSearch(requireUser(request).id, request.params.id))) {
        throw notFound(SEARCH_NOT_FOUND);
      }
      return reply.status(204).send();
    },
  );

  done();
};
