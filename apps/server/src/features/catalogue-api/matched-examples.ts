import type { MatchedExamples, PropertyRangeParam } from '@app/contract/catalogue';
import { convert } from '@app/contract/units';
import type { DbExecutor } from '../../db/schema.js';
import type { RangeFilter } from '../catalogue-search/search-types.js';
import { canonicalRanges } from './search-service.js';

/**
 * "Which examples matched" (issue 17): for patents found through example filters — property ranges
 * (some ONE example satisfies every range), materials or products in the composition — the examples of
 * each patent that satisfy each filter, with the values that made them match. Read from the same columns
 * the index's example documents are built from (example_properties.value_canonical, example_components'
 * material/product), with the same inclusive bounds, so a list never names an example the filter did not
 * find. Lists name the first few per patent; the detail page opened from such a list gets all of them.
 */

/** The example filters of a patent list query, or of a detail page opened from a filtered list. */
export interface ExampleFilters {
  prop?: readonly PropertyRangeParam[] | undefined;
  material?: readonly string[] | undefined;
  product?: readonly string[] | undefined;
}

/** Examples named per patent on a list row (the rest are counted). */
export const LIST_EXAMPLES = 5;

interface ExampleRow {
  patent: string;
  id: number;
  external_id: string;
  label: string;
  comparative: number;
}

type Value = MatchedExamples['examples'][number]['values'][number];

/** A range as people write it: 「30〜40 MPa」, 「30 MPa 以上」, 「40 MPa 以下」. */
function rangeText(range: PropertyRangeParam, unit: string): string {
  const suffix = unit && unit !== '-' ? ` ${unit}` : '';
  if (range.min !== null && range.max !== null) return `${range.min}〜${range.max}${suffix}`;
  if (range.min !== null) return `${range.min}${suffix} 以上`;
  return `${range.max}${suffix} 以下`;
}

function hasFilters(filters: ExampleFilters): boolean {
  return Boolean(filters.prop?.length || filters.material?.length || filters.product?.length);
}

function baseQuery(db: DbExecutor, patents: readonly string[]) {
  return db
    .selectFrom('examples as e')
    .innerJoin('patents as p', 'p.id', 'e.patent_id')
    .select(['p.external_id as patent', 'e.id', 'e.external_id', 'e.label', 'e.comparative'])
    .where('p.external_id', 'in', [...patents])
    .orderBy('e.patent_id')
    .orderBy('e.ordinal');
}

/** Per patent, its matching examples (in the patent's order): the first `limit` presented, all counted. */
function assemble(
  patents: readonly string[],
  rows: readonly ExampleRow[],
  limit: number | null,
  head: Pick<MatchedExamples, 'by' | 'condition'>,
  valuesOf: Map<number, Value[]>,
): Map<string, MatchedExamples> {
  const byPatent = new Map<string, ExampleRow[]>(patents.map((id) => [id, []]));
  for (const row of rows) byPatent.get(row.patent)?.push(row);
  const result = new Map<string, MatchedExamples>();
  for (const [patent, all] of byPatent) {
    const shown = limit === null ? all : all.slice(0, limit);
    result.set(patent, {
      ...head,
      total: all.length,
      examples: shown.map((row) => ({
        id: row.external_id,
        label: row.label,
        comparative: row.comparative === 1,
        values: valuesOf.get(Number(row.id)) ?? [],
      })),
    });
  }
  return result;
}

