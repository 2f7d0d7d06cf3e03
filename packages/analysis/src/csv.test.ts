import { describe, expect, it } from 'vitest';
import { DATASETS, datasetById, loadDataset, readDatasetText } from '../bench/datasets.js';
import { decodeCsvBytes, parseCsvRecords, parseExamplesCsv, parseHeader, parseNumberCell } from './csv.js';

describe('parseExamplesCsv on the shared datasets', () => {
  it('reads every dataset without bad rows', () => {
    const rows = Object.fromEntries(DATASETS.map((d) => [d.id, loadDataset(d)]));
    expect(rows['concrete-slump']!.X).toHaveLength(103);
    expect(rows['p3ht-cnt']!.X).toHaveLength(233);
    expect(rows['perovskite']!.X).toHaveLength(139);
    expect(rows['acrylate']!.X).toHaveLength(67);
    for (const r of Object.values(rows)) expect(r.badRows).toEqual([]);
  });

  it('strips the UTF-8 BOM of the first header (perovskite, acrylate)', () => {
    expect(readDatasetText('perovskite-csfama-stability/Perovskite_dataset.csv').charCodeAt(0)).toBe(0xfeff);
    const p = loadDataset(datasetById('perovskite'));
    expect(p.inputs[0]).toMatchObject({ header: 'CsPbI', index: 0 });
    expect(p.X[0]).toEqual([0, 1, 0]);
    expect(p.Y[0]).toEqual([480185]);
    const a = parseExamplesCsv(
      readDatasetText('acrylate-photopolymer-jain2024/Active_Learning_Thermosets.csv'),
      {
        inputs: ['Iteration'],
        targets: ['IDA'],
      },
    );
    expect(a.badRows).toEqual([]);
    expect(a.X[0]).toEqual([0]);
  });

  it('reads quoted values with thousands separators, blanks and scientific notation (acrylate)', () => {
    const text = readDatasetText('acrylate-photopolymer-jain2024/Active_Learning_Thermosets.csv');
    const a = parseExamplesCsv(text, {
      inputs: ['IDA', 'IBOA', 'PEGDA'],
      targets: ['Young Mod', 'Peak Stress', 'Peak Strain', 'Hardness', 'Peak Stress_stdev'],
    });
    const at = (line: number) => a.Y[a.lines.indexOf(line)]!;
    expect(at(4)[0]).toBe(1028); // "1,028.00"
    expect(text.match(/"\d{1,3}(,\d{3})+\.\d+"/g)).toHaveLength(26);
    expect(a.Y.filter((y) => y[0]! >= 1000)).toHaveLength(26);
    expect(at(5)).toEqual([0.15, null, null, 5.8, null]); // blank cells are missing measurements
    expect(at(39)[4]).toBe(1.48e-17);
    expect(a.Y.filter((y) => y[3] === null)).toHaveLength(2);
    expect(a.lines[a.lines.length - 1]).toBe(68);
  });

  it('reads CRLF files and a last line without a newline (P3HT)', () => {
    const text = readDatasetText('p3ht-cnt-composite-conductivity/P3HT_dataset.csv');
    expect(text.includes('\r\n')).toBe(true);
    expect(text.endsWith('\n')).toBe(false);
    const p = loadDataset(datasetById('p3ht-cnt'));
    expect(p.X[p.X.length - 1]).toEqual([40, 60, 0, 0, 0]);
    expect(p.Y[p.Y.length - 1]).toEqual([824.47]);
    expect(p.lines[p.lines.length - 1]).toBe(234);
  });

  it('ignores columns that are not selected (concrete "No")', () => {
    const c = loadDataset(datasetById('concrete-slump'));
    expect(c.inputs.map((i) => i.index)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(c.X[0]).toEqual([273, 82, 105, 210, 9, 904, 680]);
    expect(c.Y[0]).toEqual([23, 62, 34.99]);
  });
});

describe('parseExamplesCsv on the in:/out: format', () => {
  const text =
    '\ufeff"in:ポリプロピレン[質量部]",in:タルク[質量部],メモ,out:曲げ弾性率[MPa],out:MFR[g/10min]\r\n' +
    '80,20,"a, b",1500,12\r\n' +
    '"1,000",,x,"2,100.5",\r\n' +
    'abc,10,,1400,11\r\n' +
    '\r\n' +
    '70,30,"multi\nline",,\r\n' +
    '９０,1.5e1,,1.6E3,1e1';

  it('takes in:/out: columns with names and units, and reports bad rows with line numbers', () => {
    const r = parseExamplesCsv(text);
    expect(r.inputs.map((c) => [c.name, c.unit])).toEqual([
      ['ポリプロピレン', '質量部'],
      ['タルク', '質量部'],
    ]);
    expect(r.targets.map((c) => [c.name, c.unit])).toEqual([
      ['曲げ弾性率', 'MPa'],
      ['MFR', 'g/10min'],
    ]);
    expect(r.X).toEqual([
      [80, 20],
      [1000, 0],
      [90, 15],
    ]);
    expect(r.Y).toEqual([
      [1500, 12],
      [2100.5, null],
      [1600, 10],
    ]);
    expect(r.lines).toEqual([2, 3, 8]); // the quoted line break makes line 6–7 one record
    expect(r.blankInputsAsZero).toBe(1);
    expect(r.badRows.map((b) => b.line)).toEqual([4, 6]);
    expect(r.badRows[0]!.reason).toContain('数値ではありません');
    expect(r.badRows[1]!.reason).toContain('目的変数がすべて空');
  });

  it('can reject blank inputs instead of reading them as zero', () => {
    const r = parseExamplesCsv(text, { blankInput: 'reject' });
    expect(r.badRows.map((b) => b.line)).toEqual([3, 4, 6]);
    expect(r.badRows[0]!.reason).toContain('空です');
  });

  it('reports missing columns instead of throwing', () => {
    const r = parseExamplesCsv('a,b\n1,2\n', { inputs: ['a'], targets: ['c'] });
    expect(r.X).toEqual([]);
    expect(r.badRows[0]).toEqual({ line: 1, reason: '列「c」がヘッダーにありません' });
    expect(parseExamplesCsv('').badRows[0]!.reason).toBe('ヘッダー行がありません');
    expect(parseExamplesCsv('x,y\n1,2').badRows.map((b) => b.reason)).toEqual([
      '入力列（in:）がありません',
      '目的変数列（out:）がありません',
    ]);
  });
});

describe('CSV primitives', () => {
  it('parses numbers tolerantly', () => {
    expect(parseNumberCell('1,028.00')).toEqual({ kind: 'number', value: 1028 });
    expect(parseNumberCell(' -2.5e-3 ')).toEqual({ kind: 'number', value: -0.0025 });
    expect(parseNumberCell('−3')).toEqual({ kind: 'number', value: -3 });
    expect(parseNumberCell('１２.５')).toEqual({ kind: 'number', value: 12.5 });
    expect(parseNumberCell('')).toEqual({ kind: 'blank' });
    expect(parseNumberCell('N/A')).toEqual({ kind: 'blank' });
    expect(parseNumberCell('1,2')).toEqual({ kind: 'invalid' });
    expect(parseNumberCell('12abc')).toEqual({ kind: 'invalid' });
  });

  it('reads the dashes and words of Japanese tables as empty, and a percent sign after a number', () => {
    for (const empty of ['―', 'ー', 'ｰ', '‐', '－', 'N.D.', 'nd', 'なし', '未測定'])
      expect(parseNumberCell(empty), empty).toEqual({ kind: 'blank' });
    expect(parseNumberCell('12.5%')).toEqual({ kind: 'number', value: 12.5 });
    expect(parseNumberCell('５０ ％')).toEqual({ kind: 'number', value: 50 });
    expect(parseNumberCell('%')).toEqual({ kind: 'invalid' });
    expect(parseNumberCell('1%2')).toEqual({ kind: 'invalid' });
  });

  it('splits records with quotes, CR-only line ends and tabs', () => {
    expect(parseCsvRecords('a,"b ""q"" c"\rd,e').map((r) => r.fields)).toEqual([
      ['a', 'b "q" c'],
      ['d', 'e'],
    ]);
    expect(parseCsvRecords('a\tb\n1\t2').map((r) => r.fields)).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parseHeader('out：引張強度［MPa］')).toEqual({ prefix: 'out', name: '引張強度', unit: 'MPa' });
  });
});

