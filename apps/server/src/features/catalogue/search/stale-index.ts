import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../../db/schema.js';
import { reindexAll, STALE_INDEX_KEY, type AfterReindex } from './reindex.js';

/**
 * An index built in an older format (marked by migration 0019: before decision 0014's word folding) is
 * rebuilt after the server starts listening, in the background: searches keep answering from the old
 * index of a kind until its rebuild commits (reindexAll rebuilds each kind in one transaction). A rebuild
 * cut short by a stop leaves the mark, so the next start does it again.
 */
export async function isIndexStale(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', STALE_INDEX_KEY)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Rebuilds the whole index if it is marked stale, then removes the mark. Never throws (logs instead).
 * `afterReindex` is what the caller derives from the rebuilt index (the server: the landscape map).
 */
export async function rebuildStaleIndex(
  db: Kysely<Database>,
  logger: Logger,
  afterReindex?: AfterReindex,
): Promise<boolean> {
  try {
    if (!(await isIndexStale(db))) return false;
    logger.info('search index format changed: rebuilding the index in the background');
    const counts = await reindexAll(db, { afterReindex });
    await db.deleteFrom('app_settings').where('key', '=', STALE_INDEX_KEY).execute();
    logger.info({ counts }, 'search index rebuilt');
    return true;
  } catch (error) {
    logger.warn({ err: error }, 'search index rebuild stopped; it runs again on the next start');
    return false;
  }
}
