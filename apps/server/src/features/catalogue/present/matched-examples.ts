import type { MatchedExamples, PropertyRangeParam } from '@app/contract/catalogue';
import { printedUnit } from '@app/contract/display-units';
import { convert } from '@app/contract/units';
import type {
  IngredientRows,
  MatchedExampleRows,
  PatentExampleRow,
  RangeRows,
} from '../read/matched-examples.js';

/**
 * "Which examples matched" (issue 17), from the rows of read/matched-examples.ts: for each patent, per example
 * filter, the examples that satisfy it with the values that made them match. A property-range filter is met
 * by an example satisfying EVERY range (with the same inclusive bounds as the search); a material or product
 * filter by an example using one of them. Lists name the first few per patent and count the rest; the detail
 * page opened from such a list gets all of them.
 */

/** Examples named per patent on a list row (the rest are counted). */
export const LIST_EXAMPLES = 5;

type Value = MatchedExamples['examples'][number]['values'][number];

/** One filter's answer: for each matching example id, the values that matched. */
type Matching = Map<number, Value[]>;

/** A range as people write it: 「30〜40 MPa」, 「30 MPa 以上」, 「40 MPa 以下」. */
function rangeText(range: PropertyRangeParam, unit: string): string {
  const suffix = printedUnit(unit) ? ` ${printedUnit(unit)}` : '';
  if (range.min !== null && range.max !== null) return `${range.min}〜${range.max}${suffix}`;
  if (range.min !== null) return `${range.min}${suffix} 以上`;
  return `${range.max}${suffix} 以下`;
}

/** The examples meeting every range together, each with its value of every ranged property (range's unit). */
function rangeMatches({ ranges, canonical, defs, measured }: RangeRows): {
  matching: Matching;
  condition: string;
} {
  const defOf = new Map(defs.map((def) => [def.id, def]));
  const valuesBy = new Map<number, { property: number; value: number }[]>();
  for (const row of measured) {
    const list = valuesBy.get(row.example_id) ?? [];
    list.push({ property: row.property_def_id, value: row.value_canonical });
    valuesBy.set(row.example_id, list);
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

/** The examples using one of the chosen ingredients, with the amount of each. */
function ingredientMatches({ named, used }: IngredientRows): { matching: Matching; condition: string } {
  const matching: Matching = new Map();
  for (const row of used) {
    const list = matching.get(row.example_id) ?? [];
    list.push({ name: row.name, value: row.amount, unit: row.unit });
    matching.set(row.example_id, list);
  }
  const names = named.map((row) => row.name);
  return { matching, condition: names.length > 1 ? `${names.join('・')} のいずれか` : names[0]! };
}

/** Per patent, the examples `matching` names (in the patent's order): the first `limit` presented, all counted. */
function assemble(
  patents: readonly string[],
  examples: readonly PatentExampleRow[],
  matching: Matching,
  limit: number | null,
  head: Pick<MatchedExamples, 'by' | 'condition'>,
): Map<string, MatchedExamples> {
  const result = new Map<string, MatchedExamples>(
    patents.map((patent) => [patent, { ...head, total: 0, examples: [] }]),
  );
  for (const row of examples) {
    const values = matching.get(row.id);
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

/** Per patent (external id), one entry per example filter, in the order of `rows.filters`. */
export function presentMatchedExamples(
  patents: readonly string[],
  rows: MatchedExampleRows,
  limit: number | null,
): Map<string, MatchedExamples[]> {
  const found = rows.filters.map((filter) => {
    const { matching, condition } = filter.by === 'ranges' ? rangeMatches(filter) : ingredientMatches(filter);
    return assemble(patents, rows.examples, matching, limit, { by: filter.by, condition });
  });
  return new Map(patents.map((patent) => [patent, found.flatMap((byPatent) => byPatent.get(patent) ?? [])]));
}