describe('decodeCsvBytes: the encodings Excel in Japan saves', () => {
  const text = '配合,メーカー,強度\r\n';
  it('reads UTF-8 with or without a BOM as UTF-8', () => {
    const utf8 = new TextEncoder().encode(text);
    expect(decodeCsvBytes(utf8)).toEqual({ text, encoding: 'utf-8' });
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]);
    expect(decodeCsvBytes(withBom).text.replace(/^\uFEFF/, '')).toBe(text);
  });
  it("reads a Shift_JIS file (Excel's CSV) as Shift_JIS, not as garbled UTF-8", () => {
    // The same text in Shift_JIS (CP932).
    const sjis = Uint8Array.from(Buffer.from('947a8d872c8381815b834a815b2c8bad93780d0a', 'hex'));
    expect(decodeCsvBytes(sjis)).toEqual({ text, encoding: 'shift_jis' });
  });
  it("reads UTF-16 with a byte-order mark (Excel's 「Unicode テキスト」), little- and big-endian", () => {
    const le = [0xff, 0xfe, ...[...text].flatMap((c) => [c.charCodeAt(0) & 0xff, c.charCodeAt(0) >> 8])];
    const be = [0xfe, 0xff, ...[...text].flatMap((c) => [c.charCodeAt(0) >> 8, c.charCodeAt(0) & 0xff])];
    expect(decodeCsvBytes(Uint8Array.from(le))).toEqual({ text, encoding: 'utf-16' });
    expect(decodeCsvBytes(Uint8Array.from(be))).toEqual({ text, encoding: 'utf-16' });
  });
});
