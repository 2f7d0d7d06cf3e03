import {
  EXPLORATION_LIMITS,
  type ExplorationDetail,
  type ExplorationKind,
  type ExplorationSummary,
  type InverseResult,
} from '@app/contract/explorations';
import type { ExplorationHead, ExplorationRow } from './exploration-repository.js';
import {
  readStoredForwardResult,
  readStoredInverseResult,
  readStoredReport,
  readStoredRequest,
  type StoredRequest,
  type StoredScope,
} from './stored-json.js';

/*
 * What leaves the server about an exploration. Rows hold JSON text; stored-json.ts parses and checks it.
 */

export function parseStoredRequest(row: Pick<ExplorationRow, 'request'>): StoredRequest {
  return readStoredRequest(row.request);
}

function scopeLabel(scope: StoredScope): string {
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
    trainingRows: request.trainingRows ?? EXPLORATION_LIMITS.defaultTrainingRows,
  };
}

export function presentDetail(row: ShownRow): ExplorationDetail {
  const request = parseStoredRequest(row);
  const summary = presentSummary(row);
  const done = row.status === 'done' && row.result ? row.result : null;
  const inverse = row.kind === 'inverse' && done ? readStoredInverseResult(done) : null;
  return {
    ...summary,
    request: presentRequest(request),
    data: row.data_report ? readStoredReport(row.data_report) : null,
    forward: row.kind === 'forward' && done ? readStoredForwardResult(done) : null,
    inverse: inverse
      ? { feasible: inverse.feasible, reasons: inverse.reasons, candidateCount: inverse.candidates.length }
      : null,
  };
}

export function presentInverseResult(row: ShownRow): InverseResult | null {
  if (row.status !== 'done' || !row.result) return null;
  return { id: Number(row.id), status: row.status, ...readStoredInverseResult(row.result) };
}
