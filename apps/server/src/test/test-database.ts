import { createHash, randomBytes } from 'node:crypto';
import { copyFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { APP_MIGRATIONS } from '../db/migrations/registry.js';

/*
 * Every test file wants a freshly migrated database. Running the migrations once per file cost more than
 * many files' tests, so the migrations run once into a template (keyed by the migrations' own code, so a
 * changed migration makes a new one) and each test file gets a copy: the SQLite file is copied, PostgreSQL
 * clones it with CREATE DATABASE … TEMPLATE.
 */
const templateKey = createHash('sha256')
  .update(
    Object.entries(APP_MIGRATIONS)
      .map(([name, migration]) =>
        [name, migration.up.toString(), migration.down?.toString() ?? ''].join('\n'),
      )
      .join('\n'),
  )
  .digest('hex')
  .slice(0, 16);

let sqliteTemplate: Promise<string> | undefined;

/** Writes a migrated SQLite database to `file` (a copy of the template, made once per migration set). */
export async function copyMigratedSqlite(file: string): Promise<void> {
  sqliteTemplate ??= ensureSqliteTemplate();
  await copyFile(await sqliteTemplate, file);
}

async function ensureSqliteTemplate(): Promise<string> {
  const template = path.join(tmpdir(), `server-test-template-${templateKey}.sqlite`);
  if (await exists(template)) return template;
  // Built beside the final name and renamed into place, so a parallel worker never copies a half-made file.
  const building = `${template}.${process.pid}.${randomBytes(4).toString('hex')}`;
  const database = createDatabase({ database: { dialect: 'sqlite', file: building } });
  try {
    await migrateToLatest(database.db);
  } finally {
    // Closing the last connection checkpoints the WAL into the main file, which alone is then complete.
    await database.destroy();
  }
  await rename(building, template);
  await Promise.all(['-wal', '-shm'].map((suffix) => rm(building + suffix, { force: true })));
  return template;
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/**
 * A PostgreSQL database of its own for one test file, on the server named by TEST_DATABASE_URL (a superuser
 * URL); `migrated` clones the migrated template instead of starting empty. Returns its URL and a function
 * that drops it again.
 */
export async function createPostgresTestDatabase(
  adminUrl: string,
  { migrated = false }: { migrated?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const template = migrated ? await postgresTemplate(adminUrl) : undefined;
  await withAdminClient(adminUrl, (client) =>
    client.query(template ? `create database "${name}" template "${template}"` : `create database "${name}"`),
  );
  return {
    url: databaseUrl(adminUrl, name),
    // FORCE ends connections a failed test may have left open.
    drop: async () => {
      await queryAdmin(adminUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

const postgresTemplates = new Map<string, Promise<string>>();

function postgresTemplate(adminUrl: string): Promise<string> {
  let template = postgresTemplates.get(adminUrl);
  if (!template) {
    template = ensurePostgresTemplate(adminUrl);
    postgresTemplates.set(adminUrl, template);
  }
  return template;
}

async function ensurePostgresTemplate(adminUrl: string): Promise<string> {
  const template = `t_template_${templateKey}`;
  const found = await queryAdmin(adminUrl, `select 1 from pg_database where datname = $1`, [template]);
  if (found.rowCount) return template;
  // Migrated under a name of its own and renamed when complete: a worker of another process that races us
  // either sees no template yet (and builds its own) or a finished one.
  const building = `${template}_${randomBytes(4).toString('hex')}`;
  await queryAdmin(adminUrl, `create database "${building}"`);
  const database = createDatabase({
    database: { dialect: 'postgres', url: databaseUrl(adminUrl, building) },
  });
  try {
    await migrateToLatest(database.db);
  } finally {
    await database.destroy();
  }
  try {
    await queryAdmin(adminUrl, `alter database "${building}" rename to "${template}"`);
  } catch {
    // Another process finished first; its template is the same.
    await queryAdmin(adminUrl, `drop database if exists "${building}" with (force)`);
  }
  return template;
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function queryAdmin(url: string, text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  return withAdminClient(url, (client) => client.query(text, values));
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
