import { describe, expect, it } from 'vitest';
import { parseXml } from '../xml-dom.js';
import { cellText, coveringAt, readTableGrid, textAt } from './table-grid.js';

// Two tgroups as typeset USPTO tables stack them: a 3-column header line over a 4-column body.
const TYPESET = `<table><tgroup cols="3">
<colspec colname="offset" colwidth="40pt"/><colspec colname="1" colwidth="60pt"/><colspec colname="2" colwidth="30pt"/>
<thead><row><entry namest="offset" nameend="2">TABLE 1</entry></row>
<row><entry/><entry>Example</entry><entry>Comparative Example</entry></row></thead></tgroup>
<tgroup cols="4">
<colspec colname="1" colwidth="40pt"/><colspec colname="2" colwidth="30pt"/><colspec colname="3" colwidth="30pt"/><colspec colname="4" colwidth="30pt"/>
<tbody><row><entry/><entry>1</entry><entry>2</entry><entry>1</entry></row>
<row><entry>O<sub>2</sub> permeability</entry><entry>1.5 &#xd7; 10<sup>2</sup></entry><entry>10<sup>&#x2212;17</sup></entry><entry>cm<sup>2</sup></entry></row>
</tbody></tgroup></table>`;

describe('readTableGrid', () => {
  const grid = readTableGrid(parseXml(TYPESET));

  it('places cells of every tgroup on the columns of the widest one by their extent', () => {
    expect(grid.columns).toBe(4);
    const header = grid.rows[1]!;
    // "Example" spans the two columns under it (40–100 pt), "Comparative Example" the last.
    expect(coveringAt(header, 1)?.text).toBe('Example');
    expect(coveringAt(header, 2)?.text).toBe('Example');
    expect(coveringAt(header, 3)?.text).toBe('Comparative Example');
    expect(textAt(grid.rows[2]!, 3)).toBe('1');
  });

  it('marks rows spanning the whole table (titles, rules, footnotes)', () => {
    expect(grid.rows.map((row) => row.wide)).toEqual([true, false, false, false]);
    expect(grid.rows.map((row) => row.head)).toEqual([true, true, false, false]);
  });

  it('keeps superscripts and subscripts', () => {
    const row = grid.rows[3]!;
    expect([0, 1, 2, 3].map((column) => textAt(row, column))).toEqual([
      'O₂ permeability',
      '1.5 × 10²',
      '10⁻¹⁷',
      'cm²',
    ]);
    expect(cellText(parseXml('<entry>x<sup>a+b</sup></entry>'))).toBe('x^(a+b)');
  });

  it('falls back to positions when widths are missing', () => {
    const plain = readTableGrid(
      parseXml(
        '<table><tgroup cols="3"><colspec colname="a"/><colspec colname="b"/><colspec colname="c"/><tbody><row><entry namest="b" nameend="c">Ex</entry></row><row><entry>x</entry><entry>1</entry><entry>2</entry></row></tbody></tgroup></table>',
      ),
    );
    expect(plain.columns).toBe(3);
    expect(plain.rows[0]!.cells).toEqual([{ text: 'Ex', first: 1, last: 2 }]);
  });
});
