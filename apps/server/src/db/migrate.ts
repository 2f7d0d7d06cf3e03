import { Migrator, sql, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely';
import { dialectOf, type AnyKysely } from './dialect.js';
import { APP_MIGRATIONS } from './migrations/registry.js';

type Migrations = Readonly<Record<string, Migration>>;

/** A migration run that stopped; `migrationName` is the one that failed (null when none had started). */
export class MigrationFailedError extends Error {
  constructor(
    readonly migrationName: string | null,
    cause: unknown,
  ) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(
      migrationName
        ? `Migration "${migrationName}" failed: ${reason}`
        : `Migrations could not run: ${reason}`,
      { cause },
    );
    this.name = 'MigrationFailedError';
  }
}

function migratorFor(db: AnyKysely, migrations: Migrations): Migrator {
  const provider: MigrationProvider = { getMigrations: () => Promise.resolve({ ...migrations }) };
  return new Migrator({ db, provider });
}

/**
 * Applies every pending migration in one transaction, so a failure leaves the schema as it was. Returns the
 * names applied; throws MigrationFailedError naming the culprit.
 */
export async function migrateToLatest(
  db: AnyKysely,
  migrations: Migrations = APP_MIGRATIONS,
): Promise<string[]> {
  const run = (target: AnyKysely) => migratorFor(target, migrations).migrateToLatest();
  const { error, results = [] } =
    dialectOf(db) === 'sqlite' ? await inSqliteTransaction(db, run) : await run(db);
  if (error !== undefined) {
    const failed = results.find((result) => result.status === 'Error');
    throw new MigrationFailedError(failed?.migrationName ?? null, error);
  }
  return results.map((result) => result.migrationName);
}

/** Names of known migrations not yet applied (all of them on an empty database). */
export async function pendingMigrations(
  db: AnyKysely,
  migrations: Migrations = APP_MIGRATIONS,
): Promise<string[]> {
  const all = await migratorFor(db, migrations).getMigrations();
  return all.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}

/**
 * Kysely runs SQLite migrations without a transaction, although SQLite's DDL is transactional; without one a
 * failing migration would leave half its changes behind. Note: `PRAGMA foreign_keys` cannot change inside
 * a transaction, so a table-rebuild migration must keep its rows consistent by itself.
 */
async function inSqliteTransaction(
  db: AnyKysely,
  run: (connection: AnyKysely) => Promise<MigrationResultSet>,
): Promise<MigrationResultSet> {
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    let outcome: MigrationResultSet | undefined;
    try {
      outcome = await run(connection);
    } finally {
      await sql.raw(outcome && outcome.error === undefined ? 'commit' : 'rollback').execute(connection);
    }
    return outcome;
  });
}
