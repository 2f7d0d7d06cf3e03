import type { MatchedExamples, PropertyRangeParam } from '@app/contract/catalogue';
import { printedUnit } from '@app/contract/display-units';
import { convert } from '@app/contract/units';
import type { DbExecutor } from '../../../db/schema.js';
import { canonicalRanges } from './search-service.js';

/**
 * "Which examples matched" (issue 17): for patents found through example filters — property ranges
 * (some ONE example satisfies every range), materials or products in the composition — the examples of
 * each patent that satisfy each filter, with the values that made them match. Read from the same columns
 * the index's example documents are built from (example_properties.value_canonical, example_components'
 * material/product), with the same inclusive bounds, so a list never names an example the filter did not
 * find. Lists name the first few per patent; the detail page opened from such a list gets all of them.
 *
 * The examples of the page's patents are read once by patent (examples_patent_id_ordinal_idx) and their
 * values / components by example id, then tested here: a correlated EXISTS on the value led SQLite's
 * planner to walk the (property, value) index for every example (0.4 s for a page of the demo data).
 */

/** The example filters of a patent list query, or of a detail page opened from a filtered list. */
export interface ExampleFilters {
  prop?: readonly PropertyRangeParam[] | undefined;
  material?: readonly string[] | undefined;
  product?: readonly string[] | undefined;
}

/** Examples named per patent on a list row (the rest are counted). */
export const LIST_EXAMPLES = 5;

/** Ids per `in (…)` list: well inside SQLite's and PostgreSQL's parameter limits. */
const CHUNK = 500;

interface ExampleRow {
  patent: string;
  id: number;
  external_id: string;
  label: string;
  comparative: number;
}

type Value = MatchedExamples['examples'][number]['values'][number];

/** One filter's answer: for each matching example (in the patents' order), the values that matched. */
type Matching = Map<number, Value[]>;

/** A range as people write it: 「30〜40 MPa」, 「30 MPa 以上」, 「40 MPa 以下」. */
function rangeText(range: PropertyRangeParam, unit: string): string {
  const suffix = printedUnit(unit) ? ` ${printedUnit(unit)}` : '';
  if (range.min !== null && range.max !== null) return `${range.min}〜${range.max}${suffix}`;
  if (range.min !== null) return `${range.min}${suffix} 以上`;
  return `${range.max}${suffix} 以下`;
}

function hasFilters(filters: ExampleFilters): boolean {
  return Boolean(filters.prop?.length || filters.material?.length || filters.product?.length);
}

async function inChunks<T>(ids: readonly number[], read: (batch: number[]) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (let start = 0; start < ids.length; start += CHUNK)
    rows.push(...(await read(ids.slice(start, start + CHUNK))));
  return rows;
}

function examplesOf(db: DbExecutor, patents: readonly string[]): Promise<ExampleRow[]> {
  return db
    .selectFrom('examples as e')
    .innerJoin('patents as p', 'p.id', 'e.patent_id')
    .select(['p.external_id as patent', 'e.id', 'e.external_id', 'e.label', 'e.comparative'])
    .where('p.external_id', 'in', [...patents])
    .orderBy('e.patent_id')
    .orderBy('e.ordinal')
    .execute();
}

/** Per patent, the examples `matching` names (in the patent's order): the first `limit` presented, all counted. */
function assemble(
  patents: readonly string[],
  examples: readonly ExampleRow[],
  matching: Matching,
  limit: number | null,
  head: Pick<MatchedExamples, 'by' | 'condition'>,
): Map<string, MatchedExamples> {
  const result = new Map<string, MatchedExamples>(
    patents.map((patent) => [patent, { ...head, total: 0, examples: [] }]),
  );
  for (const row of examples) {
    const values = matching.get(Number(row.id));
    const entry = result.get(row.patent);
    if (!values || !entry) continue;
    entry.total += 1;
    if (limit !== null && entry.examples.length >= limit) continue;
    entry.examples.push({
      id: row.external_id,
      label: row.label,
      comparative: row.comparative === 1,
      values,
    });
  }
  return result;
}

