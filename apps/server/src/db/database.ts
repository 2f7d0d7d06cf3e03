import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import type { AppConfig } from '../config/env.js';
import type { SqlDialect } from './dialect.js';
import type { Database } from './schema.js';
import { ImmediateSqliteDialect } from './sqlite-dialect.js';

export interface AppDatabase {
  db: Kysely<Database>;
  dialect: SqlDialect;
  /** Closes the connections; safe to call more than once. */
  destroy(): Promise<void>;
}

export interface CreateDatabaseOptions {
  /** Receives errors of idle PostgreSQL connections (server restart, network cut) that no query is waiting on. */
  logger?: Pick<Logger, 'warn'>;
  /**
   * A reader only (the catalogue read threads): SQLite opens the file read-only beside the app's own
   * connection (WAL lets it read while that one writes); PostgreSQL gets a smaller pool.
   */
  readOnly?: boolean;
}

/** Opens the database the configuration points at: embedded SQLite by default, PostgreSQL when DATABASE_URL is set. */
export function createDatabase(
  config: Pick<AppConfig, 'database'>,
  options: CreateDatabaseOptions = {},
): AppDatabase {
  const target = config.database;
  const db =
    target.dialect === 'postgres'
      ? new Kysely<Database>({
          dialect: new PostgresDialect({
            pool: createPool(target.url, options.logger, options.readOnly ? READER_POOL_SIZE : POOL_SIZE),
          }),
        })
      : new Kysely<Database>({
          dialect: new ImmediateSqliteDialect({
            database: options.readOnly ? openSqliteReader(target.file) : openSqlite(target.file),
          }),
        });
  let destroyed: Promise<void> | undefined;
  return { db, dialect: target.dialect, destroy: () => (destroyed ??= db.destroy()) };
}

function openSqlite(file: string): SqliteDatabase.Database {
  mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  // WAL lets readers run beside the single writer; NORMAL sync is durable across process crashes in WAL mode
  // (only an OS crash can lose the last commits); busy_timeout waits for a CLI writer instead of failing —
  // transactions too, since they begin IMMEDIATE (sqlite-dialect.ts).
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return sqlite;
}

/**
 * A reader connection: the app's own connection made the file and switched it to WAL; busy_timeout waits
 * out the moment a checkpoint needs the file to itself.
 */
function openSqliteReader(file: string): SqliteDatabase.Database {
  const sqlite = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  sqlite.pragma('busy_timeout = 5000');
  return sqlite;
}

/** Connections of the app's pool, and of each catalogue read thread's (one read at a time per thread). */
const POOL_SIZE = 10;
const READER_POOL_SIZE = 2;

function createPool(
  connectionString: string,
  logger: Pick<Logger, 'warn'> | undefined,
  max: number,
): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, types: { getTypeParser } });
  // Without a listener an idle client's error would crash the process; the next query reconnects instead.
  pool.on('error', (err) => logger?.warn({ err }, 'idle PostgreSQL connection failed'));
  // pg-pool listens only while a client is idle: one that loses its connection while checked out but between
  // queries (inside a transaction) would throw an uncaught 'error' and end the process. Its next query fails
  // instead (503), and the pool drops it when it comes back.
  pool.on('connect', (client) =>
    client.on('error', (err) => logger?.warn({ err }, 'PostgreSQL connection in use failed')),
  );
  return pool;
}

type TextParser = (value: string) => unknown;

const defaultTimestamptzParser = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ) as TextParser;

/** Text parsers per type OID, so that rows read from PostgreSQL look like rows read from SQLite. */
const TEXT_PARSERS = new Map<number, TextParser>([
  // int8 (ids, count(*)): a number while exact; a larger value stays a string rather than losing digits.
  [pg.types.builtins.INT8, (value) => (Number.isSafeInteger(Number(value)) ? Number(value) : value)],
  // numeric holds measured values: double precision is what the rest of the code computes with anyway.
  [pg.types.builtins.NUMERIC, (value) => Number(value)],
  // timestamptz: the same ISO-8601 UTC string SQLite stores.
  [
    pg.types.builtins.TIMESTAMPTZ,
    (value) => {
      const parsed: unknown = defaultTimestamptzParser(value);
      return parsed instanceof Date ? parsed.toISOString() : value;
    },
  ],
  // date: keep 'YYYY-MM-DD'; the default parser would shift it into the server's local time zone.
  [pg.types.builtins.DATE, (value) => value],
]);

function getTypeParser(oid: number, format?: 'text' | 'binary'): TextParser {
  const custom = format === 'binary' ? undefined : TEXT_PARSERS.get(oid);
  return custom ?? (pg.types.getTypeParser(oid, format ?? 'text') as TextParser);
}
