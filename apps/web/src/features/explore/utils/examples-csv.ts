/**
 * A first look at an examples CSV in the browser (docs/spec/analyses.md: `in:<name>[unit]` input columns,
 * `out:<name>[unit]` property columns), to show the user what the file holds before it is sent. The server
 * reads the file again with the analysis package's full reader; this only needs the header and the count.
 */
export type CsvColumnInfo = { header: string; name: string; unit: string | null };

export type CsvOverview = {
  inputs: CsvColumnInfo[];
  targets: CsvColumnInfo[];
  /** Columns that are neither (ignored). */
  ignored: string[];
  /** Data rows (non-blank records after the header). */
  rows: number;
  delimiter: string;
};

/** Splits CSV text into records: quoted fields with commas, doubled quotes and line breaks; any line end. */
export function parseRecords(text: string, delimiter: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === delimiter) {
      record.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records.filter((r) => r.some((cell) => cell.trim() !== ''));
}

/** The delimiter of the header line: comma, tab or semicolon, whichever appears most. */
function detectDelimiter(headerLine: string): string {
  const counts = [',', '\t', ';'].map((d) => [d, headerLine.split(d).length] as const);
  return counts.reduce((best, c) => (c[1] > best[1] ? c : best))[0];
}

/** `in:タルク[質量部]` → { name: タルク, unit: 質量部 }. */
function column(header: string, prefix: string): CsvColumnInfo {
  const rest = header.slice(prefix.length).trim();
  const match = /^(.*?)\s*[[［]([^\]］]*)[\]］]\s*$/.exec(rest);
  return match
    ? { header, name: match[1] ?? rest, unit: match[2] || null }
    : { header, name: rest, unit: null };
}

export function overviewCsv(raw: string): CsvOverview {
  const text = raw.replace(/^\uFEFF/, '');
  const firstLine = text.split(/\r\n|\n|\r/, 1)[0] ?? '';
  const delimiter = detectDelimiter(firstLine);
  const [header = [], ...rows] = parseRecords(text, delimiter);
  const inputs: CsvColumnInfo[] = [];
  const targets: CsvColumnInfo[] = [];
  const ignored: string[] = [];
  for (const cell of header.map((h) => h.trim())) {
    const lower = cell.normalize('NFKC').toLowerCase();
    if (lower.startsWith('in:')) inputs.push(column(cell, 'in:'));
    else if (lower.startsWith('out:')) targets.push(column(cell, 'out:'));
    else if (cell) ignored.push(cell);
  }
  return { inputs, targets, ignored, rows: rows.length, delimiter };
}
