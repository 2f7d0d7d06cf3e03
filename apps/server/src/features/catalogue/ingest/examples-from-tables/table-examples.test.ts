import { describe, expect, it } from 'vitest';
import { parseXml } from '../xml-dom.js';
import { examplesFromDescription, type DescriptionBlock } from './examples-from-description.js';

/** A one-tgroup CALS table from rows of cells; the first `head` rows in <thead>. */
function table(rows: string[][], head = 1): DescriptionBlock {
  const width = Math.max(...rows.map((row) => row.length));
  const specs = Array.from({ length: width }, (_, i) => `<colspec colname="${i + 1}"/>`).join('');
  const line = (row: string[]) => `<row>${row.map((cell) => `<entry>${cell}</entry>`).join('')}</row>`;
  const xml = `<table><tgroup cols="${width}">${specs}<thead>${rows.slice(0, head).map(line).join('')}</thead><tbody>${rows.slice(head).map(line).join('')}</tbody></tgroup></table>`;
  return { kind: 'table', text: '', element: parseXml(xml) };
}

const examples = (...blocks: DescriptionBlock[]) => examplesFromDescription(blocks, 'US1A', 'test');

describe('examples from tables', () => {
  it('reads bare numbered rows under an "Example" header', () => {
    const found = examples(
      table([
        ['Example No.', 'Resin (parts by weight)', 'Tensile strength (MPa)'],
        ['1', '100', '45'],
        ['2', '90', '50'],
      ]),
    );
    expect(found.map((e) => e.label)).toEqual(['Example 1', 'Example 2']);
    expect(found[1]!.composition).toEqual([{ name: 'Resin', amount: 90, unit: '質量部', group: undefined }]);
    expect(found[1]!.properties).toMatchObject([{ name: 'Tensile strength', value: 50, unit: 'MPa' }]);
  });

  it('does not read bare numbers as examples without such a header', () => {
    expect(
      examples(
        table(
          [
            ['Run', 'x'],
            ['Sample', 'y'],
            ['1', '2'],
            ['2', '3'],
          ],
          2,
        ),
      ),
    ).toEqual([]);
  });

  it('reads E/C columns and merges a second table by label', () => {
    const found = examples(
      table([
        ['', 'E1', 'E2', 'C1'],
        ['Filler [wt %]', '10', '20', '0'],
        ['Appearance', 'good', 'good', 'poor'],
      ]),
      table([
        ['', 'Example 2', 'Comparative Example 1'],
        ['Modulus (GPa)', '1.5 × 10<sup>2</sup>', '(0.09)'],
      ]),
    );
    expect(found.map((e) => [e.label, e.comparative])).toEqual([
      ['Example 1', false],
      ['Example 2', false],
      ['Comparative Example 1', true],
    ]);
    const two = found[1]!;
    expect(two.composition).toMatchObject([{ name: 'Filler', amount: 20, unit: '質量%' }]);
    expect(two.properties).toMatchObject([
      { name: 'Modulus', value: 150, unit: 'GPa', original: '1.5 × 10²' },
    ]);
    expect(two.note).toBe('表中の文字値: Appearance: good');
    expect(found[2]!.properties).toMatchObject([{ value: 0.09, original: '(0.09)' }]);
  });

  it('creates no example from a range label or a lone label', () => {
    expect(
      examples(
        table([
          ['', 'Result (MPa)'],
          ['Examples 24-29', '5'],
          ['Example 24–29', '6'],
        ]),
      ),
    ).toEqual([]);
  });

  it('tells process conditions, amounts and measured values apart by the words of the table', () => {
    const [found] = examples(
      table([
        [
          '',
          'Curing temperature (° C.)',
          'Amount of filler (g)',
          'Viscosity after mixing (Pa · s)',
          'Duration (hrs)',
        ],
        ['Example 1', '150', '20', '35', '16.8'],
      ]),
    );
    expect(found!.conditions).toEqual([{ name: 'Curing temperature', value: 150, unit: '℃' }]);
    expect(found!.composition).toMatchObject([{ name: 'Amount of filler', amount: 20, unit: 'g' }]);
    // "mixing" is an amount word, but Pa·s is a measured unit; a duration is measured, not set.
    expect(found!.properties.map((p) => [p.name, p.value, p.unit])).toEqual([
      ['Viscosity after mixing', 35, 'Pa·s'],
      ['Duration', 16.8, 'h'],
    ]);
  });

  it('multiplies values by the power of ten of their header and says so in the original', () => {
    const [found] = examples(
      table([
        ['', 'Permeability, mol/m · s · Pa (10<sup>−17</sup>)'],
        ['Example 1', '2.2'],
        ['Example 2', '0.51'],
      ]),
    );
    expect(found!.properties).toMatchObject([
      { name: 'Permeability', value: 2.2e-17, unit: 'mol/m·s·Pa', original: '2.2 (×1e-17)' },
    ]);
  });

  it('keeps a range value as text instead of guessing a number', () => {
    const found = examples(
      table([
        ['', 'Particle size (μm)'],
        ['Example 1', '10-20'],
        ['Example 2', '15'],
      ]),
    );
    expect(found[0]!.properties).toEqual([]);
    expect(found[0]!.note).toBe('表中の文字値: Particle size (μm): 10-20');
    expect(found[1]!.properties).toMatchObject([{ value: 15, unit: 'μm' }]);
  });
});
