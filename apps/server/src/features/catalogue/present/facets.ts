import type { FacetValue } from '@app/contract/catalogue';
import { FACETS } from '../common/facet-specs.js';
import type { FacetLabelRows } from '../read/lookups.js';
import type { FacetCount, SearchKind } from '../search/search-types.js';
import { linksById } from './links.js';

/**
 * The label table's own entry: a filter value is echoed as a facet value, and a value such as
 * `hasOwnProperty` would otherwise find an Object method (a function, not a label: a 500).
 */
function ownLabel(labels: Readonly<Record<string, string>> | undefined, value: string): string | undefined {
  return labels && Object.hasOwn(labels, value) ? labels[value] : undefined;
}

/**
 * Index facet counts → the API's facets: entity values as public ids with their names (a value whose row is
 * gone is left out), codes with their titles, other values with their Japanese labels (common/facet-specs.ts).
 */
export function presentFacets(
  kind: SearchKind,
  counts: Record<string, FacetCount[]>,
  labels: FacetLabelRows,
): Record<string, FacetValue[]> {
  const result: Record<string, FacetValue[]> = {};
  for (const [name, spec] of Object.entries(FACETS[kind])) {
    const values = counts[spec.facet] ?? [];
    if (spec.entity) {
      const found = linksById(labels.links[name] ?? []);
      result[name] = values.flatMap((value) => {
        const link = found.get(Number(value.value));
        return link ? [{ value: link.id, label: link.name, count: value.count }] : [];
      });
    } else if (spec.scheme) {
      const titles = new Map<string, string>();
      for (const row of labels.titles[name] ?? []) titles.set(row.code.replace(/\/00$/, ''), row.title);
      result[name] = values.map((value) => {
        const code = spec.label ? spec.label(value.value) : value.value;
        const title = titles.get(value.value);
        return { value: value.value, label: title ? `${code} ${title}` : code, count: value.count };
      });
    } else {
      result[name] = values.map((value) => ({
        value: value.value,
        label: ownLabel(spec.labels, value.value) ?? spec.label?.(value.value) ?? value.value,
        count: value.count,
      }));
    }
  }
  return result;
}
