import { dialectOf, type AnyKysely, identityColumn, timestampType } from '../dialect.js';

/*
 * Imports started from the operator console (issue 19, decision 0022): one row per file, written by the
 * route (queued), then by the import job (progress, counts, the first failures with their line, the end).
 * Kept as the history of who imported what; the audit log has the start too.
 */
export async function up(db: AnyKysely): Promise<void> {
  const dialect = dialectOf(db);
  const timestamp = timestampType(dialect);
  await db.schema
    .createTable('import_runs')
    .addColumn('id', ...identityColumn(dialect))
    .addColumn('operator_id', 'bigint', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('source', 'text', (column) => column.notNull())
    .addColumn('file_name', 'text', (column) => column.notNull())
    .addColumn('file_path', 'text', (column) => column.notNull())
    .addColumn('format', 'text', (column) => column.notNull())
    .addColumn('bytes', 'bigint', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('done', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('fraction', 'double precision')
    .addColumn('inserted', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('updated', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('failed', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('skipped', 'integer')
    .addColumn('errors', 'text', (column) => column.notNull().defaultTo('[]'))
    .addColumn('failure_reason', 'text')
    .addColumn('created_at', timestamp, (column) => column.notNull())
    .addColumn('started_at', timestamp)
    .addColumn('finished_at', timestamp)
    .execute();
  await db.schema.createIndex('import_runs_created_idx').on('import_runs').column('created_at').execute();
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropTable('import_runs').execute();
}
