import { dialectOf, timestampType, type AnyKysely } from '../dialect.js';

/*
 * The patent landscape map (docs/spec/analyses.md "Visualisation"; features/visualization): each patent's place on
 * the 2-D map by text similarity and its cluster, the clusters with their characteristic terms, and when
 * the map was computed. Derived data like the search index (built with it, `npm run cli -- reindex`
 * rebuilds it), so no foreign keys: a patent deleted since the last build simply has no row in a search.
 *
 * - patent_landscape: patent_id, x, y in [-1, 1], cluster (landscape_clusters.id).
 * - landscape_clusters: id (0…k-1), label (terms joined with ・), terms (JSON array), centre x/y on the map,
 *   size (patents in the cluster when computed).
 * - landscape_state: one row (id 1): computed_at, documents laid out, elapsed_ms of the computation.
 *
 * Two covering indexes serve the example scatter (its axes are one property or one ingredient across all
 * examples): with them the points query and the per-axis counts read indexes only, instead of one table
 * row per example and axis (measured: about 4× less CPU for 50,000 points on SQLite).
 */
export async function up(db: AnyKysely): Promise<void> {
  const dialect = dialectOf(db);
  const key = dialect === 'postgres' ? 'bigint' : 'integer';
  await db.schema
    .createTable('patent_landscape')
    .addColumn('patent_id', key, (column) => column.primaryKey())
    .addColumn('x', 'double precision', (column) => column.notNull())
    .addColumn('y', 'double precision', (column) => column.notNull())
    .addColumn('cluster', 'integer', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('landscape_clusters')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('label', 'text', (column) => column.notNull())
    .addColumn('terms', 'text', (column) => column.notNull())
    .addColumn('x', 'double precision', (column) => column.notNull())
    .addColumn('y', 'double precision', (column) => column.notNull())
    .addColumn('size', 'integer', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('landscape_state')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('computed_at', timestampType(dialect), (column) => column.notNull())
    .addColumn('documents', 'integer', (column) => column.notNull())
    .addColumn('elapsed_ms', 'double precision', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('example_properties_axis_idx')
    .on('example_properties')
    .columns(['property_def_id', 'example_id', 'ordinal', 'value_canonical'])
    .execute();
  await db.schema
    .createIndex('example_components_axis_idx')
    .on('example_components')
    .columns(['material_id', 'example_id', 'ordinal', 'amount', 'unit'])
    .execute();
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropIndex('example_components_axis_idx').execute();
  await db.schema.dropIndex('example_properties_axis_idx').execute();
  for (const table of ['landscape_state', 'landscape_clusters', 'patent_landscape']) {
    await db.schema.dropTable(table).execute();
  }
}
