import type { ClaimRangeView, ExampleTable } from '@app/contract/catalogue';
import type { ClaimRangeOverlay } from '@app/contract/large-patents';
import { canConvert, convert } from '@app/contract/units';

/*
 * Which example-table column a claim range bounds, and its bounds in that column's unit, so the page can draw
 * the claimed range over the example points. An ingredient range matches a component column by material,
 * then by component symbol ((B)), then by name; a property range matches a property column by property
 * definition, then by name; a condition range matches any column by name. Among matching columns one whose
 * unit the range converts to wins.
 */

interface Column {
  key: string;
  name: string;
  unit: string;
  /** How well the column matches the range (higher is better, 0 = no match). */
  score: number;
}

function sameName(a: string, b: string): boolean {
  const clean = (text: string) => text.normalize('NFKC').replace(/\s+/g, '').toLowerCase();
  return clean(a) === clean(b);
}

function convertible(from: string, to: string): boolean {
  return from === to || canConvert(from, to);
}

function candidates(range: ClaimRangeView, table: ExampleTable): Column[] {
  const components = table.components.map((column) => ({
    key: column.key,
    name: column.name,
    unit: column.unit,
    score:
      range.material && column.material?.id === range.material.id
        ? 3
        : range.group && column.group === range.group
          ? 2
          : sameName(column.name, range.subject)
            ? 1
            : 0,
  }));
  const properties = table.properties.map((column) => ({
    key: column.key,
    name: column.name,
    unit: column.unit,
    score:
      range.property && column.propertyId === range.property.id
        ? 3
        : sameName(column.name, range.property?.name ?? range.subject)
          ? 1
          : 0,
  }));
  switch (range.kind) {
    case 'ingredient':
      return components;
    case 'property':
      return properties;
    case 'condition':
      return [...components, ...properties].map((column) => ({
        ...column,
        score: sameName(column.name, range.subject) ? 1 : 0,
      }));
  }
}

function bound(value: number | null, from: string, to: string): number | null {
  if (value === null) return null;
  if (from === to) return value;
  return canConvert(from, to) ? convert(value, from, to) : null;
}

export function claimRangeOverlays(
  ranges: readonly ClaimRangeView[],
  table: ExampleTable,
): ClaimRangeOverlay[] {
  return ranges.map((range) => {
    const best = candidates(range, table)
      .filter((column) => column.score > 0)
      .sort(
        (a, b) =>
          Number(convertible(range.unit, b.unit)) - Number(convertible(range.unit, a.unit)) ||
          b.score - a.score,
      )[0];
    return {
      ...range,
      columnKey: best?.key ?? null,
      columnMin: best ? bound(range.min, range.unit, best.unit) : null,
      columnMax: best ? bound(range.max, range.unit, best.unit) : null,
    };
  });
}
