// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { overviewCsv, parseRecords } from './examples-csv';

describe('overviewCsv', () => {
  it('finds the in:/out: columns with units and counts the data rows', () => {
    const text =
      '\uFEFFin:ポリプロピレン[質量部],in:タルク[質量部],out:曲げ弾性率[MPa],備考\r\n100,20,2400,"a, b"\r\n\r\n100,30,2900,"複数\n行"\r\n';
    const overview = overviewCsv(text);
    expect(overview.inputs).toEqual([
      { header: 'in:ポリプロピレン[質量部]', name: 'ポリプロピレン', unit: '質量部' },
      { header: 'in:タルク[質量部]', name: 'タルク', unit: '質量部' },
    ]);
    expect(overview.targets).toEqual([{ header: 'out:曲げ弾性率[MPa]', name: '曲げ弾性率', unit: 'MPa' }]);
    expect(overview.ignored).toEqual(['備考']);
    expect(overview.rows).toBe(2);
  });

  it('reads tab-separated files and full-width prefixes', () => {
    const overview = overviewCsv('ｉｎ:A\tOUT:B\n1\t2\n');
    expect(overview.delimiter).toBe('\t');
    expect(overview.inputs.map((c) => c.name)).toEqual(['A']);
    expect(overview.targets.map((c) => c.name)).toEqual(['B']);
    expect(overview.rows).toBe(1);
  });

  it('keeps doubled quotes inside quoted fields', () => {
    expect(parseRecords('"say ""hi""",x\n', ',')).toEqual([['say "hi"', 'x']]);
  });
});
