import { sql } from 'kysely';
import type { AnyKysely } from '../dialect.js';

/*
 * The search index now holds folded text (decision 0014: Latin words whole and singular, numbers whole).
 * An index built before cannot answer the new queries, and rebuilding it needs the catalogue code, which
 * a migration must not run (it may run inside one transaction on PostgreSQL). So a database that already
 * has an index is marked; the server rebuilds it in the background after it starts listening
 * (catalogue/search/stale-index.ts), as `npm run cli -- reindex` would, and removes the mark.
 */

/** app_settings key of the mark (stale-index.ts reads it). */
const STALE_INDEX_KEY = 'search_index_stale';

export async function up(db: AnyKysely): Promise<void> {
  const indexed = await sql<{ one: number }>`select 1 as one from search_docs limit 1`.execute(db);
  if (indexed.rows.length === 0) return;
  await sql`insert into app_settings (key, value, updated_at)
    values (${STALE_INDEX_KEY}, ${'0019_search_word_forms'}, ${new Date().toISOString()})`.execute(db);
}

export async function down(db: AnyKysely): Promise<void> {
  await sql`delete from app_settings where key = ${STALE_INDEX_KEY}`.execute(db);
}
