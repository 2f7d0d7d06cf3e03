import type { CreateTableBuilder } from 'kysely';
import { dialectOf, identityColumn, timestampType, type AnyKysely, type SqlDialect } from '../dialect.js';

/*
 * The catalogue (docs/spec/data-and-search.md): companies, materials, property definitions, product categories, products,
 * patents, worked examples and the numeric ranges of claims. Column meanings are documented on the Kysely
 * types in db/schema.ts. Numbers are `double precision` on both dialects (SQLite gives it REAL affinity,
 * an 8-byte float); flags are integers 0/1; dates are `date` on PostgreSQL and ISO text on SQLite.
 */

type Table = CreateTableBuilder<string, string>;

const REAL = 'double precision';

function dateType(dialect: SqlDialect): 'date' | 'text' {
  return dialect === 'postgres' ? 'date' : 'text';
}

export async function up(db: AnyKysely): Promise<void> {
  const dialect = dialectOf(db);
  const timestamp = timestampType(dialect);
  const date = dateType(dialect);
  const id = identityColumn(dialect);
  const key = dialect === 'postgres' ? 'bigint' : 'integer';

  /** Columns every top-level entity has: id, provenance, the interchange id, demo flag, timestamps. */
  const entity = (name: string, build: (table: Table) => Table) =>
    build(
      db.schema
        .createTable(name)
        .addColumn('id', ...id)
        .addColumn('source', 'text', (column) => column.notNull())
        .addColumn('external_id', 'text', (column) => column.notNull()),
    )
      .addColumn('is_demo', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('created_at', timestamp, (column) => column.notNull())
      .addColumn('updated_at', timestamp, (column) => column.notNull())
      .execute();

  /** A child table: id and a parent key that disappears with its parent. */
  const child = (name: string, parentColumn: string, parentTable: string, build: (table: Table) => Table) =>
    build(
      db.schema
        .createTable(name)
        .addColumn('id', ...id)
        .addColumn(parentColumn, key, (column) =>
          column.notNull().references(`${parentTable}.id`).onDelete('cascade'),
        ),
    ).execute();

  const index = (table: string, columns: string[], unique = false) => {
    const builder = db.schema
      .createIndex(`${table}_${columns.join('_')}_${unique ? 'key' : 'idx'}`)
      .on(table);
    return (unique ? builder.unique() : builder).columns(columns).execute();
  };

  /** Value columns shared by product and material property rows. */
  const measuredValue = (table: Table) =>
    table
      .addColumn('property_def_id', key, (column) => column.notNull().references('property_defs.id'))
      .addColumn('ordinal', 'integer', (column) => column.notNull())
      .addColumn('value', REAL, (column) => column.notNull())
      .addColumn('unit', 'text', (column) => column.notNull())
      .addColumn('original_value', REAL, (column) => column.notNull())
      .addColumn('original_unit', 'text', (column) => column.notNull())
      .addColumn('original_text', 'text')
      .addColumn('test_standard', 'text')
      .addColumn('condition', 'text');

  const aliasColumns = (table: Table) =>
    table
      .addColumn('alias', 'text', (column) => column.notNull())
      .addColumn('normalized', 'text', (column) => column.notNull());

  // Companies and their name variants (名寄せ).
  await entity('companies', (table) =>
    table
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('name_en', 'text')
      .addColumn('kana', 'text')
      .addColumn('country', 'text')
      .addColumn('url', 'text')
      .addColumn('description', 'text'),
  );
  await index('companies', ['external_id'], true);
  await index('companies', ['name']);
  await child('company_aliases', 'company_id', 'companies', aliasColumns);
  await index('company_aliases', ['normalized'], true);
  await index('company_aliases', ['company_id']);

  // Property definitions.
  await entity('property_defs', (table) =>
    table
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('name_en', 'text')
      .addColumn('display_unit', 'text', (column) => column.notNull())
      .addColumn('unit_family', 'text', (column) => column.notNull())
      .addColumn('canonical_unit', 'text', (column) => column.notNull())
      .addColumn('test_standards', 'text', (column) => column.notNull().defaultTo('[]'))
      .addColumn('direction', 'text')
      .addColumn('scope', 'text', (column) => column.notNull().defaultTo('both'))
      .addColumn('group_name', 'text')
      .addColumn('description', 'text')
      .addColumn('levels', 'text'),
  );
  await index('property_defs', ['external_id'], true);
  await child('property_def_aliases', 'property_def_id', 'property_defs', aliasColumns);
  await index('property_def_aliases', ['normalized']);
  await index('property_def_aliases', ['property_def_id']);

  // Materials.
  await entity('materials', (table) =>
    table
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('name_en', 'text')
      .addColumn('category', 'text', (column) => column.notNull())
      .addColumn('cas_number', 'text')
      .addColumn('formula', 'text')
      .addColumn('description', 'text'),
  );
  await index('materials', ['external_id'], true);
  await index('materials', ['category']);
  await index('materials', ['cas_number']);
  await child('material_aliases', 'material_id', 'materials', aliasColumns);
  await index('material_aliases', ['normalized']);
  await index('material_aliases', ['material_id']);
  await child('material_properties', 'material_id', 'materials', measuredValue);
  await index('material_properties', ['material_id']);
  await index('material_properties', ['property_def_id', 'value']);

  // Product categories (tree) and classification code titles.
  await entity('product_categories', (table) =>
    table
      .addColumn('parent_id', key, (column) => column.references('product_categories.id'))
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('name_en', 'text')
      .addColumn('sort_order', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('path', 'text', (column) => column.notNull())
      .addColumn('depth', 'integer', (column) => column.notNull()),
  );
  await index('product_categories', ['external_id'], true);
  await index('product_categories', ['parent_id']);
  await index('product_categories', ['path']);
  await entity('classification_codes', (table) =>
    table
      .addColumn('scheme', 'text', (column) => column.notNull())
      .addColumn('code', 'text', (column) => column.notNull())
      .addColumn('title', 'text', (column) => column.notNull())
      .addColumn('title_en', 'text')
      .addColumn('parent_code', 'text'),
  );
  await index('classification_codes', ['external_id'], true);
  await index('classification_codes', ['scheme', 'code'], true);

  // Products.
  await entity('products', (table) =>
    table
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('brand', 'text')
      .addColumn('grade', 'text')
      .addColumn('maker_id', key, (column) => column.notNull().references('companies.id'))
      .addColumn('category_id', key, (column) => column.notNull().references('product_categories.id'))
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('datasheet', 'text')
      .addColumn('description', 'text')
      .addColumn('url', 'text'),
  );
  await index('products', ['external_id'], true);
  await index('products', ['maker_id']);
  await index('products', ['category_id']);
  await index('products', ['status']);
  await db.schema
    .createTable('product_materials')
    .addColumn('product_id', key, (column) => column.notNull().references('products.id').onDelete('cascade'))
    .addColumn('material_id', key, (column) => column.notNull().references('materials.id'))
    .addColumn('ordinal', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('product_materials_pkey', ['product_id', 'material_id'])
    .execute();
  await index('product_materials', ['material_id']);
  await child('product_keywords', 'product_id', 'products', (table) =>
    table
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('keyword', 'text', (column) => column.notNull())
      .addColumn('ordinal', 'integer', (column) => column.notNull()),
  );
  await index('product_keywords', ['product_id']);
  await index('product_keywords', ['kind', 'keyword']);
  await child('product_properties', 'product_id', 'products', measuredValue);
  await index('product_properties', ['product_id']);
  await index('product_properties', ['property_def_id', 'value']);

  // Patents and their parts.
  await entity('patents', (table) =>
    table
      .addColumn('publication_number', 'text', (column) => column.notNull())
      .addColumn('publication_number_normalized', 'text', (column) => column.notNull())
      .addColumn('kind', 'text')
      .addColumn('country', 'text', (column) => column.notNull())
      .addColumn('language', 'text')
      .addColumn('title', 'text', (column) => column.notNull())
      .addColumn('abstract', 'text')
      .addColumn('description', 'text')
      .addColumn('application_number', 'text')
      .addColumn('application_date', date)
      .addColumn('publication_date', date)
      .addColumn('grant_number', 'text')
      .addColumn('grant_date', date)
      .addColumn('priority_date', date)
      .addColumn('application_year', 'integer')
      .addColumn('publication_year', 'integer')
      .addColumn('legal_status', 'text', (column) => column.notNull())
      .addColumn('claim_count', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('example_count', 'integer', (column) => column.notNull().defaultTo(0)),
  );
  await index('patents', ['external_id'], true);
  await index('patents', ['publication_number_normalized'], true);
  await index('patents', ['publication_number']);
  await index('patents', ['application_year']);
  await index('patents', ['publication_year']);
  await index('patents', ['application_date']);
  await index('patents', ['publication_date']);
  await index('patents', ['legal_status']);
  await child('patent_claims', 'patent_id', 'patents', (table) =>
    table
      .addColumn('number', 'integer', (column) => column.notNull())
      .addColumn('text', 'text', (column) => column.notNull())
      .addColumn('depends_on', 'text', (column) => column.notNull().defaultTo('[]'))
      .addColumn('independent', 'integer', (column) => column.notNull()),
  );
  await index('patent_claims', ['patent_id', 'number'], true);
  await child('patent_applicants', 'patent_id', 'patents', (table) =>
    table
      .addColumn('ordinal', 'integer', (column) => column.notNull())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('company_id', key, (column) => column.references('companies.id').onDelete('set null'))
      .addColumn('role', 'text', (column) => column.notNull().defaultTo('applicant')),
  );
  await index('patent_applicants', ['patent_id']);
  await index('patent_applicants', ['company_id']);
  await child('patent_inventors', 'patent_id', 'patents', (table) =>
    table
      .addColumn('ordinal', 'integer', (column) => column.notNull())
      .addColumn('name', 'text', (column) => column.notNull()),
  );
  await index('patent_inventors', ['patent_id']);
  await index('patent_inventors', ['name']);
  await child('patent_classifications', 'patent_id', 'patents', (table) =>
    table
      .addColumn('scheme', 'text', (column) => column.notNull())
      .addColumn('code', 'text', (column) => column.notNull())
      .addColumn('ordinal', 'integer', (column) => column.notNull())
      .addColumn('is_first', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('section', 'text')
      .addColumn('class', 'text')
      .addColumn('subclass', 'text')
      .addColumn('main_group', 'text')
      .addColumn('theme', 'text'),
  );
  await index('patent_classifications', ['patent_id']);
  await index('patent_classifications', ['scheme', 'code']);
  await index('patent_classifications', ['scheme', 'section']);
  await index('patent_classifications', ['scheme', 'class']);
  await index('patent_classifications', ['scheme', 'subclass']);
  await index('patent_classifications', ['scheme', 'main_group']);
  await index('patent_classifications', ['scheme', 'theme']);
  await child('patent_citations', 'patent_id', 'patents', (table) =>
    table
      .addColumn('ordinal', 'integer', (column) => column.notNull())
      .addColumn('cited_number', 'text', (column) => column.notNull())
      .addColumn('cited_normalized', 'text', (column) => column.notNull())
      .addColumn('category', 'text'),
  );
  await index('patent_citations', ['patent_id']);
  await index('patent_citations', ['cited_normalized']);

  // Worked examples.
  await entity('examples', (table) =>
    table
      .addColumn('patent_id', key, (column) => column.notNull().references('patents.id').onDelete('cascade'))
      .addColumn('label', 'text', (column) => column.notNull())
      .addColumn('comparative', 'integer', (column) => column.notNull())
      .addColumn('ordinal', 'integer', (column) => column.notNull())
      .addColumn('note', 'text'),
  );
  await index('examples', ['external_id'], true);
  await index('examples', ['patent_id', 'ordinal']);
  await child('example_components', 'example_id', 'examples', (table) =>
    table
      .addColumn('ordinal', 'integer', (column) => column.notNull())
      .addColumn('material_id', key, (column) => column.references('materials.id').onDelete('set null'))
      .addColumn('product_id', key, (column) => column.references('products.id').onDelete('set null'))
      .addColumn('group_symbol', 'text')
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('amount', REAL)
      .addColumn('unit', 'text', (column) => column.notNull())
      .addColumn('amount_canonical', REAL)
      .addColumn('unit_canonical', 'text')
      .addColumn('balance', 'integer', (column) => column.notNull().defaultTo(0)),
  );
  await index('example_components', ['example_id']);
  await index('example_components', ['material_id']);
  await index('example_components', ['product_id']);
  await child('example_conditions', 'example_id', 'examples', (table) =>
    table
      .addColumn('ordinal', 'integer', (column) => column.notNull())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('value', REAL, (column) => column.notNull())
      .addColumn('unit', 'text', (column) => column.notNull())
      .addColumn('value_canonical', REAL)
      .addColumn('unit_canonical', 'text'),
  );
  await index('example_conditions', ['example_id']);
  await child('example_properties', 'example_id', 'examples', (table) =>
    table
      .addColumn('ordinal', 'integer', (column) => column.notNull())
      .addColumn('property_def_id', key, (column) =>
        column.references('property_defs.id').onDelete('set null'),
      )
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('value', REAL, (column) => column.notNull())
      .addColumn('unit', 'text', (column) => column.notNull())
      .addColumn('value_canonical', REAL)
      .addColumn('unit_canonical', 'text')
      .addColumn('original_text', 'text')
      .addColumn('condition', 'text'),
  );
  await index('example_properties', ['example_id']);
  await index('example_properties', ['property_def_id', 'value_canonical']);

  // Numeric ranges of claims.
  await child('claim_ranges', 'patent_id', 'patents', (table) =>
    table
      .addColumn('claim_number', 'integer', (column) => column.notNull())
      .addColumn('ordinal', 'integer', (column) => column.notNull())
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('subject', 'text', (column) => column.notNull())
      .addColumn('group_symbol', 'text')
      .addColumn('material_id', key, (column) => column.references('materials.id').onDelete('set null'))
      .addColumn('property_def_id', key, (column) =>
        column.references('property_defs.id').onDelete('set null'),
      )
      .addColumn('min', REAL)
      .addColumn('max', REAL)
      .addColumn('min_inclusive', 'integer', (column) => column.notNull().defaultTo(1))
      .addColumn('max_inclusive', 'integer', (column) => column.notNull().defaultTo(1))
      .addColumn('unit', 'text', (column) => column.notNull())
      .addColumn('original_unit', 'text', (column) => column.notNull())
      .addColumn('basis', 'text')
      .addColumn('original_text', 'text')
      .addColumn('origin', 'text', (column) => column.notNull()),
  );
  await index('claim_ranges', ['patent_id']);
  await index('claim_ranges', ['material_id']);
  await index('claim_ranges', ['property_def_id']);
}

const TABLES_IN_DROP_ORDER = [
  'claim_ranges',
  'example_properties',
  'example_conditions',
  'example_components',
  'examples',
  'patent_citations',
  'patent_classifications',
  'patent_inventors',
  'patent_applicants',
  'patent_claims',
  'patents',
  'product_properties',
  'product_keywords',
  'product_materials',
  'products',
  'classification_codes',
  'product_categories',
  'material_properties',
  'material_aliases',
  'materials',
  'property_def_aliases',
  'property_defs',
  'company_aliases',
  'companies',
];

export async function down(db: AnyKysely): Promise<void> {
  for (const table of TABLES_IN_DROP_ORDER) await db.schema.dropTable(table).execute();
}
