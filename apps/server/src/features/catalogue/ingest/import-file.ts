import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { decodeCsvBytes } from '@app/analysis/csv';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { csvExampleItems, type CsvImportOptions } from './csv-examples.js';
import { runImport, type ImportSummary, type RunImportOptions } from '../write/import-runner.js';
import { readJsonLines } from './jsonl-source.js';
import { isZip, xmlFileSource, zipXmlSources, type XmlSource } from './xml-bulk-source.js';
import { patentXmlItems, type XmlTally } from './xml-import-items.js';

/**
 * `cli import <file>` and tests: picks the reader by extension (or `format`) and runs the import.
 * .jsonl/.ndjson → interchange records; .csv/.tsv → examples CSV; .xml → patent XML (one document or a
 * weekly bulk file of many), .zip → the XML files inside.
 */

export type ImportFormat = 'jsonl' | 'csv' | 'xml';

export interface ImportFileOptions extends RunImportOptions, CsvImportOptions {
  format?: ImportFormat;
}

export function formatOf(file: string): ImportFormat | null {
  const ext = path.extname(file).toLowerCase();
  if (ext === '.jsonl' || ext === '.ndjson' || ext === '.json') return 'jsonl';
  if (ext === '.csv' || ext === '.tsv' || ext === '.txt') return 'csv';
  if (ext === '.xml' || ext === '.zip') return 'xml';
  return null;
}

/** The summary of one file, with what a patent XML file held. */
export interface FileImportSummary extends ImportSummary {
  /** XML: documents read (failed ones included). */
  documents: number | null;
  /** XML: documents that are no patent (sequence listings), skipped. */
  skipped: number | null;
  /** XML: example records read from the documents. */
  examples: number | null;
  /** Claim ranges now stored for the patents of the file. */
  ranges: number;
}

export async function importFile(
  db: Kysely<Database>,
  file: string,
  options: ImportFileOptions = {},
): Promise<FileImportSummary> {
  const format = options.format ?? formatOf(file);
  if (!format)
    throw new Error(`形式が分かりません / unknown file type: ${file} (use .jsonl, .csv, .xml or .zip)`);
  let summary: ImportSummary;
  let tally: XmlTally | null = null;
  if (format === 'jsonl') {
    const { items, fraction } = await readJsonLines(file);
    summary = await runImport(db, items, {
      fraction,
      ...options,
      defaultSource: options.defaultSource ?? options.source,
    });
  } else if (format === 'csv') {
    // Shift_JIS or UTF-16 as Excel in Japan saves CSV, else UTF-8: names must not come in garbled.
    const { text } = decodeCsvBytes(await readFile(file));
    summary = await runImport(db, csvExampleItems(text, file, options), {
      ...options,
      defaultSource: options.defaultSource ?? options.source ?? 'csv',
    });
  } else {
    tally = { documents: 0, skipped: 0, examples: 0 };
    // Streamed: one document in memory at a time, whatever the size of the file (xml-bulk-source.ts).
    const reading: { source: XmlSource | null } = { source: null };
    const sources = isZip(file) ? zipXmlSources(file) : [xmlFileSource(file)];
    summary = await runImport(
      db,
      patentXmlItems(sources, options.source, tally, (source) => (reading.source = source)),
      {
        fraction: () => reading.source?.fraction() ?? null,
        ...options,
        defaultSource: options.defaultSource ?? options.source ?? 'uspto',
      },
    );
  }
  return {
    ...summary,
    documents: tally?.documents ?? null,
    skipped: tally?.skipped ?? null,
    examples: tally?.examples ?? null,
    ranges: await countRanges(db, summary.changed.patents),
  };
}

async function countRanges(db: Kysely<Database>, patents: ReadonlySet<number>): Promise<number> {
  const ids = [...patents];
  let total = 0;
  for (let start = 0; start < ids.length; start += 500) {
    const row = await db
      .selectFrom('claim_ranges')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('patent_id', 'in', ids.slice(start, start + 500))
      .executeTakeFirst();
    total += Number(row?.n ?? 0);
  }
  return total;
}
