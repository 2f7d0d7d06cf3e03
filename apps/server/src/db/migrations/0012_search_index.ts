import { sql } from 'kysely';
import { dialectOf, type AnyKysely } from '../dialect.js';

/*
 * The search index (docs/spec/product.md, docs/spec/data-and-search.md; features/catalogue/search). Derived data: `npm run cli -- reindex`
 * rebuilds it from the catalogue at any time, so it carries no foreign keys.
 *
 * - search_docs: one row per indexed entity (kind, doc_id = the entity's id) with the ORIGINAL text of
 *   its slots (for snippets), its sort keys and, on PostgreSQL, the normalised slots (n_*) that the gram
 *   index and the LIKE re-check read. On SQLite the n_* columns stay empty.
 * - search_facets / search_numbers: facet values and canonical property values per document.
 * - search_state: a version per kind, bumped by every write, so every server process knows when its
 *   in-memory facet snapshot is stale.
 * - SQLite: one contentless FTS5 table per kind over the gram streams of the slots (grams.ts).
 * - PostgreSQL: search_grams(text), an IMMUTABLE SQL function giving the distinct 1- and 2-character grams,
 *   and one partial GIN index per kind over the grams of all normalised slots.
 */

const SEARCH_KINDS = ['patents', 'materials', 'products', 'examples'] as const;
const SLOTS = ['title', 'claims', 'abstract', 'description', 'party', 'extra', 'codes'] as const;

/** What the PostgreSQL gram index is built over; postgres-matcher.ts queries the same expression (U+0001 never occurs in normalised text). */
const POSTGRES_GRAM_SOURCE = SLOTS.map((slot) => `n_${slot}`).join(` || E'\\x01' || `);

export async function up(db: AnyKysely): Promise<void> {
  const dialect = dialectOf(db);
  const key = dialect === 'postgres' ? 'bigint' : 'integer';

  let docs = db.schema
    .createTable('search_docs')
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('doc_id', key, (column) => column.notNull())
    .addColumn('parent_id', key);
  for (const slot of SLOTS) docs = docs.addColumn(slot, 'text', (column) => column.notNull().defaultTo(''));
  for (const slot of SLOTS) {
    docs = docs.addColumn(`n_${slot}`, 'text', (column) => column.notNull().defaultTo(''));
  }
  await docs
    .addColumn('sort_date', 'text')
    .addColumn('sort_name', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('search_docs_pkey', ['kind', 'doc_id'])
    .execute();
  await db.schema
    .createIndex('search_docs_parent_idx')
    .on('search_docs')
    .columns(['kind', 'parent_id'])
    .execute();

  await db.schema
    .createTable('search_facets')
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('doc_id', key, (column) => column.notNull())
    .addColumn('facet', 'text', (column) => column.notNull())
    .addColumn('value', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('search_facets_pkey', ['kind', 'doc_id', 'facet', 'value'])
    .execute();
  await db.schema
    .createIndex('search_facets_value_idx')
    .on('search_facets')
    .columns(['kind', 'facet', 'value'])
    .execute();

  await db.schema
    .createTable('search_numbers')
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('doc_id', key, (column) => column.notNull())
    .addColumn('property_id', key, (column) => column.notNull())
    .addColumn('value', 'double precision', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('search_numbers_value_idx')
    .on('search_numbers')
    .columns(['kind', 'property_id', 'value'])
    .execute();
  await db.schema
    .createIndex('search_numbers_doc_idx')
    .on('search_numbers')
    .columns(['kind', 'doc_id'])
    .execute();

  await db.schema
    .createTable('search_state')
    .addColumn('kind', 'text', (column) => column.primaryKey())
    .addColumn('version', key, (column) => column.notNull())
    .execute();
  await db
    .insertInto('search_state')
    .values(SEARCH_KINDS.map((kind) => ({ kind, version: 1 })))
    .execute();

  if (dialect === 'sqlite') {
    for (const kind of SEARCH_KINDS) {
      await sql
        .raw(
          `create virtual table search_fts_${kind} using fts5(${SLOTS.join(', ')}, ` +
            `tokenize = 'ascii', content = '', contentless_delete = 1)`,
        )
        .execute(db);
    }
  } else {
    // lz4 decompresses several times faster than the default pglz: the LIKE re-check reads whole slots.
    // Servers built without lz4 keep pglz (the DO block's handler undoes only its own statement).
    await sql
      .raw(
        `do $$ begin alter table search_docs ${SLOTS.map((slot) => `alter column n_${slot} set compression lz4`).join(', ')}; ` +
          `exception when others then null; end $$`,
      )
      .execute(db);
    await sql`
      create function search_grams(t text) returns text[]
      language sql immutable strict parallel safe cost 1000
      as $$
        select array(
          select distinct g from (
            select c as g from unnest(string_to_array(t, null)) as u(c)
            union all
            select a || b from unnest(string_to_array(t, null), string_to_array(substr(t, 2), null)) as p(a, b)
            where b is not null
          ) grams
        )
      $$`.execute(db);
    for (const kind of SEARCH_KINDS) {
      await sql
        .raw(
          `create index search_docs_grams_${kind} on search_docs using gin ` +
            `(search_grams(${POSTGRES_GRAM_SOURCE})) where kind = '${kind}'`,
        )
        .execute(db);
      // ANALYZE would compute search_grams() for every sampled row (seconds per thousand documents)
      // to estimate what the default selectivity of @> estimates well enough.
      await sql.raw(`alter index search_docs_grams_${kind} alter column 1 set statistics 0`).execute(db);
    }
  }
}

export async function down(db: AnyKysely): Promise<void> {
  if (dialectOf(db) === 'sqlite') {
    for (const kind of SEARCH_KINDS) await sql.raw(`drop table search_fts_${kind}`).execute(db);
  }
  for (const table of ['search_state', 'search_numbers', 'search_facets', 'search_docs']) {
    await db.schema.dropTable(table).execute();
  }
  if (dialectOf(db) === 'postgres') await sql`drop function search_grams(text)`.execute(db);
}
