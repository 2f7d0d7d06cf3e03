import path from 'node:path';
import { parseCsvRecords, parseNumberCell } from '@app/analysis/csv';
import type { ExampleRecord, PatentRecord } from '@app/contract/interchange';
import { normalizeUnit, unitFamily, type UnitFamily } from '@app/contract/units';
import type { ImportItem } from '../write/import-runner.js';

/**
 * Examples CSV (docs/spec/analyses.md) → interchange records: one example per row. Columns `in:<name>[unit]` are
 * inputs — ingredient amounts, or process conditions when the unit is a temperature, time, speed or
 * pressure — and `out:<name>[unit]` are measured properties. Files without prefixes (public datasets)
 * name their columns with `inputs` / `outputs` (header text, optionally with `[unit]` appended to give
 * a unit the header lacks: `Young Mod[MPa]`); a trailing `(unit)` or `[unit]` in a header is read as
 * its unit when it is a known unit (`P3HT content (%)`).
 *
 * Where the rows go: `patentId` attaches them to an existing patent (interchange id); without it they
 * hang off a dataset pseudo-patent (external id `dataset:<name>`, kind 'dataset', country 'ZZ'), one
 * per dataset name (default: the file name without extension), so that CSV data can be searched and
 * analysed like patent examples and re-importing the same file updates the same rows.
 *
 * Tolerated: BOM, CRLF/LF/CR, missing final newline, quoted fields, thousands separators ("1,028.00"),
 * scientific notation, full-width digits, blank cells (blank input = ingredient not used, blank output =
 * not measured). A cell that is not a number makes its row a bad row (reported with its line number).
 */

export interface CsvImportOptions {
  /** Interchange id of an existing patent to attach the examples to. */
  patentId?: string;
  /** Dataset name (default: the file name without extension). */
  dataset?: string;
  /** Input columns by header (files without `in:` prefixes). */
  inputs?: readonly string[];
  /** Output (property) columns by header. */
  outputs?: readonly string[];
  /** Header of the label column (default: the first of label/name/no/id/example/実施例/サンプル found). */
  labelColumn?: string;
  source?: string;
}

interface Column {
  index: number;
  header: string;
  name: string;
  unit: string;
  role: 'component' | 'condition' | 'property';
}

const CONDITION_FAMILIES: ReadonlySet<UnitFamily> = new Set([
  'temperature',
  'time',
  'rotationalSpeed',
  'speed',
  'stress',
  'shearRate',
]);
const LABEL_HEADERS = [
  'label',
  'name',
  'no',
  'no.',
  'id',
  'example',
  'sample',
  '実施例',
  'サンプル',
  '番号',
  'ラベル',
];

/** `in:曲げ弾性率[MPa]` / `P3HT content (%)` / `Young Mod` → prefix, name, unit. */
function parseColumnHeader(header: string): {
  prefix: 'in' | 'out' | null;
  name: string;
  unit: string | null;
} {
  // Prefix matched width-insensitively (ｉｎ：); the unit is kept as written (℃ stays ℃).
  const text = header.trim();
  const prefixed = /^(in|out)\s*[:：]\s*(.*)$/i.exec(
    text.replace(/^[ｉＩ][ｎＮ]|^[ｏＯ][ｕＵ][ｔＴ]/, (m) => m.normalize('NFKC')),
  );
  const prefix = prefixed ? (prefixed[1]!.toLowerCase() as 'in' | 'out') : null;
  const rest = (prefixed ? prefixed[2]! : text).trim();
  const bracket = /^(.*?)\s*\[([^\]]*)\]\s*$/.exec(rest);
  if (bracket) return { prefix, name: bracket[1]!.trim(), unit: bracket[2]!.trim() || null };
  const paren = /^(.*?)\s*\(([^()]*)\)\s*$/.exec(rest);
  if (paren && paren[1] && normalizeUnit(paren[2]!.trim())) {
    return { prefix, name: paren[1].trim(), unit: paren[2]!.trim() };
  }
  return { prefix, name: rest, unit: null };
}

function roleOf(kind: 'in' | 'out', unit: string): Column['role'] {
  if (kind === 'out') return 'property';
  const family = unitFamily(unit);
  return family && CONDITION_FAMILIES.has(family) ? 'condition' : 'component';
}

/** The dataset name a file imports under. */
function datasetNameOf(file: string, options: CsvImportOptions = {}): string {
  return (options.dataset ?? path.basename(file).replace(/\.[^.]+$/, '')).trim().replace(/\s+/g, '_');
}

/**
 * Import items of one CSV text: the dataset pseudo-patent first (unless `patentId`), then one example per
 * data row, or a bad-row item with the row's line number.
 */
