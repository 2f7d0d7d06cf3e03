import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { csvExampleItems, type CsvImportOptions } from './csv-examples.js';
import { runImport, type ImportItem, type ImportSummary, type RunImportOptions } from './import-runner.js';
import { readJsonLines } from './jsonl-source.js';
import { parseUsptoXml } from './uspto-xml.js';

/**
 * `cli import <file>` and tests: picks the reader by extension (or `format`) and runs the import.
 * .jsonl/.ndjson → interchange records; .csv/.tsv → examples CSV; .xml → USPTO patent XML.
 */

export type ImportFormat = 'jsonl' | 'csv' | 'xml';

export interface ImportFileOptions extends RunImportOptions, CsvImportOptions {
  format?: ImportFormat;
}

export function formatOf(file: string): ImportFormat | null {
  const ext = path.extname(file).toLowerCase();
  if (ext === '.jsonl' || ext === '.ndjson' || ext === '.json') return 'jsonl';
  if (ext === '.csv' || ext === '.tsv' || ext === '.txt') return 'csv';
  if (ext === '.xml') return 'xml';
  return null;
}

export async function importFile(
  db: Kysely<Database>,
  file: string,
  options: ImportFileOptions = {},
): Promise<ImportSummary> {
  const format = options.format ?? formatOf(file);
  if (!format) throw new Error(`形式が分かりません / unknown file type: ${file} (use .jsonl, .csv or .xml)`);
  if (format === 'jsonl') {
    const { items, fraction } = await readJsonLines(file);
    return runImport(db, items, {
      fraction,
      ...options,
      defaultSource: options.defaultSource ?? options.source,
    });
  }
  const text = await readFile(file, 'utf8');
  if (format === 'csv') {
    return runImport(db, csvExampleItems(text, file, options), {
      ...options,
      defaultSource: options.defaultSource ?? options.source ?? 'csv',
    });
  }
  return runImport(db, usptoItems(text, options.source), {
    ...options,
    defaultSource: options.defaultSource ?? options.source ?? 'uspto',
  });
}

/** One XML document: the patent (line 1), then its examples; a parse failure is one bad item. */
export function* usptoItems(text: string, source?: string): Generator<ImportItem> {
  let parsed;
  try {
    parsed = parseUsptoXml(text, source);
  } catch (error) {
    yield { line: 1, error: `XML を読めません / cannot read the XML: ${(error as Error).message}` };
    return;
  }
  yield { line: 1, record: parsed.patent };
  for (const example of parsed.examples) yield { line: 1, record: example };
}
