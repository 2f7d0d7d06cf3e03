/**
 * Reader of the examples CSV (docs/spec/analyses.md): one example per row; header columns `in:<name>[unit]` are
 * inputs, `out:<name>[unit]` are targets, other columns are ignored — or the caller names the input and
 * target columns explicitly (for files without prefixes).
 *
 * Tolerates: a UTF-8 BOM, CRLF / LF / CR line ends, a missing final newline, quoted fields (with
 * commas, doubled quotes and line breaks inside), thousands separators ("1,028.00"), scientific
 * notation (1.48E-17), full-width digits, blank lines, and tab- or semicolon-separated files.
 *
 * Blank cells: a blank target cell is a missing measurement (`null`; that row is skipped for that
 * target only). A blank input cell means "ingredient not used" and reads as 0 (counted in
 * `blankInputsAsZero`); pass `blankInput: 'reject'` to report such rows as bad rows instead, e.g. when
 * inputs are process conditions. Values that are not numbers never throw: the row is returned in
 * `badRows` with its line number and reason (in Japanese) and the other rows are kept.
 */

export interface ParseExamplesOptions {
  /** Input columns by header text (default: every column prefixed `in:`). */
  inputs?: readonly string[];
  /** Target columns by header text (default: every column prefixed `out:`). */
  targets?: readonly string[];
  /** What a blank input cell means (default 'zero'). */
  blankInput?: 'zero' | 'reject';
}

export interface CsvColumn {
  /** Header cell as written (BOM and surrounding spaces removed). */
  header: string;
  /** Name without prefix and unit, e.g. `ポリプロピレン` for `in:ポリプロピレン[質量部]`. */
  name: string;
  unit: string | null;
  /** 0-based column index in the file. */
  index: number;
}

export interface BadRow {
  /** 1-based line of the file where the row starts. */
  line: number;
  reason: string;
}

export interface ParsedExamples {
  inputs: CsvColumn[];
  targets: CsvColumn[];
  /** Input values, one array per kept row. */
  X: number[][];
  /** Target values per kept row; null = blank cell. */
  Y: (number | null)[][];
  /** Source line of each kept row. */
  lines: number[];
  badRows: BadRow[];
  /** Number of blank input cells read as 0. */
  blankInputsAsZero: number;
}

/**
 * The text of a CSV file from its bytes. Excel in Japan saves CSV as Shift_JIS (CP932) by default and
 * 「Unicode テキスト」 as UTF-16 with a byte-order mark; everything else we meet is UTF-8. UTF-8 is tried
 * strictly first: a Shift_JIS file is almost never valid UTF-8, so the fallback does not misread one.
 */
export function decodeCsvBytes(bytes: Uint8Array): {
  text: string;
  encoding: 'utf-8' | 'utf-16' | 'shift_jis';
} {
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: new TextDecoder('utf-16le').decode(bytes), encoding: 'utf-16' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: new TextDecoder('utf-16be').decode(bytes), encoding: 'utf-16' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('shift_jis').decode(bytes), encoding: 'shift_jis' };
  }
}

interface CsvRecord {
  fields: string[];
  line: number;
}

/** Splits CSV text into records (RFC 4180 quoting), remembering the line each record starts on. */
export function parseCsvRecords(text: string, delimiter?: string): CsvRecord[] {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const sep = delimiter ?? detectDelimiter(src);
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let inQuotes = false;
  let line = 1;
  let recordLine = 1;
  let fieldStarted = false;
  const endRecord = () => {
    fields.push(field);
    if (fields.some((f) => f.trim() !== '')) records.push({ fields, line: recordLine });
    fields = [];
    field = '';
    fieldStarted = false;
  };
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (inQuotes) {
      if (c === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i++;
        } else inQuotes = false;
      } else {
        if (c === '\n' || (c === '\r' && src[i + 1] !== '\n')) line++;
        field += c;
      }
      continue;
    }
    if (c === '"' && !fieldStarted) {
      inQuotes = true;
      fieldStarted = true;
    } else if (c === sep) {
      fields.push(field);
      field = '';
      fieldStarted = false;
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      field += c;
      if (c !== ' ' && c !== '\t') fieldStarted = true;
    }
  }
  if (field !== '' || fields.length > 0) endRecord();
  return records;
}

function detectDelimiter(text: string): string {
  const end = text.search(/\r|\n/);
  const firstLine = end < 0 ? text : text.slice(0, end);
  const counts = [',', '\t', ';'].map((d) => ({ d, n: firstLine.split(d).length - 1 }));
  counts.sort((a, b) => b.n - a.n);
  return counts[0]!.n > 0 ? counts[0]!.d : ',';
}

export type CellValue = { kind: 'number'; value: number } | { kind: 'blank' } | { kind: 'invalid' };

/**
 * Cells that mean "nothing here": an ingredient not used, a property not measured (or not detected).
 * Japanese tables write the dash as a horizontal bar 「―」, a long-sound mark 「ー」 or a hyphen 「‐」 as
 * often as with a minus sign, and 「なし」 or 「未測定」 in words.
 */