export function* csvExampleItems(
  text: string,
  file: string,
  options: CsvImportOptions = {},
): Generator<ImportItem> {
  const records = parseCsvRecords(text);
  const header = records[0];
  if (!header) {
    yield { line: 1, error: 'ヘッダー行がありません / the file has no header row' };
    return;
  }
  const headers = header.fields.map((field) => field.replace(/^\uFEFF/, '').trim());
  const findColumn = (wanted: string): { index: number; unit: string | null } | null => {
    const exact = headers.findIndex(
      (h) => h === wanted.trim() || h.normalize('NFKC') === wanted.normalize('NFKC').trim(),
    );
    if (exact >= 0) return { index: exact, unit: null };
    // "Young Mod[MPa]": the header plus the unit it lacks.
    const withUnit = /^(.*?)\s*\[([^\]]*)\]\s*$/.exec(wanted.trim());
    if (withUnit) {
      const index = headers.findIndex((h) => h.normalize('NFKC') === withUnit[1]!.normalize('NFKC'));
      if (index >= 0) return { index, unit: withUnit[2]!.trim() };
    }
    return null;
  };

  const columns: Column[] = [];
  const problems: string[] = [];
  const explicit = options.inputs !== undefined || options.outputs !== undefined;
  if (explicit) {
    for (const [kind, list] of [
      ['in', options.inputs ?? []],
      ['out', options.outputs ?? []],
    ] as const) {
      for (const wanted of list) {
        const found = findColumn(wanted);
        if (!found) {
          problems.push(`列「${wanted}」がヘッダーにありません / no column "${wanted}"`);
          continue;
        }
        const parsed = parseColumnHeader(headers[found.index]!);
        const unit = found.unit ?? parsed.unit ?? '';
        columns.push({
          index: found.index,
          header: headers[found.index]!,
          name: parsed.name,
          unit,
          role: roleOf(kind, unit),
        });
      }
    }
  } else {
    headers.forEach((h, index) => {
      const parsed = parseColumnHeader(h);
      if (!parsed.prefix) return;
      const unit = parsed.unit ?? '';
      columns.push({ index, header: h, name: parsed.name, unit, role: roleOf(parsed.prefix, unit) });
    });
    if (columns.length === 0) {
      problems.push(
        'in:/out: の列がありません。--inputs / --outputs で列を指定してください / no in:/out: columns: name them with inputs/outputs',
      );
    }
  }
  if (problems.length > 0) {
    yield { line: header.line, error: problems.join('; ') };
    return;
  }
  const labelIndex = options.labelColumn
    ? headers.indexOf(options.labelColumn)
    : headers.findIndex(
        (h, i) => LABEL_HEADERS.includes(h.toLowerCase()) && !columns.some((c) => c.index === i),
      );
  const comparativeIndex = headers.findIndex((h) => /^(comparative|比較例?|is_comparative)$/i.test(h));

  const source = options.source ?? 'csv';
  const dataset = datasetNameOf(file, options);
  const patentId = options.patentId ?? `dataset:${dataset}`;
  if (!options.patentId) {
    const patent: PatentRecord = {
      type: 'patent',
      id: patentId,
      source,
      publicationNumber: `DATASET:${dataset}`,
      kind: 'dataset',
      country: 'ZZ',
      title: `データセット ${dataset}`,
      abstract: `CSV ファイル ${path.basename(file)} から取り込んだ実験データ (${records.length - 1} 行)。`,
      claims: [],
      applicants: [],
      inventors: [],
      ipc: [],
      fi: [],
      themes: [],
      fterms: [],
      legalStatus: 'pending',
      citations: [],
    };
    yield { line: header.line, record: patent };
  }

  for (const [rowIndex, row] of records.slice(1).entries()) {
    const bad: string[] = [];
    const example: ExampleRecord = {
      type: 'example',
      id: `${patentId}:${dataset}:${rowIndex + 1}`,
      source,
      patentId,
      label: '',
      comparative: false,
      order: rowIndex + 1,
      composition: [],
      conditions: [],
      properties: [],
    };
    for (const column of columns) {
      const raw = row.fields[column.index] ?? '';
      const cell = parseNumberCell(raw);
      if (cell.kind === 'blank') continue;
      if (cell.kind === 'invalid') {
        bad.push(`「${column.header}」の値「${raw.trim()}」は数値ではありません / not a number`);
        continue;
      }
      if (column.role === 'component') {
        if (cell.value === 0) continue; // not used in this row
        example.composition.push({ name: column.name, amount: cell.value, unit: column.unit });
      } else if (column.role === 'condition') {
        example.conditions.push({ name: column.name, value: cell.value, unit: column.unit });
      } else {
        example.properties.push({
          name: column.name,
          value: cell.value,
          unit: column.unit,
          original: raw.trim(),
        });
      }
    }
    if (bad.length > 0) {
      yield { line: row.line, error: bad.join('; ') };
      continue;
    }
    const label = labelIndex >= 0 ? (row.fields[labelIndex] ?? '').trim() : '';
    example.label = label ? (/^\d+$/.test(label) ? `No.${label}` : label) : `行${rowIndex + 1}`;
    const flag = comparativeIndex >= 0 ? (row.fields[comparativeIndex] ?? '').trim().toLowerCase() : '';
    example.comparative =
      ['1', 'true', 'yes', 'y', '○', '比較例'].includes(flag) || /^(比較例|comparative)/i.test(example.label);
    yield { line: row.line, record: example };
  }
}
