import {
  EXPLORATION_LIMITS,
  type ExplorationScope,
  type ExplorationVariables,
  type VariableInfo,
} from '@app/contract/explorations';
import type { StoredScope } from './stored-json.js';
import { evenSample, type ScopeRepository } from './scope-repository.js';
import { buildTrainingMatrix, scopeVariables, type TrainingMatrix } from './training-matrix.js';
import { propertyDefIdOfKey } from './variables.js';
import { runAnalysisTask } from './worker/run-analysis.js';

/** Examples of a catalogue scope read at most (an even sample beyond it; the count is reported). */
const MAX_SCOPE_EXAMPLES = EXPLORATION_LIMITS.maxScopeExamples;
/**
 * Rows a model is fitted on at most unless the request chooses (`trainingRows`): an even sample beyond it,
 * reported in the data notes. 1,000 is the size the budgets of docs/spec/budgets-and-reliability.md are set
 * for, and the exact GP of the engine subsamples to 1,000 anyway. Requests stored before the choice existed
 * have no `trainingRows` and keep this.
 */
const MAX_TRAINING_ROWS = EXPLORATION_LIMITS.defaultTrainingRows;
/** Examples sampled for the variables of a scope (categories call). */
const MAX_VARIABLE_SAMPLE = 1500;
/** Fewest rows an analysis is started with. */
export const MIN_TRAINING_ROWS = 5;

/** The variables a scope offers (categories / variables calls). */
export async function variablesOfScope(
  scopes: ScopeRepository,
  scope: ExplorationScope,
  includeComparative: boolean,
): Promise<ExplorationVariables> {
  if (scope.type === 'csv') {
    return runAnalysisTask<ExplorationVariables>({ task: 'csvVariables', csv: scope.csv });
  }
  const refs = await scopes.scopeExampleRefs(scope, includeComparative);
  const sample = evenSample(refs, MAX_VARIABLE_SAMPLE);
  const examples = await scopes.loadExamples(sample.map((r) => r.id));
  const keys = new Set(examples.flatMap((e) => [...e.components, ...e.properties].map((c) => c.key)));
  const variables = scopeVariables(examples, await scopes.catalogueNames(keys));
  const notes: string[] = [];
  if (refs.length === 0) notes.push('この条件に該当する実施例はありません');
  if (sample.length < refs.length) {
    // About the variable list only; the training sample is the request's `trainingRows` (shown beside it).
    notes.push(
      `入力と物性の一覧は、実施例${refs.length.toLocaleString('ja-JP')}件から等間隔に選んだ${sample.length.toLocaleString('ja-JP')}件で集計しました`,
    );
  }
  return {
    examplesInScope: refs.length,
    patentsInScope: new Set(refs.map((r) => r.patentId)).size,
    inputs: variables.inputs,
    targets: variables.targets,
    defaults: variables.defaults,
    notes,
  };
}

/** The training table of an exploration, or the Japanese reason there is none. */
export async function prepareTraining(
  scopes: ScopeRepository,
  request: {
    scope: StoredScope;
    includeComparative: boolean;
    inputs: string[];
    targets: string[];
    trainingRows?: number | undefined;
  },
  csvText: string | null,
  signal?: AbortSignal,
): Promise<TrainingMatrix | { error: string }> {
  const maxRows = request.trainingRows ?? MAX_TRAINING_ROWS;
  if (request.scope.type === 'csv') {
    if (csvText === null) return { error: 'アップロードしたCSVが見つかりません' };
    return runAnalysisTask<TrainingMatrix | { error: string }>(
      {
        task: 'csvMatrix',
        csv: csvText,
        inputs: request.inputs,
        targets: request.targets,
        maxRows,
      },
      signal ? { signal } : {},
    );
  }
  const refs = await scopes.scopeExampleRefs(request.scope, request.includeComparative);
  if (refs.length === 0) return { error: '指定した範囲に実施例がありません。範囲を広げてください' };
  // Read the examples that report a chosen target: in a broad scope most examples do not, and an even
  // sample of all of them trained on a few hundred of 26,053 examples although more were there.
  const targetDefs = request.targets.map(propertyDefIdOfKey);
  const measured = targetDefs.every((id): id is number => id !== null)
    ? await scopes.scopeExampleRefs(request.scope, request.includeComparative, targetDefs)
    : refs;
  const pool = measured.length > 0 ? measured : refs;
  const examples = await scopes.loadExamples(evenSample(pool, MAX_SCOPE_EXAMPLES).map((r) => r.id));
  const keys = new Set(examples.flatMap((e) => [...e.components, ...e.properties].map((c) => c.key)));
  const variables = scopeVariables(examples, await scopes.catalogueNames(keys));
  const find = (list: VariableInfo[], key: string) => list.find((v) => v.key === key);
  const missing = [
    ...request.inputs.filter((key) => !find(variables.inputs, key)),
    ...request.targets.filter((key) => !find(variables.targets, key)),
  ];
  if (missing.length > 0) {
    const names = await scopes.describeKeys(missing, []);
    return {
      error: `選択した変数（${names.inputs.map((v) => v.name).join('、')}）が対象の実施例に見つかりません。変数を選び直してください`,
    };
  }
  const pick = (list: VariableInfo[], key: string): VariableInfo => {
    const { key: k, kind, name, unit } = find(list, key)!;
    return { key: k, kind, name, unit };
  };
  return buildTrainingMatrix(examples, {
    inputs: request.inputs.map((key) => pick(variables.inputs, key)),
    targets: request.targets.map((key) => pick(variables.targets, key)),
    basis: variables.basis,
    maxRows,
    examplesInScope: refs.length,
    ...(pool !== refs ? { measuringInScope: pool.length } : {}),
  });
}
