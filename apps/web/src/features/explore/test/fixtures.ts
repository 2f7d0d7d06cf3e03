import type {
  Candidate,
  ExplorationCategories,
  ExplorationDetail,
  ExplorationSummary,
  ExplorationVariables,
  InverseResult,
  VariableInfo,
  VariableStats,
} from '@app/contract/explorations';
import type { Profile } from '@app/contract/accounts';
import { PROFILE } from '../../../test/account-fixtures';

/** Test data of the exploration pages, shaped by the contract's types. */
export const STANDARD_PROFILE: Profile = { ...PROFILE, typeCode: 'standard' };

const stats = (
  key: string,
  kind: VariableStats['kind'],
  name: string,
  unit: string | null,
  min: number,
  max: number,
  direction: VariableStats['direction'] = null,
): VariableStats => ({ key, kind, name, unit, count: 120, coverage: 0.8, min, max, direction });

export const PP = stats('ingredient:m:1', 'ingredient', 'ポリプロピレン', '質量%', 40, 95);
export const TALC = stats('ingredient:m:2', 'ingredient', 'タルク', '質量%', 0, 40);
export const ELASTOMER = stats('ingredient:m:3', 'ingredient', 'エラストマー', '質量%', 0, 20);
export const COMPAT = stats('ingredient:m:4', 'ingredient', '相溶化剤', '質量%', 0, 5);
export const TEMP = stats('condition:混練温度', 'condition', '混練温度', '℃', 180, 240);
export const MODULUS = stats('property:p:1', 'property', '曲げ弾性率', 'MPa', 1200, 3600, 'higher');
export const IMPACT = stats('property:p:2', 'property', 'シャルピー衝撃強さ', 'kJ/m²', 2, 12, 'higher');

export const VARIABLES: ExplorationVariables = {
  examplesInScope: 150,
  patentsInScope: 12,
  inputs: [PP, TALC, ELASTOMER, COMPAT, TEMP],
  targets: [MODULUS, IMPACT],
  defaults: { inputs: [PP.key, TALC.key, ELASTOMER.key, COMPAT.key], targets: [MODULUS.key, IMPACT.key] },
  notes: [],
};

const LIMITS = { csvMaxBytes: 5 * 1024 * 1024, maxInputs: 30, maxTargets: 6, maxCandidates: 50 };

export const THEMES_ONLY: ExplorationCategories = {
  themes: [
    { scheme: 'ipc', code: 'C08L23', title: 'ポリオレフィン組成物', patentCount: 40, exampleCount: 900 },
    { scheme: 'theme', code: '4J002', title: '高分子組成物', patentCount: 20, exampleCount: 300 },
  ],
  scopeTypes: [],
  variables: null,
  limits: LIMITS,
};

export const WITH_VARIABLES: ExplorationCategories = { ...THEMES_ONLY, variables: VARIABLES };

export function summary(overrides: Partial<ExplorationSummary> = {}): ExplorationSummary {
  return {
    id: 1,
    kind: 'inverse',
    name: 'ポリオレフィン組成物の逆解析',
    status: 'done',
    progress: 1,
    progressMessage: null,
    errorReason: null,
    scopeLabel: 'IPC C08L23',
    scopeType: 'classification',
    inputCount: 4,
    targetNames: ['曲げ弾性率', 'シャルピー衝撃強さ'],
    cancelRequested: false,
    createdAt: '2026-11-21T03:00:00.000Z',
    startedAt: '2026-11-21T03:00:01.000Z',
    finishedAt: '2026-11-21T03:00:09.000Z',
    ...overrides,
  };
}

const info = ({ key, kind, name, unit }: VariableStats): VariableInfo => ({ key, kind, name, unit });

export function detail(overrides: Partial<ExplorationDetail> = {}): ExplorationDetail {
  return {
    ...summary(),
    request: {
      scope: { type: 'classification', scheme: 'ipc', code: 'C08L23' },
      includeComparative: true,
      inputs: [PP, TALC, ELASTOMER, COMPAT].map(info),
      targets: [MODULUS, IMPACT].map(info),
      folds: null,
      goals: null,
      constraints: null,
      candidates: 20,
      seed: 1,
      trainingRows: 1000,
    },
    data: null,
    forward: null,
    inverse: { feasible: true, reasons: [], candidateCount: 2 },
    ...overrides,
  };
}

export const FTO_FLAG = {
  patentId: 77,
  publicationNumber: '特開2021-123456',
  title: 'ポリプロピレン系樹脂組成物',
  legalStatus: '審査中',
  claimNumber: 1,
  matched: [
    {
      kind: 'ingredient' as const,
      subject: 'タルク',
      min: 10,
      max: 30,
      minInclusive: true,
      maxInclusive: true,
      unit: '質量%',
      value: 25,
      variableKey: TALC.key,
      basis: null,
    },
  ],
  note: null,
};

