import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sharedData } from '../../../test/shared-data.js';
import { pipeTable } from './pipe-table.js';
import { parseUsptoXml } from './uspto-xml.js';

describe('description tables as pipe tables', () => {
  it('keeps every column, marks the header rows and escapes a bar in a cell', () => {
    expect(
      pipeTable(
        [
          ['', 'Example 1', 'Comparative Example 1'],
          ['PVB (wt %)', '60', ''],
          ['a|b', '', '3'],
        ],
        1,
      ),
    ).toBe(
      [
        '|  | Example 1 | Comparative Example 1 |',
        '| --- | --- | --- |',
        '| PVB (wt %) | 60 |  |',
        '| a\\|b |  | 3 |',
      ].join('\n'),
    );
  });

  it('writes the tables of a real grant as grids (US08927118, device table)', () => {
    const text = readFileSync(sharedData('uspto-patent-xml-samples', 'US08927118.xml'), 'utf8');
    const { patent } = parseUsptoXml(text);
    const lines = patent.description!.split('\n');
    const tableLines = lines.filter((line) => line.startsWith('| ') && line.endsWith(' |'));
    expect(tableLines.length).toBeGreaterThan(20);
    expect(tableLines.some((line) => /^\| Example 1 \| .* \|$/.test(line))).toBe(true);
    // Rows of one table have the same number of cells.
    const firstTable = lines.slice(lines.indexOf(tableLines[0]!));
    const run = firstTable.slice(
      0,
      firstTable.findIndex((line) => !line.startsWith('| ')),
    );
    const widths = new Set(run.map((line) => line.replace(/\\\|/g, '').split(' | ').length));
    expect(widths.size).toBe(1);
  });
});
