import type { AlertFrequency } from '@app/contract/search-alerts';
import type { DbExecutor } from '../../db/schema.js';

export interface WatchRow {
  saved_search_id: number;
  user_id: number;
  name: string;
  kind: string;
  query: string;
  frequency: AlertFrequency;
  created_at: string;
  last_digest_at: string | null;
}

export interface MatchRow {
  id: number;
  saved_search_id: number;
  search_name: string;
  patent_external_id: string;
  title: string;
  publication_number: string;
  matched_at: string;
  mailed_at: string | null;
}

const num = (value: number | string | bigint) => Number(value);

/**
 * Watches of saved searches and their matches. Routes scope every read and write by owner; the import
 * hook and the digest run read across owners.
 */
export function createSearchAlertsRepository(db: DbExecutor) {
  const watches = (executor: DbExecutor) =>
    executor
      .selectFrom('search_watches as w')
      .innerJoin('saved_searches as s', 's.id', 'w.saved_search_id')
      .select([
        'w.saved_search_id',
        'w.user_id',
        's.name',
        's.kind',
        's.query',
        'w.frequency',
        'w.created_at',
        'w.last_digest_at',
      ]);
  const toWatch = (row: Record<string, unknown>): WatchRow =>
    ({
      ...row,
      saved_search_id: num(row.saved_search_id as number),
      user_id: num(row.user_id as number),
    }) as WatchRow;

  return {
    async watchesOf(userId: number, trx: DbExecutor = db): Promise<WatchRow[]> {
      const rows = await watches(trx)
        .where('w.user_id', '=', userId)
        .orderBy('w.created_at', 'desc')
        .execute();
      return rows.map(toWatch);
    },

    /** Every watch of an active owner, for the import hook. */
    async allActiveWatches(trx: DbExecutor = db): Promise<WatchRow[]> {
      const rows = await watches(trx)
        .innerJoin('users as u', 'u.id', 'w.user_id')
        .where('u.status', '=', 'ACTIVE')
        .where('u.disabled_at', 'is', null)
        .orderBy('w.saved_search_id')
        .execute();
      return rows.map(toWatch);
    },

    async countWatches(userId: number, trx: DbExecutor = db): Promise<number> {
      const { total } = await trx
        .selectFrom('search_watches')
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(total);
    },

    /** Adds the watch or changes its frequency; returns whether it is new. */
    async upsertWatch(
      userId: number,
      savedSearchId: number,
      frequency: AlertFrequency,
      now: Date,
      trx: DbExecutor = db,
    ): Promise<boolean> {
      const updated = await trx
        .updateTable('search_watches')
        .set({ frequency })
        .where('saved_search_id', '=', savedSearchId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) > 0) return false;
      await trx
        .insertInto('search_watches')
        .values({ saved_search_id: savedSearchId, user_id: userId, frequency, created_at: now.toISOString() })
        .execute();
      return true;
    },

    async removeWatch(userId: number, savedSearchId: number, trx: DbExecutor = db): Promise<boolean> {
      const result = await trx
        .deleteFrom('search_watches')
        .where('user_id', '=', userId)
        .where('saved_search_id', '=', savedSearchId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Records new matches; a patent already matched by the watch stays as it was (no second alert). */
    async addMatches(
      watch: Pick<WatchRow, 'saved_search_id' | 'user_id'>,
      patentIds: readonly number[],
      now: Date,
      trx: DbExecutor = db,
    ): Promise<void> {
      for (let start = 0; start < patentIds.length; start += 200) {
        await trx
          .insertInto('search_alert_matches')
          .values(
            patentIds.slice(start, start + 200).map((patentId) => ({
              saved_search_id: watch.saved_search_id,
              user_id: watch.user_id,
              patent_id: patentId,
              matched_at: now.toISOString(),
            })),
          )
          .onConflict((conflict) => conflict.columns(['saved_search_id', 'patent_id']).doNothing())
          .execute();
      }
    },

    /** Matches of an owner, newest first; `waitingOnly`: those no digest has listed yet. */
    async matchesOf(
      userId: number,
      options: { waitingOnly?: boolean; limit?: number } = {},
      trx: DbExecutor = db,
    ): Promise<MatchRow[]> {
      let query = trx
        .selectFrom('search_alert_matches as m')
        .innerJoin('saved_searches as s', 's.id', 'm.saved_search_id')
        .innerJoin('patents as p', 'p.id', 'm.patent_id')
        .select([
          'm.id',
          'm.saved_search_id',
          's.name as search_name',
          'p.external_id as patent_external_id',
          'p.title',
          'p.publication_number',
          'm.matched_at',
          'm.mailed_at',
        ])
        .where('m.user_id', '=', userId);
      if (options.waitingOnly) query = query.where('m.mailed_at', 'is', null);
      if (options.limit !== undefined) query = query.limit(options.limit);
      const rows = await query.orderBy('m.matched_at', 'desc').orderBy('m.id', 'desc').execute();
      return rows.map((row) => ({ ...row, id: num(row.id), saved_search_id: num(row.saved_search_id) }));
    },

    /** Owners with matches waiting for a digest. */
    async ownersWaiting(trx: DbExecutor = db): Promise<number[]> {
      const rows = await trx
        .selectFrom('search_alert_matches')
        .select('user_id')
        .distinct()
        .where('mailed_at', 'is', null)
        .execute();
      return rows.map((row) => num(row.user_id));
    },

    async markMailed(savedSearchIds: readonly number[], now: Date, trx: DbExecutor = db): Promise<void> {
      if (savedSearchIds.length === 0) return;
      await trx
        .updateTable('search_alert_matches')
        .set({ mailed_at: now.toISOString() })
        .where('saved_search_id', 'in', savedSearchIds)
        .where('mailed_at', 'is', null)
        .execute();
      await trx
        .updateTable('search_watches')
        .set({ last_digest_at: now.toISOString() })
        .where('saved_search_id', 'in', savedSearchIds)
        .execute();
    },

    async findWatch(savedSearchId: number, trx: DbExecutor = db): Promise<WatchRow | undefined> {
      const row = await watches(trx).where('w.saved_search_id', '=', savedSearchId).executeTakeFirst();
      return row && toWatch(row);
    },
  };
}

export type SearchAlertsRepository = ReturnType<typeof createSearchAlertsRepository>;
