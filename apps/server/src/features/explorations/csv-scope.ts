import { parseExamplesCsv, type ParsedExamples } from '@app/analysis/csv';
import { extent } from '@app/analysis/extent';
import type { VariableInfo, VariableStats } from '@app/contract/explorations';
import { finish, type ScopeVariables, type TrainingMatrix } from './training-matrix.js';
import { csvKey, isCompositionUnit } from './variables.js';

/*
 * The user's own examples CSV (docs/spec/analyses.md: `in:<name>[unit]` inputs, `out:<name>[unit]` targets) as a scope.
 * A blank input cell is 0 (an ingredient not used), a blank target cell a missing measurement; rows that
 * cannot be read are reported with their line numbers (parseExamplesCsv never throws for bad data).
 */

export interface CsvScope {
  parsed: ParsedExamples;
  inputs: VariableInfo[];
  targets: VariableInfo[];
}

export function readCsvScope(text: string): CsvScope {
  const parsed = parseExamplesCsv(text);
  return {
    parsed,
    inputs: parsed.inputs.map((c) => ({
      key: csvKey(c.header),
      kind: 'csvInput',
      name: c.name,
      unit: c.unit,
    })),
    targets: parsed.targets.map((c) => ({
      key: csvKey(c.header),
      kind: 'csvTarget',
      name: c.name,
      unit: c.unit,
    })),
  };
}

/** The header record of a CSV text (up to the first line break outside quotes): cheap to read on any thread. */
export function csvHeaderText(text: string): string {
  let inQuotes = false;
  const limit = Math.min(text.length, 1_000_000);
  for (let i = 0; i < limit; i++) {
    const c = text[i];
    if (c === '"') inQuotes = !inQuotes;
    else if (!inQuotes && (c === '\n' || c === '\r')) return text.slice(0, i);
  }
  return text.slice(0, limit);
}

export function csvNotes(scope: CsvScope): string[] {
  const notes: string[] = [];
  if (scope.inputs.length === 0) notes.push('CSVに入力列（in:で始まる列）がありません');
  if (scope.targets.length === 0) notes.push('CSVに目的変数の列（out:で始まる列）がありません');
  for (const bad of scope.parsed.badRows.slice(0, 10)) notes.push(`${bad.line}行目: ${bad.reason}`);
  if (scope.parsed.badRows.length > 10)
    notes.push(`ほか${scope.parsed.badRows.length - 10}行を読み込めませんでした`);
  return notes;
}

export function csvVariables(scope: CsvScope): ScopeVariables {
  const n = Math.max(1, scope.parsed.X.length);
  const column = (values: (number | null)[], info: VariableInfo): VariableStats => {
    const present = values.filter((v): v is number => v !== null && Number.isFinite(v));
    const counted =
      info.kind === 'csvInput' && isCompositionUnit(info.unit) ? present.filter((v) => v !== 0) : present;
    const range = extent(present);
    return {
      ...info,
      count: counted.length,
      coverage: counted.length / n,
      min: range?.min ?? null,
      max: range?.max ?? null,
      direction: null,
    };
  };
  const inputs = scope.inputs.map((info, k) =>
    column(
      scope.parsed.X.map((x) => x[k]!),
      info,
    ),
  );
  const targets = scope.targets.map((info, j) =>
    column(
      scope.parsed.Y.map((y) => y[j] ?? null),
      info,
    ),
  );
  return {
    basis: null,
    inputs,
    targets,
    defaults: {
      inputs: inputs.map((v) => v.key).slice(0, 30),
      targets: targets.map((v) => v.key).slice(0, 3),
    },
  };
}

export function csvTrainingMatrix(
  scope: CsvScope,
  inputKeys: readonly string[],
  targetKeys: readonly string[],
  maxRows: number,
): TrainingMatrix | { error: string } {
  const inputIndex = inputKeys.map((key) => scope.inputs.findIndex((v) => v.key === key));
  const targetIndex = targetKeys.map((key) => scope.targets.findIndex((v) => v.key === key));
  const unknown = [
    ...inputKeys.filter((_, i) => inputIndex[i]! < 0),
    ...targetKeys.filter((_, i) => targetIndex[i]! < 0),
  ];
  if (unknown.length > 0) {
    return {
      error: `CSVにない列が指定されています: ${unknown.map((k) => k.replace(/^csv:/, '')).join('、')}`,
    };
  }
  const dropped = new Map<string, number>();
  if (scope.parsed.badRows.length > 0) dropped.set('CSVの読み込めない行', scope.parsed.badRows.length);
  const X: number[][] = [];
  const Y: (number | null)[][] = [];
  const rows: TrainingMatrix['rows'] = [];
  scope.parsed.X.forEach((x, i) => {
    const y = targetIndex.map((j) => scope.parsed.Y[i]![j] ?? null);
    if (y.every((v) => v === null)) {
      dropped.set('目的変数の値がない', (dropped.get('目的変数の値がない') ?? 0) + 1);
      return;
    }
    if (X.length >= maxRows) {
      dropped.set('学習行数の上限を超えた', (dropped.get('学習行数の上限を超えた') ?? 0) + 1);
      return;
    }
    X.push(inputIndex.map((k) => x[k]!));
    Y.push(y);
    rows.push({ exampleId: null, patentId: null, label: `${scope.parsed.lines[i]}行目` });
  });
  const considered = scope.parsed.X.length + scope.parsed.badRows.length;
  return finish(
    { X, Y, rows },
    {
      inputs: inputKeys.map((_, i) => scope.inputs[inputIndex[i]!]!),
      targets: targetKeys.map((_, i) => scope.targets[targetIndex[i]!]!),
      examplesInScope: considered,
    },
    considered,
    dropped,
    csvNotes(scope),
  );
}
