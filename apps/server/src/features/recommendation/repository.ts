import type { Link } from '@app/contract/catalogue';
import type { DbExecutor } from '../../db/schema.js';
import type { ProductValue } from './scoring.js';

/**
 * Every read of product recommendation. Candidate products are given as a filter (keywords and category
 * subtree), never as a long id list, so the SQL stays the same size whatever the catalogue holds.
 */

export interface PropertyDefRow {
  id: number;
  externalId: string;
  name: string;
  canonicalUnit: string;
  unitFamily: string;
}

export async function propertyDefsByExternalId(
  db: DbExecutor,
  externalIds: readonly string[],
): Promise<Map<string, PropertyDefRow>> {
  if (externalIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('property_defs')
    .select(['id', 'external_id', 'name', 'canonical_unit', 'unit_family'])
    .where('external_id', 'in', [...externalIds])
    .execute();
  return new Map(
    rows.map((row) => [
      row.external_id,
      {
        id: Number(row.id),
        externalId: row.external_id,
        name: row.name,
        canonicalUnit: row.canonical_unit,
        unitFamily: row.unit_family,
      },
    ]),
  );
}

export async function categoryByExternalId(
  db: DbExecutor,
  externalId: string,
): Promise<{ id: string; name: string; path: string } | null> {
  const row = await db
    .selectFrom('product_categories')
    .select(['external_id', 'name', 'path'])
    .where('external_id', '=', externalId)
    .executeTakeFirst();
  return row ? { id: row.external_id, name: row.name, path: row.path } : null;
}

/** Distinct application keywords (用途) with the number of products carrying each. */
export async function applicationKeywordCounts(
  db: DbExecutor,
): Promise<{ keyword: string; count: number }[]> {
  const rows = await db
    .selectFrom('product_keywords')
    .select((eb) => ['keyword', eb.fn.count<number>('product_id').distinct().as('count')])
    .where('kind', '=', 'application')
    .groupBy('keyword')
    .execute();
  return rows.map((row) => ({ keyword: row.keyword, count: Number(row.count) }));
}

export interface CandidateFilter {
  /** Exact application keywords (already matched against the user's words); null = any product. */
  keywords: readonly string[] | null;
  /** Materialised path of the category ('/3/17/'): its subtree; null = every category. */
  categoryPath: string | null;
}

export interface CandidateRow {
  id: number;
  name: string;
}

function candidates(db: DbExecutor, filter: CandidateFilter) {
  let query = db.selectFrom('products as p').select(['p.id', 'p.name']);
  if (filter.keywords) {
    const keywords = [...filter.keywords];
    query = query.where('p.id', 'in', (eb) =>
      eb
        .selectFrom('product_keywords')
        .select('product_id')
        .where('kind', '=', 'application')
        .where('keyword', 'in', keywords),
    );
  }
  if (filter.categoryPath) {
    const prefix = `${filter.categoryPath}%`;
    query = query.where('p.category_id', 'in', (eb) =>
      eb.selectFrom('product_categories').select('id').where('path', 'like', prefix),
    );
  }
  return query;
}

export async function candidateProducts(db: DbExecutor, filter: CandidateFilter): Promise<CandidateRow[]> {
  const rows = await candidates(db, filter).execute();
  return rows.map((row) => ({ id: Number(row.id), name: row.name }));
}

/**
 * The datasheet values of the given properties for every candidate, first row (by ordinal) per product and
 * property: product id → property def id → value.
 */
export async function candidateValues(
  db: DbExecutor,
  filter: CandidateFilter,
  propertyDefIds: readonly number[],
): Promise<Map<number, Map<number, ProductValue>>> {
  const rows = await db
    .selectFrom('product_properties')
    .select([
      'product_id',
      'property_def_id',
      'ordinal',
      'value',
      'unit',
      'original_value',
      'original_unit',
      'original_text',
      'test_standard',
      'condition',
    ])
    .where('property_def_id', 'in', [...propertyDefIds])
    .where('product_id', 'in', candidates(db, filter).clearSelect().select('p.id'))
    .orderBy('product_id')
    .orderBy('ordinal')
    .execute();
  const values = new Map<number, Map<number, ProductValue>>();
  for (const row of rows) {
    const productId = Number(row.product_id);
    let byProperty = values.get(productId);
    if (!byProperty) values.set(productId, (byProperty = new Map<number, ProductValue>()));
    const propertyId = Number(row.property_def_id);
    if (byProperty.has(propertyId)) continue;
    byProperty.set(propertyId, {
      value: Number(row.value),
      unit: row.unit,
      originalValue: Number(row.original_value),
      originalUnit: row.original_unit,
      originalText: row.original_text,
      testStandard: row.test_standard,
      condition: row.condition,
    });
  }
  return values;
}

export interface ProductFacts {
  id: number;
  externalId: string;
  name: string;
  maker: Link | null;
  category: Link | null;
  applications: string[];
  materials: (Link & { rowId: number })[];
}

/** Names, maker, category, application keywords and materials of one page of products. */
export async function productFacts(
  db: DbExecutor,
  ids: readonly number[],
): Promise<Map<number, ProductFacts>> {
  if (ids.length === 0) return new Map();
  const list = [...ids];
  const [rows, materials, keywords] = await Promise.all([
    db
      .selectFrom('products as p')
      .leftJoin('companies as m', 'm.id', 'p.maker_id')
      .leftJoin('product_categories as c', 'c.id', 'p.category_id')
      .select([
        'p.id',
        'p.external_id',
        'p.name',
        'm.external_id as maker_id',
        'm.name as maker_name',
        'c.external_id as category_id',
        'c.name as category_name',
      ])
      .where('p.id', 'in', list)
      .execute(),
    db
      .selectFrom('product_materials as pm')
      .innerJoin('materials as m', 'm.id', 'pm.material_id')
      .select(['pm.product_id', 'm.id', 'm.external_id', 'm.name'])
      .where('pm.product_id', 'in', list)
      .orderBy('pm.ordinal')
      .execute(),
    db
      .selectFrom('product_keywords')
      .select(['product_id', 'keyword'])
      .where('product_id', 'in', list)
      .where('kind', '=', 'application')
      .orderBy('ordinal')
      .execute(),
  ]);
  const facts = new Map<number, ProductFacts>();
  for (const row of rows) {
    facts.set(Number(row.id), {
      id: Number(row.id),
      externalId: row.external_id,
      name: row.name,
      maker: row.maker_id && row.maker_name ? { id: row.maker_id, name: row.maker_name } : null,
      category:
        row.category_id && row.category_name ? { id: row.category_id, name: row.category_name } : null,
      applications: [],
      materials: [],
    });
  }
  for (const row of materials) {
    facts
      .get(Number(row.product_id))
      ?.materials.push({ id: row.external_id, name: row.name, rowId: Number(row.id) });
  }
  for (const row of keywords) facts.get(Number(row.product_id))?.applications.push(row.keyword);
  return facts;
}

/** Component rows read for one page of products (a cap against pathological catalogues). */
const COMPONENT_ROWS_MAX = 50_000;

export interface ExampleUse {
  exampleId: number;
  productId: number | null;
  materialId: number | null;
}

/**
 * Uses of the page's products or of their materials in worked examples that measured at least one of the
 * required properties: one read for the whole page (a per-product read cost a scan of the property set
 * each), with a non-correlated "measured the property" set (a correlated EXISTS made SQLite walk the
 * property index per component).
 */
export async function exampleUses(
  db: DbExecutor,
  productIds: readonly number[],
  materialIds: readonly number[],
  propertyDefIds: readonly number[],
): Promise<ExampleUse[]> {
  if (productIds.length === 0) return [];
  const products = [...productIds];
  const materials = [...materialIds];
  const rows = await db
    .selectFrom('example_components')
    .select(['example_id', 'product_id', 'material_id'])
    .where((eb) =>
      materials.length > 0
        ? eb.or([eb('product_id', 'in', products), eb('material_id', 'in', materials)])
        : eb('product_id', 'in', products),
    )
    .where('example_id', 'in', (eb) =>
      eb
        .selectFrom('example_properties')
        .select('example_id')
        .where('property_def_id', 'in', [...propertyDefIds]),
    )
    .limit(COMPONENT_ROWS_MAX)
    .execute();
  return rows.map((row) => ({
    exampleId: Number(row.example_id),
    productId: row.product_id === null ? null : Number(row.product_id),
    materialId: row.material_id === null ? null : Number(row.material_id),
  }));
}

export interface ExampleFacts {
  exampleId: number;
  externalId: string;
  label: string;
  comparative: boolean;
  patentId: number;
  patentExternalId: string;
  publicationNumber: string;
  patentTitle: string;
  /** Measured values of the required properties, canonical unit, first row per property. */
  values: { propertyDefId: number; value: number; unit: string }[];
}

/** Labels, patents and measured values of a few examples. */
export async function exampleFacts(
  db: DbExecutor,
  exampleIds: readonly number[],
  propertyDefIds: readonly number[],
): Promise<Map<number, ExampleFacts>> {
  if (exampleIds.length === 0) return new Map();
  const ids = [...exampleIds];
  const [examples, values] = await Promise.all([
    db
      .selectFrom('examples as e')
      .innerJoin('patents as p', 'p.id', 'e.patent_id')
      .select([
        'e.id',
        'e.external_id',
        'e.label',
        'e.comparative',
        'p.id as patent_id',
        'p.external_id as patent_external_id',
        'p.publication_number',
        'p.title',
      ])
      .where('e.id', 'in', ids)
      .execute(),
    db
      .selectFrom('example_properties')
      .select(['example_id', 'property_def_id', 'value_canonical', 'unit_canonical', 'ordinal'])
      .where('example_id', 'in', ids)
      .where('property_def_id', 'in', [...propertyDefIds])
      .where('value_canonical', 'is not', null)
      .orderBy('example_id')
      .orderBy('ordinal')
      .execute(),
  ]);
  const facts = new Map<number, ExampleFacts>();
  for (const row of examples) {
    facts.set(Number(row.id), {
      exampleId: Number(row.id),
      externalId: row.external_id,
      label: row.label,
      comparative: Number(row.comparative) === 1,
      patentId: Number(row.patent_id),
      patentExternalId: row.patent_external_id,
      publicationNumber: row.publication_number,
      patentTitle: row.title,
      values: [],
    });
  }
  for (const row of values) {
    const example = facts.get(Number(row.example_id));
    const propertyDefId = Number(row.property_def_id);
    if (!example || example.values.some((value) => value.propertyDefId === propertyDefId)) continue;
    example.values.push({
      propertyDefId,
      value: Number(row.value_canonical),
      unit: row.unit_canonical ?? '',
    });
  }
  return facts;
}
