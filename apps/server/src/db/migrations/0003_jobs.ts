import { dialectOf, type AnyKysely, identityColumn, timestampType } from '../dialect.js';

/**
 * The one job queue (docs/spec/product.md): mails now, explorations, analyses and imports later. Payload and result
 * are JSON text on both dialects. A worker claims a row by setting status 'running' with its id and the time;
 * a 'running' row whose lease ran out (crash, kill -9) is claimed again.
 */
export async function up(db: AnyKysely): Promise<void> {
  const dialect = dialectOf(db);
  const timestamp = timestampType(dialect);
  await db.schema
    .createTable('jobs')
    .addColumn('id', ...identityColumn(dialect))
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('payload', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (column) => column.notNull())
    .addColumn('run_at', timestamp, (column) => column.notNull())
    .addColumn('locked_by', 'text')
    .addColumn('locked_at', timestamp)
    .addColumn('progress', 'real')
    .addColumn('last_error', 'text')
    .addColumn('result', 'text')
    .addColumn('created_at', timestamp, (column) => column.notNull())
    .addColumn('updated_at', timestamp, (column) => column.notNull())
    .execute();
  // The claim query: the oldest due queued job, or a running one whose lease expired.
  await db.schema.createIndex('jobs_status_run_at_idx').on('jobs').columns(['status', 'run_at']).execute();
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropTable('jobs').execute();
}
