import type { ExampleTable } from '@app/contract/catalogue';
import type { LargePatentAnalysis } from '@app/contract/large-patents';

export type Column = { key: string; name: string; unit: string; kind: 'component' | 'property' };

/** Every column of the example table: the ingredient amounts, then the measured properties. */
export function tableColumns(table: ExampleTable): Column[] {
  return [
    ...table.components.map((c) => ({
      key: c.key,
      name: c.group ? `${c.group} ${c.name}` : c.name,
      unit: c.unit,
      kind: 'component' as const,
    })),
    ...table.properties.map((p) => ({ key: p.key, name: p.name, unit: p.unit, kind: 'property' as const })),
  ];
}

/**
 * The scatter's first axes: an ingredient with a claim range (else the strongest driver of the first
 * property, else the first ingredient) against a property with a claim range (else the first property).
 */
export function defaultAxes(analysis: LargePatentAnalysis): { x: string | null; y: string | null } {
  const columns = tableColumns(analysis.table);
  const claimed = new Set(analysis.claimRanges.map((range) => range.columnKey));
  const components = columns.filter((c) => c.kind === 'component');
  const properties = columns.filter((c) => c.kind === 'property');
  const topDriver = [...(analysis.drivers[0]?.drivers ?? [])].sort((a, b) => b.importance - a.importance)[0];
  const x =
    components.find((c) => claimed.has(c.key)) ??
    components.find((c) => c.key === topDriver?.componentKey) ??
    components[0] ??
    columns[0];
  const y =
    properties.find((c) => claimed.has(c.key)) ?? properties[0] ?? columns.find((c) => c.key !== x?.key);
  return { x: x?.key ?? null, y: y?.key ?? null };
}