export function candidate(
  rank: number,
  inputs: Record<string, number>,
  overrides: Partial<Candidate> = {},
): Candidate {
  return {
    rank,
    inputs,
    predictions: {
      [MODULUS.key]: { mean: 3000 - rank * 100, lower90: 2800 - rank * 100, upper90: 3200 - rank * 100 },
      [IMPACT.key]: { mean: 4 + rank, lower90: 3 + rank, upper90: 5 + rank },
    },
    desirability: 0.9 - rank * 0.1,
    goals: [
      { target: MODULUS.key, kind: 'maximize', desirability: 0.8, satisfied: null },
      { target: IMPACT.key, kind: 'maximize', desirability: 0.6, satisfied: null },
    ],
    cost: null,
    domain: { score: 0.8, inside: true, warning: null },
    expectedImprovement: null,
    nearestExamples: [
      {
        exampleId: 501,
        label: '実施例3',
        patentId: 77,
        publicationNumber: '特開2021-123456',
        title: 'ポリプロピレン系樹脂組成物',
        distance: 0.42,
        inputs: { [PP.key]: 70, [TALC.key]: 25, [ELASTOMER.key]: 5 },
        measured: { [MODULUS.key]: 3050, [IMPACT.key]: 4.8 },
      },
    ],
    nearestProducts: [
      {
        productId: 9,
        name: 'ノバプロ TX-25',
        makerName: '架空化学',
        matchedMaterials: ['ポリプロピレン', 'タルク'],
        score: 0.95,
      },
    ],
    fto: [],
    ...overrides,
  };
}

export function inverseResult(overrides: Partial<InverseResult> = {}): InverseResult {
  const first = candidate(1, { [PP.key]: 72, [TALC.key]: 25, [ELASTOMER.key]: 3 }, { fto: [FTO_FLAG] });
  const second = candidate(2, { [PP.key]: 75, [TALC.key]: 20, [ELASTOMER.key]: 5 });
  return {
    id: 1,
    status: 'done',
    feasible: true,
    reasons: [],
    warnings: [],
    inputs: [PP, TALC, ELASTOMER, COMPAT].map(info),
    targets: [MODULUS, IMPACT].map(info),
    goals: [
      { target: MODULUS.key, kind: 'maximize', weight: 1 },
      { target: IMPACT.key, kind: 'maximize', weight: 1 },
    ],
    candidates: [first, second],
    nextToTest: [
      candidate(1, { [PP.key]: 60, [TALC.key]: 35, [COMPAT.key]: 5 }, { expectedImprovement: 0.12 }),
    ],
    pareto: [first, second],
    compromise: second,
    model: {
      trainingRows: 140,
      targets: [{ target: MODULUS.key, model: 'gaussian-process' }],
      evaluations: 4000,
      seconds: 2.5,
    },
    ...overrides,
  };
}

export function forwardDetail(): ExplorationDetail {
  const inputs = [PP, TALC].map(info);
  const target = (t: VariableStats, r2: number) => ({
    target: info(t),
    metrics: { r2, rmse: 120, mae: 90, coverage90: 0.91, n: 40 },
    points: [
      {
        exampleId: 1,
        label: '実施例1',
        actual: 2000,
        predicted: 2100,
        lower90: 1900,
        upper90: 2300,
        fold: 0,
      },
      {
        exampleId: 2,
        label: '実施例2',
        actual: 2500,
        predicted: 2450,
        lower90: 2250,
        upper90: 2650,
        fold: 1,
      },
    ],
    importance: [
      { input: TALC.key, name: 'タルク', importance: 0.7, rmseIncrease: 300, std: 10, ardShare: null },
      { input: PP.key, name: 'ポリプロピレン', importance: 0.3, rmseIncrease: 120, std: 8, ardShare: null },
    ],
    model: 'gaussian-process',
    trainingRows: 40,
  });
  return detail({
    kind: 'forward',
    name: 'ポリオレフィン組成物の順解析',
    inverse: null,
    forward: {
      inputs,
      targets: [target(MODULUS, 0.86), target(IMPACT, 0.42)],
      domain: [
        { input: info(PP), min: 60, max: 95, mean: 75, nonZero: 40 },
        { input: info(TALC), min: 5, max: 40, mean: 25, nonZero: 38 },
      ],
      model: { kind: 'auto', folds: 5, seed: 1, trainSeconds: 0.8, predictSeconds: 0.01, totalSeconds: 3.2 },
      predictions: [],
    },
  });
}
