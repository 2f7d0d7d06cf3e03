import { readFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { parseCsvRecords, parseExamplesCsv, type ParsedExamples } from '@app/analysis/csv';

/**
 * Paths on the command line are the user's: `npm run cli` runs in the server workspace, so a relative
 * path is taken from the directory npm was started in (INIT_CWD), not from apps/server.
 */
function userPath(path: string): string {
  return isAbsolute(path) ? path : resolve(process.env.INIT_CWD ?? process.cwd(), path);
}

function readText(path: string): string {
  try {
    return readFileSync(userPath(path), 'utf8');
  } catch {
    throw new Error(`ファイルを読めません / Cannot read file: ${path}`);
  }
}

/** `in:PP[質量部]` → `PP`; a plain header stays as it is. */
function bareName(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
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
): { inputs: string[]; targets: string[] } {
  const header = (parseCsvRecords(text)[0]?.fields ?? []).map((cell) => cell.replace(/^\uFEFF/, '').trim());
  const find = (wanted: string) => {
    const hit = header.find((h) => h === wanted) ?? header.find((h) => bareName(h) === wanted);
    if (!hit)
      throw new Error(
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
  }
  return { inputs: inputHeaders, targets: targetHeaders };
}

/** Reads an examples CSV with the chosen columns; bad rows are reported on stderr by the caller. */
export function readExamples(
  path: string,
  targets: readonly string[],
  inputs: readonly string[],
): ParsedExamples {
  const text = readText(path);
  const columns = resolveColumns(text, targets, inputs);
  return parseExamplesCsv(text, columns);
}