const BLANK_TOKENS = new Set([
  ...['', '-', '--', '—', '―', 'ー', '‐', 'na', 'n/a', 'nan', 'null', 'none', '#n/a'],
  ...['n.d.', 'n.d', 'nd', 'なし', '無し', '未測定', '測定せず'],
]);

/**
 * Reads one numeric cell: thousands separators, exponents, full-width digits, unicode minus, and a
 * trailing percent sign (「12.5%」 in a column whose header already says the unit).
 */
export function parseNumberCell(raw: string): CellValue {
  const s = raw
    .normalize('NFKC')
    .replace(/[\u2212\u2012\u2013]/g, '-')
    .trim();
  if (BLANK_TOKENS.has(s.toLowerCase())) return { kind: 'blank' };
  let t = s.replace(/\s+/g, '').replace(/(\d)%$/, '$1');
  if (/^[+-]?\d{1,3}(,\d{3})+(\.\d*)?([eE][+-]?\d+)?$/.test(t)) t = t.replace(/,/g, '');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(t)) return { kind: 'invalid' };
  const v = Number(t);
  return Number.isFinite(v) ? { kind: 'number', value: v } : { kind: 'invalid' };
}

/** Splits `in:曲げ弾性率[MPa]` into prefix, name and unit. */
export function parseHeader(header: string): {
  prefix: 'in' | 'out' | null;
  name: string;
  unit: string | null;
} {
  const h = header.normalize('NFKC').trim();
  const m = /^(in|out)\s*:\s*(.*)$/i.exec(h);
  const prefix = m ? (m[1]!.toLowerCase() as 'in' | 'out') : null;
  const rest = (m ? m[2]! : h).trim();
  const u = /^(.*?)\s*\[([^\]]*)\]\s*$/.exec(rest);
  return u ? { prefix, name: u[1]!.trim(), unit: u[2]!.trim() || null } : { prefix, name: rest, unit: null };
}

export function parseExamplesCsv(text: string, options: ParseExamplesOptions = {}): ParsedExamples {
  const records = parseCsvRecords(text);
  const result: ParsedExamples = {
    inputs: [],
    targets: [],
    X: [],
    Y: [],
    lines: [],
    badRows: [],
    blankInputsAsZero: 0,
  };
  const header = records[0];
  if (!header) {
    result.badRows.push({ line: 1, reason: 'ヘッダー行がありません' });
    return result;
  }
  const headers = header.fields.map((h) => h.trim());
  const column = (index: number): CsvColumn => {
    const p = parseHeader(headers[index]!);
    return { header: headers[index]!, name: p.name, unit: p.unit, index };
  };
  const pick = (wanted: readonly string[] | undefined, prefix: 'in' | 'out'): CsvColumn[] => {
    if (!wanted) return headers.flatMap((h, i) => (parseHeader(h).prefix === prefix ? [column(i)] : []));
    return wanted.flatMap((w) => {
      let i = headers.indexOf(w.trim());
      if (i < 0) i = headers.findIndex((h) => h.normalize('NFKC') === w.normalize('NFKC').trim());
      if (i < 0) {
        result.badRows.push({ line: header.line, reason: `列「${w}」がヘッダーにありません` });
        return [];
      }
      return [column(i)];
    });
  };
  result.inputs = pick(options.inputs, 'in');
  result.targets = pick(options.targets, 'out');
  if (result.inputs.length === 0)
    result.badRows.push({ line: header.line, reason: '入力列（in:）がありません' });
  if (result.targets.length === 0)
    result.badRows.push({ line: header.line, reason: '目的変数列（out:）がありません' });
  if (result.inputs.length === 0 || result.targets.length === 0) return result;
  const blankInput = options.blankInput ?? 'zero';

  for (const record of records.slice(1)) {
    const problems: string[] = [];
    let blanks = 0;
    const x: number[] = [];
    for (const col of result.inputs) {
      const cell = parseNumberCell(record.fields[col.index] ?? '');
      if (cell.kind === 'number') x.push(cell.value);
      else if (cell.kind === 'blank') {
        if (blankInput === 'reject') problems.push(`入力「${col.header}」が空です`);
        blanks++;
        x.push(0);
      } else
        problems.push(`「${col.header}」の値「${record.fields[col.index]!.trim()}」は数値ではありません`);
    }
    const y: (number | null)[] = [];
    for (const col of result.targets) {
      const cell = parseNumberCell(record.fields[col.index] ?? '');
      if (cell.kind === 'number') y.push(cell.value);
      else if (cell.kind === 'blank') y.push(null);
      else problems.push(`「${col.header}」の値「${record.fields[col.index]!.trim()}」は数値ではありません`);
    }
    if (problems.length === 0 && y.every((v) => v === null)) problems.push('目的変数がすべて空です');
    if (problems.length > 0) {
      result.badRows.push({ line: record.line, reason: problems.join('; ') });
      continue;
    }
    result.blankInputsAsZero += blanks;
    result.X.push(x);
    result.Y.push(y);
    result.lines.push(record.line);
  }
  return result;
}
