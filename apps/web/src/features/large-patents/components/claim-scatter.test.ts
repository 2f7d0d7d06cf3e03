// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { analysis } from '../test/fixtures';
import { claimScatterOption } from './claim-scatter';

const ATTACK = '<img src=x onerror=alert(1)>';

describe('claimScatterOption tooltip', () => {
  it('shows example labels and column names from data as text, never as markup', () => {
    const base = analysis();
    const table = {
      ...base.table,
      components: base.table.components.map((c, i) => (i === 1 ? { ...c, name: ATTACK } : c)),
      rows: base.table.rows.map((row) => ({ ...row, label: ATTACK })),
    };
    const option = claimScatterOption({ ...base, table }, 'c-talc', 'p-modulus');
    const tooltip = option.tooltip as { formatter: (params: unknown) => string };
    const series = option.series as Array<{ name: string; data: unknown[] }>;
    const html = tooltip.formatter({ seriesName: series[1]!.name, data: series[1]!.data[0] });
    expect(html).not.toContain('<img');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(html).toContain('<br/>');
  });
});
