import { dialectOf, type AnyKysely, identityColumn, timestampType } from '../dialect.js';

/*
 * Product explorations (docs/spec/data-and-search.md, docs/spec/analyses.md): one row per forward/inverse analysis a user started, run by a job
 * of the one job queue (`job_id`). Request, result and the training table are JSON text on both dialects.
 * `scope_data` holds an uploaded examples CSV (up to 5 MB) apart from the request, so lists never read it.
 * `training` holds the matrix the model was fitted on (with each row's example id), so predictions and
 * nearest examples never depend on later catalogue edits. Column meanings: ExplorationsTable in db/schema.ts.
 */
export async function up(db: AnyKysely): Promise<void> {
  const dialect = dialectOf(db);
  const timestamp = timestampType(dialect);
  await db.schema
    .createTable('explorations')
    .addColumn('id', ...identityColumn(dialect))
    .addColumn('user_id', 'bigint', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('progress', 'double precision', (column) => column.notNull().defaultTo(0))
    .addColumn('progress_message', 'text')
    .addColumn('error_reason', 'text')
    .addColumn('request', 'text', (column) => column.notNull())
    .addColumn('scope_data', 'text')
    .addColumn('result', 'text')
    .addColumn('training', 'text')
    .addColumn('data_report', 'text')
    .addColumn('job_id', 'bigint')
    .addColumn('cancel_requested', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', timestamp, (column) => column.notNull())
    .addColumn('updated_at', timestamp, (column) => column.notNull())
    .addColumn('started_at', timestamp)
    .addColumn('finished_at', timestamp)
    .execute();
  await db.schema
    .createIndex('explorations_user_id_created_at_idx')
    .on('explorations')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.createIndex('explorations_status_idx').on('explorations').columns(['status']).execute();
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropTable('explorations').execute();
}
