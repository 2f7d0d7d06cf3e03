import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';

/**
 * Kysely's SQLite dialect with one change: a transaction takes the write lock when it begins
 * (`BEGIN IMMEDIATE`) instead of at its first write (Kysely's plain `BEGIN`).
 *
 * Why: a deferred transaction that reads before it writes — completing a sign-up looks its token up, then
 * updates it — gets SQLITE_BUSY at once, without waiting for busy_timeout, when another connection holds
 * the write lock at the moment of its first write: SQLite never waits to upgrade a read transaction (it
 * could deadlock). The other connection is another process on the same file (the operator CLI, e.g.
 * `user:plan`, whose migration check alone holds the lock some tens of milliseconds), and the user got a
 * 503. `BEGIN IMMEDIATE` waits for the lock like any single write does (busy_timeout, database.ts).
 *
 * Every transaction of the app writes, and this process's queries share one connection behind Kysely's
 * mutex, so taking the lock at the start costs them nothing.
 */
export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}
