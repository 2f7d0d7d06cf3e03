import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  reindexAll,
  updateSearchIndexAfterImport,
  type AfterReindex,
  type ChangedRecords,
  type ReindexOptions,
} from '../catalogue/search/reindex.js';
import { rebuildLandscape } from './landscape-build.js';

/**
 * The landscape map follows the search index: it is drawn from the same patents, so whoever updates the
 * index (the server, the CLI, the importer's after-import hook) goes through these wrappers. The index
 * itself knows nothing of the map (catalogue → visualization would be a cycle of features).
 */

/** The map places every patent relative to all others: any re-indexed patent redraws it whole. */
export const redrawLandscape: AfterReindex = async (db, reindexed) => {
  if (reindexed.patents) await rebuildLandscape(db);
};

/** `reindexAll`, then the landscape map when patents were rebuilt. */
export function reindexWithLandscape(
  db: Kysely<Database>,
  options: Omit<ReindexOptions, 'afterReindex'> = {},
): ReturnType<typeof reindexAll> {
  return reindexAll(db, { ...options, afterReindex: redrawLandscape });
}

/**
 * The importer's after-import hook: the index update, then the landscape map when patents changed.
 * `offline`: nobody else uses the database meanwhile (ReindexOptions).
 */
export function updateIndexAndLandscape(
  db: Kysely<Database>,
  event: { changed: ChangedRecords; full: boolean },
  options: Pick<ReindexOptions, 'offline'> = {},
): Promise<void> {
  return updateSearchIndexAfterImport(db, event, redrawLandscape, options);
}
