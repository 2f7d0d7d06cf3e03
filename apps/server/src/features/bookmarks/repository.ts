import type { BookmarkTarget, BookmarkTargetType, SearchKindName } from '@app/contract/bookmarks';
import { MATERIAL_CATEGORIES } from '@app/contract/interchange';
import { dialectOf } from '../../db/dialect.js';
import type { DbExecutor } from '../../db/schema.js';

export interface BookmarkRow {
  id: number;
  target_type: string;
  target_id: string;
  folder: string;
  memo: string;
  created_at: string;
}

export interface BookmarkFilter {
  type?: BookmarkTargetType;
  folder?: string;
  targetId?: string;
}

export interface SavedSearchRow {
  id: number;
  kind: string;
  name: string;
  query: string;
  created_at: string;
}

const BOOKMARK_COLUMNS = ['id', 'target_type', 'target_id', 'folder', 'memo', 'created_at'] as const;

const join = (parts: Array<string | null | undefined>) => parts.filter((part) => part).join(' ・ ') || null;

/**
 * Bookmarks and saved searches, always scoped by owner: a row of another user is simply not found, so
 * routes answer 404 without telling whether the id exists. Every method takes an optional transaction.
 */
export function createBookmarksRepository(db: DbExecutor) {
  return {
    async list(
      userId: number,
      filter: BookmarkFilter,
      page: { offset: number; limit: number },
      trx: DbExecutor = db,
    ): Promise<{ rows: BookmarkRow[]; total: number }> {
      let query = trx.selectFrom('bookmarks').where('user_id', '=', userId);
      if (filter.type) query = query.where('target_type', '=', filter.type);
      if (filter.folder !== undefined) query = query.where('folder', '=', filter.folder);
      if (filter.targetId !== undefined) query = query.where('target_id', '=', filter.targetId);
      const { total } = await query
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await query
        .select(BOOKMARK_COLUMNS)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .offset(page.offset)
        .limit(page.limit)
        .execute();
      return { rows: rows.map(toBookmarkRow), total: Number(total) };
    },

    /**
     * Serialises one user's adds inside `trx` so the plan limit holds under concurrent requests: PostgreSQL
     * locks the user's row; SQLite already runs one write transaction at a time.
     */
    async lockOwner(userId: number, trx: DbExecutor): Promise<void> {
      if (dialectOf(trx) !== 'postgres') return;
      await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    },

    async count(userId: number, trx: DbExecutor = db): Promise<number> {
      const { total } = await trx
        .selectFrom('bookmarks')
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(total);
    },

    async find(userId: number, id: number, trx: DbExecutor = db): Promise<BookmarkRow | undefined> {
      const row = await trx
        .selectFrom('bookmarks')
        .select(BOOKMARK_COLUMNS)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toBookmarkRow(row);
    },

    async findByTarget(
      userId: number,
      type: BookmarkTargetType,
      targetId: string,
      trx: DbExecutor = db,
    ): Promise<BookmarkRow | undefined> {
      const row = await trx
        .selectFrom('bookmarks')
        .select(BOOKMARK_COLUMNS)
        .where('user_id', '=', userId)
        .where('target_type', '=', type)
        .where('target_id', '=', targetId)
        .executeTakeFirst();
      return row && toBookmarkRow(row);
    },

    /** Inserts unless the user already has this target (the unique key decides, also under races). */
    async insertIfAbsent(
      userId: number,
      bookmark: { type: BookmarkTargetType; targetId: string; folder: string; memo: string },
      now: Date,
      trx: DbExecutor = db,
    ): Promise<void> {
      await trx
        .insertInto('bookmarks')
        .values({
          user_id: userId,
          target_type: bookmark.type,
          target_id: bookmark.targetId,
          folder: bookmark.folder,
          memo: bookmark.memo,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .onConflict((conflict) => conflict.columns(['user_id', 'target_type', 'target_id']).doNothing())
        .execute();
    },

    /** Returns false when the user has no such bookmark. */
    async update(
      userId: number,
      id: number,
      change: { folder?: string; memo?: string },
      now: Date,
      trx: DbExecutor = db,
    ): Promise<boolean> {
      const result = await trx
        .updateTable('bookmarks')
        .set({ ...change, updated_at: now.toISOString() })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async remove(userId: number, id: number, trx: DbExecutor = db): Promise<boolean> {
      const result = await trx
        .deleteFrom('bookmarks')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async folders(userId: number, trx: DbExecutor = db): Promise<Array<{ name: string; count: number }>> {
      const rows = await trx
        .selectFrom('bookmarks')
        .select(['folder', (eb) => eb.fn.countAll<number | string>().as('count')])
        .where('user_id', '=', userId)
        .where('folder', '<>', '')
        .groupBy('folder')
        .orderBy('folder')
        .execute();
      return rows.map((row) => ({ name: row.folder, count: Number(row.count) }));
    },

    /** Today's title, one-line summary and link parts of bookmarked entities, by `${type}:${id}`. */
    async targets(
      refs: ReadonlyArray<{ type: BookmarkTargetType; id: string }>,
      trx: DbExecutor = db,
    ): Promise<Map<string, BookmarkTarget>> {
      const result = new Map<string, BookmarkTarget>();
      const idsOf = (type: BookmarkTargetType) =>
        refs.filter((ref) => ref.type === type).map((ref) => ref.id);

      const materialIds = idsOf('material');
      if (materialIds.length > 0) {
        const rows = await trx
          .selectFrom('materials')
          .select(['external_id', 'name', 'name_en', 'category', 'cas_number'])
          .where('external_id', 'in', materialIds)
          .execute();
        for (const row of rows) {
          const category =
            MATERIAL_CATEGORIES[row.category as keyof typeof MATERIAL_CATEGORIES] ?? row.category;
          result.set(`material:${row.external_id}`, {
            title: row.name,
            summary: join([category, row.name_en, row.cas_number && `CAS ${row.cas_number}`]),
            patentId: null,
          });
        }
      }

      const productIds = idsOf('product');
      if (productIds.length > 0) {
        const rows = await trx
          .selectFrom('products as p')
          .innerJoin('companies as c', 'c.id', 'p.maker_id')
          .innerJoin('product_categories as k', 'k.id', 'p.category_id')
          .select(['p.external_id', 'p.name', 'c.name as maker', 'k.name as category'])
          .where('p.external_id', 'in', productIds)
          .execute();
        for (const row of rows) {
          result.set(`product:${row.external_id}`, {
            title: row.name,
            summary: join([row.maker, row.category]),
            patentId: null,
          });
        }
      }

      const patentIds = idsOf('patent');
      if (patentIds.length > 0) {
        const rows = await trx
          .selectFrom('patents')
          .select(['external_id', 'title', 'publication_number', 'application_date'])
          .where('external_id', 'in', patentIds)
          .execute();
        for (const row of rows) {
          result.set(`patent:${row.external_id}`, {
            title: row.title,
            summary: join([row.publication_number, row.application_date && `出願日 ${row.application_date}`]),
            patentId: null,
          });
        }
      }

      const exampleIds = idsOf('example');
      if (exampleIds.length > 0) {
        const rows = await trx
          .selectFrom('examples as e')
          .innerJoin('patents as p', 'p.id', 'e.patent_id')
          .select([
            'e.external_id',
            'e.label',
            'p.external_id as patent_external_id',
            'p.publication_number',
            'p.title',
          ])
          .where('e.external_id', 'in', exampleIds)
          .execute();
        for (const row of rows) {
          result.set(`example:${row.external_id}`, {
            title: `${row.label}（${row.publication_number}）`,
            summary: row.title,
            patentId: row.patent_external_id,
          });
        }
      }
      return result;
    },

    // ───────────── Saved searches ─────────────

    async listSearches(
      userId: number,
      kind?: SearchKindName,
      trx: DbExecutor = db,
    ): Promise<SavedSearchRow[]> {
      let query = trx
        .selectFrom('saved_searches')
        .select(['id', 'kind', 'name', 'query', 'created_at'])
        .where('user_id', '=', userId);
      if (kind) query = query.where('kind', '=', kind);
      const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
      return rows.map((row) => ({ ...row, id: Number(row.id) }));
    },

    async countSearches(userId: number, trx: DbExecutor = db): Promise<number> {
      const { total } = await trx
        .selectFrom('saved_searches')
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(total);
    },

    async insertSearch(
      userId: number,
      search: { kind: SearchKindName; name: string; query: string },
      now: Date,
      trx: DbExecutor = db,
    ): Promise<SavedSearchRow> {
      const row = await trx
        .insertInto('saved_searches')
        .values({ user_id: userId, ...search, created_at: now.toISOString() })
        .returning(['id', 'kind', 'name', 'query', 'created_at'])
        .executeTakeFirstOrThrow();
      return { ...row, id: Number(row.id) };
    },

    async removeSearch(userId: number, id: number, trx: DbExecutor = db): Promise<boolean> {
      const result = await trx
        .deleteFrom('saved_searches')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type BookmarksRepository = ReturnType<typeof createBookmarksRepository>;

function toBookmarkRow(row: BookmarkRow): BookmarkRow {
  return { ...row, id: Number(row.id) };
}
