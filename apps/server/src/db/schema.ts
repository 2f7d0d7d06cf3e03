import type { Generated, Kysely } from 'kysely';

/*
 * The tables as Kysely sees them. Timestamps are ISO-8601 UTC strings on both dialects (`text` on SQLite,
 * `timestamptz` on PostgreSQL read back through the pool's type parser), so rows look the same everywhere.
 */

export interface AppSettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface PageViewsTable {
  id: Generated<number>;
  path: string;
  referrer: string | null;
  user_id: number | null;
  created_at: string;
}

export interface Database {
  app_settings: AppSettingsTable;
  page_views: PageViewsTable;
}

/** A connection or an open transaction: repository methods take either, so callers can compose writes atomically. */
export type DbExecutor = Kysely<Database>;