async function rangeMatches(
  db: DbExecutor,
  patents: readonly string[],
  ranges: readonly PropertyRangeParam[],
  limit: number | null,
): Promise<Map<string, MatchedExamples>> {
  // Checks ids and units exactly as the search did (422 on an unknown property or a foreign unit).
  const canonical: RangeFilter[] = await canonicalRanges(db, ranges);
  const defs = await db
    .selectFrom('property_defs')
    .select(['id', 'name', 'canonical_unit'])
    .where(
      'id',
      'in',
      canonical.map((range) => range.propertyId),
    )
    .execute();
  const defOf = new Map(defs.map((def) => [Number(def.id), def]));
  let query = baseQuery(db, patents);
  for (const range of canonical) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('example_properties as v')
          .select('v.id')
          .whereRef('v.example_id', '=', 'e.id')
          .where('v.property_def_id', '=', range.propertyId)
          .$if(range.min !== null, (qb) => qb.where('v.value_canonical', '>=', range.min!))
          .$if(range.max !== null, (qb) => qb.where('v.value_canonical', '<=', range.max!)),
      ),
    );
  }
  const rows = await query.execute();
  const shown = shownIds(rows, limit);
  const measured =
    shown.length === 0
      ? []
      : await db
          .selectFrom('example_properties')
          .select(['example_id', 'property_def_id', 'value_canonical'])
          .where('example_id', 'in', shown)
          .where(
            'property_def_id',
            'in',
            canonical.map((range) => range.propertyId),
          )
          .where('value_canonical', 'is not', null)
          .orderBy('ordinal')
          .execute();
  const valuesOf = new Map<number, Value[]>();
  for (const id of shown) {
    const values = canonical.map((range, i): Value => {
      const def = defOf.get(range.propertyId)!;
      const unit = ranges[i]!.unit || def.canonical_unit;
      // The value that satisfied this range (an example may report a property under several conditions).
      const hit = measured.find(
        (row) =>
          Number(row.example_id) === id &&
          Number(row.property_def_id) === range.propertyId &&
          (range.min === null || row.value_canonical! >= range.min) &&
          (range.max === null || row.value_canonical! <= range.max),
      );
      const value =
        hit && unit !== def.canonical_unit
          ? convert(hit.value_canonical!, def.canonical_unit, unit)
          : (hit?.value_canonical ?? null);
      return { name: def.name, value, unit };
    });
    valuesOf.set(id, values);
  }
  const condition = canonical
    .map((range, i) => {
      const def = defOf.get(range.propertyId)!;
      return `${def.name} ${rangeText(ranges[i]!, ranges[i]!.unit || def.canonical_unit)}`;
    })
    .join('、');
  return assemble(patents, rows, limit, { by: 'ranges', condition }, valuesOf);
}

async function ingredientMatches(
  db: DbExecutor,
  patents: readonly string[],
  by: 'material' | 'product',
  externalIds: readonly string[],
  limit: number | null,
): Promise<Map<string, MatchedExamples> | null> {
  const table = by === 'material' ? 'materials' : 'products';
  const named = await db
    .selectFrom(table)
    .select(['id', 'name'])
    .where('external_id', 'in', [...externalIds])
    .orderBy('name')
    .execute();
  // Unknown ids match nothing in the search either: no line for them.
  if (named.length === 0) return null;
  const ids = named.map((row) => Number(row.id));
  const column = by === 'material' ? 'c.material_id' : 'c.product_id';
  const rows = await baseQuery(db, patents)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('example_components as c')
          .select('c.id')
          .whereRef('c.example_id', '=', 'e.id')
          .where(column, 'in', ids),
      ),
    )
    .execute();
  const shown = shownIds(rows, limit);
  const used =
    shown.length === 0
      ? []
      : await db
          .selectFrom('example_components as c')
          .select(['c.example_id', 'c.name', 'c.amount', 'c.unit'])
          .where('c.example_id', 'in', shown)
          .where(column, 'in', ids)
          .orderBy('c.ordinal')
          .execute();
  const valuesOf = new Map<number, Value[]>();
  for (const row of used) {
    const list = valuesOf.get(Number(row.example_id)) ?? [];
    list.push({ name: row.name, value: row.amount, unit: row.unit });
    valuesOf.set(Number(row.example_id), list);
  }
  const names = named.map((row) => row.name);
  const condition = names.length > 1 ? `${names.join('・')} のいずれか` : names[0]!;
  return assemble(patents, rows, limit, { by, condition }, valuesOf);
}

/** Ids of the examples that will be presented (the first `limit` of each patent). */
function shownIds(rows: readonly ExampleRow[], limit: number | null): number[] {
  const perPatent = new Map<string, number>();
  const ids: number[] = [];
  for (const row of rows) {
    const count = perPatent.get(row.patent) ?? 0;
    perPatent.set(row.patent, count + 1);
    if (limit === null || count < limit) ids.push(Number(row.id));
  }
  return ids;
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
  const found: Map<string, MatchedExamples>[] = [];
  if (filters.prop?.length) found.push(await rangeMatches(db, patents, filters.prop, limit));
  for (const by of ['material', 'product'] as const) {
    const ids = filters[by];
    if (!ids?.length) continue;
    const matches = await ingredientMatches(db, patents, by, ids, limit);
    if (matches) found.push(matches);
  }
  return items.map((item) => ({
    ...item,
    matchedExamples: found.flatMap((byPatent) => {
      const entry = byPatent.get(item.id);
      return entry ? [entry] : [];
    }),
  }));
}
