import type { AnalysisTable } from '@app/analysis/patent-analysis/table';
import type { ExampleTable } from '@app/contract/catalogue';

/**
 * The patent's example table as the analysis engine reads it: ingredient columns first, then property
 * columns, under the table's own keys. An ingredient an example does not list is 0 (a blank in a patent's
 * example table means "not added"); an unmeasured property stays null.
 */
export function analysisTableOf(table: ExampleTable): AnalysisTable {
  return {
    columns: [
      ...table.components.map((column) => ({
        key: column.key,
        name: column.name,
        unit: column.unit,
        kind: 'component' as const,
      })),
      ...table.properties.map((column) => ({
        key: column.key,
        name: column.name,
        unit: column.unit,
        kind: 'property' as const,
      })),
    ],
    rows: table.rows.map((row) => ({
      comparative: row.comparative,
      values: [...row.amounts.map((amount) => amount ?? 0), ...row.values],
    })),
  };
}
