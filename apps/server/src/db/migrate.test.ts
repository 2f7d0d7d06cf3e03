// dialect-dependent: runs on PostgreSQL too (see apps/server/src/test/README.md)
import { sql, type Migration } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-context.js';
import { migrateToLatest, MigrationFailedError, pendingMigrations } from './migrate.js';
import { APP_MIGRATIONS } from './migrations/registry.js';

const createTable = (name: string): Migration => ({
  up: async (db) => {
    await db.schema
      .createTable(name)
      .addColumn('id', 'integer', (column) => column.primaryKey())
      .execute();
  },
});

describe('migrateToLatest', () => {
  let context: TestContext | undefined;
  afterEach(() => context?.close());

  it('applies the app migrations once and reports nothing pending afterwards', async () => {
    context = await createTestContext();
    const { db } = context.database;
    expect(await pendingMigrations(db)).toEqual([]);
    expect(await migrateToLatest(db)).toEqual([]);
    const tables = (await db.introspection.getTables()).map((table) => table.name);
    expect(tables).toEqual(expect.arrayContaining(['app_settings', 'page_views']));
  });

  it('names the failing migration and leaves the schema as it was', async () => {
    context = await createTestContext();
    const { db } = context.database;
    const broken: Record<string, Migration> = {
      ...APP_MIGRATIONS,
      '9001_good': createTable('good_table'),
      '9002_broken': { up: async (trx) => void (await sql`create tabel nonsense (id integer)`.execute(trx)) },
    };

    const failure = await migrateToLatest(db, broken).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(MigrationFailedError);
    expect((failure as MigrationFailedError).migrationName).toBe('9002_broken');
    expect((failure as Error).message).toMatch(/^Migration "9002_broken" failed: .*syntax error/);
    // One transaction for the batch: the good migration before it was rolled back too.
    expect(await pendingMigrations(db, broken)).toEqual(['9001_good', '9002_broken']);
    const tables = (await db.introspection.getTables()).map((table) => table.name);
    expect(tables).not.toContain('good_table');
  });
});