/** The examples meeting every range together, each with its value of every ranged property (range's unit). */
async function rangeMatches(
  db: DbExecutor,
  exampleIds: readonly number[],
  ranges: readonly PropertyRangeParam[],
): Promise<{ matching: Matching; condition: string }> {
  // Checks ids and units exactly as the search did (422 on an unknown property or a foreign unit).
  const canonical = await canonicalRanges(db, ranges);
  const propertyIds = canonical.map((range) => range.propertyId);
  const defs = await db
    .selectFrom('property_defs')
    .select(['id', 'name', 'canonical_unit'])
    .where('id', 'in', propertyIds)
    .execute();
  const defOf = new Map(defs.map((def) => [Number(def.id), def]));
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
  const valuesBy = new Map<number, { property: number; value: number }[]>();
  for (const row of measured) {
    const list = valuesBy.get(Number(row.example_id)) ?? [];
    list.push({ property: Number(row.property_def_id), value: Number(row.value_canonical) });
    valuesBy.set(Number(row.example_id), list);
  }
  const matching: Matching = new Map();
  for (const [exampleId, own] of valuesBy) {
    const values: Value[] = [];
    for (const [i, range] of canonical.entries()) {
      // The value that satisfied this range (an example may report a property under several conditions).
      const hit = own.find(
        (row) =>
          row.property === range.propertyId &&
          (range.min === null || row.value >= range.min) &&
          (range.max === null || row.value <= range.max),
      );
      if (!hit) break;
      const def = defOf.get(range.propertyId)!;
      const unit = ranges[i]!.unit || def.canonical_unit;
      const value = unit === def.canonical_unit ? hit.value : convert(hit.value, def.canonical_unit, unit);
      values.push({ name: def.name, value, unit });
    }
    if (values.length === canonical.length) matching.set(exampleId, values);
  }
  const condition = canonical
    .map((range, i) => {
      const def = defOf.get(range.propertyId)!;
      return `${def.name} ${rangeText(ranges[i]!, ranges[i]!.unit || def.canonical_unit)}`;
    })
    .join('、');
  return { matching, condition };
}

/** The examples using one of the chosen materials / products, with the amount of each; null for unknown ids. */
async function ingredientMatches(
  db: DbExecutor,
  exampleIds: readonly number[],
  by: 'material' | 'product',
  externalIds: readonly string[],
): Promise<{ matching: Matching; condition: string } | null> {
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
  const matching: Matching = new Map();
  for (const row of used) {
    const list = matching.get(Number(row.example_id)) ?? [];
    list.push({ name: row.name, value: row.amount, unit: row.unit });
    matching.set(Number(row.example_id), list);
  }
  const names = named.map((row) => row.name);
  return { matching, condition: names.length > 1 ? `${names.join('・')} のいずれか` : names[0]! };
}

/**
 * The items (patent summaries or a detail, by external id) with `matchedExamples`: one entry per example
 * filter of `filters`, in the order ranges, materials, products. Unchanged when there is no such filter.
 */
export async function withMatchedExamples<T extends { id: string }>(
  db: DbExecutor,
  items: T[],
  filters: ExampleFilters,
  limit: number | null,
): Promise<(T & { matchedExamples?: MatchedExamples[] })[]> {
  if (!hasFilters(filters) || items.length === 0) return items;
  const patents = items.map((item) => item.id);
  const examples = await examplesOf(db, patents);
  const exampleIds = examples.map((row) => Number(row.id));
  const found: Map<string, MatchedExamples>[] = [];
  if (filters.prop?.length) {
    const { matching, condition } = await rangeMatches(db, exampleIds, filters.prop);
    found.push(assemble(patents, examples, matching, limit, { by: 'ranges', condition }));
  }
  for (const by of ['material', 'product'] as const) {
    const ids = filters[by];
    if (!ids?.length) continue;
    const matches = await ingredientMatches(db, exampleIds, by, ids);
    if (matches)
      found.push(assemble(patents, examples, matches.matching, limit, { by, condition: matches.condition }));
  }
  return items.map((item) => ({
    ...item,
    matchedExamples: found.flatMap((byPatent) => {
      const entry = byPatent.get(item.id);
      return entry ? [entry] : [];
    }),
  }));
}
