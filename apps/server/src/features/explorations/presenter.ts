import type {
  ExplorationDetail,
  ExplorationKind,
  ExplorationScope,
  ExplorationSummary,
  ForwardExplorationRequest,
  ForwardResult,
  InverseExplorationRequest,
  InverseResult,
  TrainingDataReport,
  VariableInfo,
} from '@app/contract/explorations';
import type { ExplorationHead, ExplorationRow } from './exploration-repository.js';
import type { TrainingRow } from './training-matrix.js';

/*
 * What leaves the server about an exploration. Rows hold JSON text; these functions are the only readers
 * of that text, so its shapes (StoredRequest, StoredTraining, the results) live here too.
 */

/** The scope as stored: an uploaded CSV's text lives in the row's scope_data, not here. */
export type StoredScope =
  Exclude<ExplorationScope, { type: 'csv' }> | { type: 'csv'; fileName?: string | undefined; bytes: number };

type Stored<T> = Omit<T, 'scope'> & { scope: StoredScope; variables: StoredVariables };

export type StoredRequest =
  | ({ kind: 'forward' } & Stored<ForwardExplorationRequest>)
  | ({ kind: 'inverse' } & Stored<InverseExplorationRequest>);

export interface StoredVariables {
  inputs: VariableInfo[];
  targets: VariableInfo[];
}

/** The table the model was fitted on: enough to refit it (predictions) and to name nearest examples. */
export interface StoredTraining {
  inputs: VariableInfo[];
  targets: VariableInfo[];
  /** Model input/target names (unique display names). */
  inputLabels: string[];
  targetLabels: string[];
  X: number[][];
  Y: (number | null)[][];
  rows: TrainingRow[];
  seed: number;
}

export type StoredInverseResult = Omit<InverseResult, 'id' | 'status'>;

export function parseStoredRequest(row: Pick<ExplorationRow, 'request'>): StoredRequest {
  return JSON.parse(row.request) as StoredRequest;
}

export function scopeLabel(scope: StoredScope): string {
  switch (scope.type) {
    case 'classification':
      return scope.scheme === 'ipc' ? `IPC ${scope.code}` : `Fタームテーマ ${scope.code}`;
    case 'materials':
      return `素材 ${scope.materialIds.length}件`;
    case 'patents':
      return `特許 ${scope.patentIds.length}件`;
    case 'search':
      return `検索「${scope.query}」`;
    case 'csv':
      return `CSV: ${scope.fileName || 'アップロードしたファイル'}`;
  }
}

type ShownRow = Omit<ExplorationRow, 'scope_data'>;

export function presentSummary(row: ExplorationHead): ExplorationSummary {
  const request = parseStoredRequest(row);
  return {
    id: Number(row.id),
    kind: row.kind as ExplorationKind,
    name: row.name,
    status: row.status,
    progress: Math.max(0, Math.min(1, Number(row.progress))),
    progressMessage: row.progress_message,
    errorReason: row.error_reason,
    scopeLabel: scopeLabel(request.scope),
    scopeType: request.scope.type,
    inputCount: request.inputs.length,
    targetNames: request.variables.targets.map((t) => t.name),
    cancelRequested: Number(row.cancel_requested) === 1,
    createdAt: row.created_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
  };
}

/** The request as shown back: without the CSV text. */
function presentRequest(request: StoredRequest): ExplorationDetail['request'] {
  const { scope } = request;
  const shownScope: Record<string, unknown> = { ...scope };
  return {
    scope: shownScope,
    includeComparative: request.includeComparative,
    inputs: request.variables.inputs,
    targets: request.variables.targets,
    folds: request.kind === 'forward' ? request.folds : null,
    goals: request.kind === 'inverse' ? request.goals : null,
    constraints: request.kind === 'inverse' ? { ...request.constraints } : null,
    candidates: request.kind === 'inverse' ? request.candidates : null,
    seed: request.seed,
  };
}

export function presentDetail(row: ShownRow): ExplorationDetail {
  const request = parseStoredRequest(row);
  const summary = presentSummary(row);
  const result = row.status === 'done' && row.result ? (JSON.parse(row.result) as unknown) : null;
  return {
    ...summary,
    request: presentRequest(request),
    data: row.data_report ? (JSON.parse(row.data_report) as TrainingDataReport) : null,
    forward: row.kind === 'forward' && result ? (result as ForwardResult) : null,
    inverse:
      row.kind === 'inverse' && result
        ? {
            feasible: (result as StoredInverseResult).feasible,
            reasons: (result as StoredInverseResult).reasons,
            candidateCount: (result as StoredInverseResult).candidates.length,
          }
        : null,
  };
}

export function presentInverseResult(row: ShownRow): InverseResult | null {
  if (row.status !== 'done' || !row.result) return null;
  return { id: Number(row.id), status: row.status, ...(JSON.parse(row.result) as StoredInverseResult) };
}
