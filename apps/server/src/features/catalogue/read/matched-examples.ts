import type { PropertyRangeParam } from '@app/contract/catalogue';
import type { DbExecutor } from '../../../db/schema.js';
import { canonicalRanges } from './search-service.js';

/**
 * The rows behind "which examples matched" (issue 17): for patents found through example filters — property
 * ranges, materials or products in the composition — the examples of the page's patents and, per filter, the
 * values or components that can satisfy it. present/matched-examples.ts decides which examples match and
 * what leaves the server. Read from the same columns the index's example documents are built from
 * (example_properties.value_canonical, example_components' material/product), so a list never names an
 * example the filter did not find.
 *
 * The examples of the page's patents are read once by patent (examples_patent_id_ordinal_idx) and their
 * values / components by example id: a correlated EXISTS on the value led SQLite's planner to walk the
 * (property, value) index for every example (0.4 s for a page of the demo data).
 */

/** The example filters of a patent list query, or of a detail page opened from a filtered list. */
export interface ExampleFilters {
  prop?: readonly PropertyRangeParam[] | undefined;
  material?: readonly string[] | undefined;
  product?: readonly string[] | undefined;
}

export interface PatentExampleRow {
  patent: string;
  id: number;
  external_id: string;
  label: string;
  comparative: number;
}

/** The range filter: the ranges as asked, in canonical units, and the measured values of the ranged properties. */
export interface RangeRows {
  by: 'ranges';
  ranges: readonly PropertyRangeParam[];
  canonical: { propertyId: number; min: number | null; max: number | null }[];
  defs: { id: number; name: string; canonical_unit: string }[];
  /** Per example (in ordinal order), each value of a ranged property. */
  measured: { example_id: number; property_def_id: number; value_canonical: number }[];
}

/** A material or product filter: the named ingredients (by name) and the examples' components using them. */
export interface IngredientRows {
  by: 'material' | 'product';
  named: { id: number; name: string }[];
  used: { example_id: number; name: string; amount: number | null; unit: string }[];
}

export interface MatchedExampleRows {
  examples: PatentExampleRow[];
  /** One per example filter, in the order ranges, materials, products (unknown ingredient ids: none). */
  filters: (RangeRows | IngredientRows)[];
}

/** Ids per `in (…)` list: well inside SQLite's and PostgreSQL's parameter limits. */
const CHUNK = 500;

export function hasExampleFilters(filters: ExampleFilters): boolean {
  return Boolean(filters.prop?.length || filters.material?.length || filters.product?.length);
}

async function inChunks<T>(ids: readonly number[], read: (batch: number[]) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (let start = 0; start < ids.length; start += CHUNK)
    rows.push(...(await read(ids.slice(start, start + CHUNK))));
  return rows;
}

async function examplesOf(db: DbExecutor, patents: readonly string[]): Promise<PatentExampleRow[]> {
  const rows = await db
    .selectFrom('examples as e')
    .innerJoin('patents as p', 'p.id', 'e.patent_id')
    .select(['p.external_id as patent', 'e.id', 'e.external_id', 'e.label', 'e.comparative'])
    .where('p.external_id', 'in', [...patents])
    .orderBy('e.patent_id')
    .orderBy('e.ordinal')
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id), comparative: Number(row.comparative) }));
}

async function rangeRows(
  db: DbExecutor,
  exampleIds: readonly number[],
  ranges: readonly PropertyRangeParam[],
): Promise<RangeRows> {
  // Checks ids and units exactly as the search did (422 on an unknown property or a foreign unit).
  const canonical = await canonicalRanges(db, ranges);
  const propertyIds = canonical.map((range) => range.propertyId);
  const defs = await db
    .selectFrom('property_defs')
    .select(['id', 'name', 'canonical_unit'])
    .where('id', 'in', propertyIds)
    .execute();
  const measured = await inChunks(exampleIds, (batch) =>
    db
      .selectFrom('example_properties')
      .select(['example_id', 'property_def_id', 'value_canonical'])
      .where('example_id', 'in', batch)
      .where('property_def_id', 'in', propertyIds)
      .where('value_canonical', 'is not', null)
      .orderBy('example_id')
      .orderBy('ordinal')
      .execute(),
  );
  return {
    by: 'ranges',
    ranges,
    canonical,
    defs: defs.map((def) => ({ ...def, id: Number(def.id) })),
    measured: measured.map((row) => ({
      example_id: Number(row.example_id),
      property_def_id: Number(row.property_def_id),
      value_canonical: Number(row.value_canonical),
    })),
  };
}

/** The components using one of the chosen materials / products; null when none of the ids is known. */
async function ingredientRows(
  db: DbExecutor,
  exampleIds: readonly number[],
  by: 'material' | 'product',
  externalIds: readonly string[],
): Promise<IngredientRows | null> {
  const named = await db
    .selectFrom(by === 'material' ? 'materials' : 'products')
    .select(['id', 'name'])
    .where('external_id', 'in', [...externalIds])
    .orderBy('name')
    .execute();
  // Unknown ids match nothing in the search either: no line for them.
  if (named.length === 0) return null;
  const ids = named.map((row) => Number(row.id));
  const used = await inChunks(exampleIds, (batch) =>
    db
      .selectFrom('example_components as c')
      .select(['c.example_id', 'c.name', 'c.amount', 'c.unit'])
      .where('c.example_id', 'in', batch)
      .where(by === 'material' ? 'c.material_id' : 'c.product_id', 'in', ids)
      .orderBy('c.example_id')
      .orderBy('c.ordinal')
      .execute(),
  );
  return {
    by,
    named: named.map((row) => ({ id: Number(row.id), name: row.name })),
    used: used.map((row) => ({ ...row, example_id: Number(row.example_id) })),
  };
}

/** The rows of every example filter of `filters` for the examples of `patents` (external ids). */
export async function readMatchedExamples(
  db: DbExecutor,
  patents: readonly string[],
  filters: ExampleFilters,
): Promise<MatchedExampleRows> {
  const examples = await examplesOf(db, patents);
  const exampleIds = examples.map((row) => row.id);
  const found: MatchedExampleRows['filters'] = [];
  if (filters.prop?.length) found.push(await rangeRows(db, exampleIds, filters.prop));
  for (const by of ['material', 'product'] as const) {
    const ids = filters[by];
    if (!ids?.length) continue;
    const rows = await ingredientRows(db, exampleIds, by, ids);
    if (rows) found.push(rows);
  }
  return { examples, filters: found };
}
