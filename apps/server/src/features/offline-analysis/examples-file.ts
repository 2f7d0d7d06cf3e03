import { readFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import {
  decodeCsvBytes,
  parseCsvRecords,
  parseExamplesCsv,
  parseNumberCell,
  type ParsedExamples,
} from '@app/analysis/csv';

/** The user's file cannot be used as asked (unreadable, a named column missing). */
export class ExamplesFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExamplesFileError';
  }
}

/**
 * Paths on the command line are the user's: `npm run cli` runs in the server workspace, so a relative
 * path is taken from the directory npm was started in (INIT_CWD), not from apps/server.
 */
function userPath(path: string): string {
  return isAbsolute(path) ? path : resolve(process.env.INIT_CWD ?? process.cwd(), path);
}

/** UTF-8, or Shift_JIS / UTF-16 as Excel in Japan saves them (decodeCsvBytes). */
function readText(path: string): string {
  let bytes: Buffer;
  try {
    bytes = readFileSync(userPath(path));
  } catch {
    throw new ExamplesFileError(`ファイルを読めません / Cannot read file: ${path}`);
  }
  return decodeCsvBytes(bytes).text;
}

/**
 * `in:PP[質量部]` → `PP`; a plain header stays as it is. Width and runs of spaces do not count
 * (full-width 「Ｗａｔｅｒ」 is 「Water」, and two spaces are one): a name copied from a spreadsheet's header,
 * with its trailing space, or typed again must both find the column.
 */
function bareName(header: string): string {
  return header
    .normalize('NFKC')
    .replace(/^\uFEFF/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(in|out):/, '')
    .replace(/\s*\[[^\]]*\]\s*$/, '');
}

/**
 * Resolves the columns the user named (`--target SLUMP(cm)` or `--target 曲げ弾性率` for
 * `out:曲げ弾性率[MPa]`) to header cells. Without `--input`, a file with `in:` columns uses those; a file
 * without prefixes uses every column that is not a target.
 */
function resolveColumns(
  text: string,
  targets: readonly string[],
  inputs: readonly string[],
): { inputs: string[]; targets: string[]; notNumeric: string[] } {
  const records = parseCsvRecords(text);
  const header = (records[0]?.fields ?? []).map((cell) => cell.replace(/^\uFEFF/, '').trim());
  const find = (wanted: string) => {
    const hit = header.find((h) => h === wanted) ?? header.find((h) => bareName(h) === bareName(wanted));
    if (!hit)
      throw new ExamplesFileError(
        `列が見つかりません / Column not found: ${wanted} (列 / columns: ${header.join(', ')})`,
      );
    return hit;
  };
  const targetHeaders = targets.map(find);
  let inputHeaders = inputs.map(find);
  if (inputHeaders.length === 0) {
    const prefixed = header.filter((h) => h.startsWith('in:'));
    // A row number column is not an ingredient.
    const isRowNumber = (h: string) => /^(no\.?|id|#|番号|サンプル番号)$/i.test(h);
    inputHeaders =
      prefixed.length > 0
        ? prefixed
        : header.filter((h) => h !== '' && !isRowNumber(h) && !targetHeaders.includes(h));
    // A column of words (maker, grade, a note) is not a quantity: taken as an input it would make every
    // row unusable. It is left out and named; a number column with a few typos stays in and its rows
    // are reported.
    const notNumeric = inputHeaders.filter((h) => !mostlyNumbers(records, header.indexOf(h)));
    return {
      inputs: inputHeaders.filter((h) => !notNumeric.includes(h)),
      targets: targetHeaders,
      notNumeric,
    };
  }
  return { inputs: inputHeaders, targets: targetHeaders, notNumeric: [] };
}

/** At least half of the column's filled cells below the header read as numbers. */
function mostlyNumbers(records: ReturnType<typeof parseCsvRecords>, index: number): boolean {
  let numbers = 0;
  let words = 0;
  for (const record of records.slice(1)) {
    const kind = parseNumberCell(record.fields[index] ?? '').kind;
    if (kind === 'number') numbers++;
    else if (kind === 'invalid') words++;
  }
  return numbers >= words;
}

/**
 * Reads an examples CSV with the chosen columns; bad rows are reported on stderr by the caller, and so
 * are the columns of words left out of the inputs (`notNumeric`).
 */
export function readExamples(
  path: string,
  targets: readonly string[],
  inputs: readonly string[],
): ParsedExamples & { notNumeric: string[] } {
  const text = readText(path);
  const { notNumeric, ...columns } = resolveColumns(text, targets, inputs);
  return { ...parseExamplesCsv(text, columns), notNumeric };
}
