import { z } from 'zod';

/*
 * Product exploration (製品探索): forward (順解析) and inverse (逆解析) analyses run as jobs (docs/spec/analyses.md,
 * docs/spec/api.md explore-products calls). One schema per request and response, used by the browser's forms and
 * by the server's route validation, so the Japanese messages below are what the user reads either way.
 *
 * Variables are identified by a `key` that the categories/variables calls hand out (never built by hand):
 *   ingredient:m:<materialId>   an ingredient linked to a catalogue material (amount in its unit)
 *   ingredient:n:<name>         an ingredient known only by its name in the examples
 *   condition:<name>            a process condition (混練温度, 硬化時間, …)
 *   property:p:<propertyDefId>  a measured property with a property definition
 *   property:n:<name>           a measured property known only by its name
 *   csv:<header>                a column of an uploaded examples CSV (`in:…` inputs, `out:…` targets)
 * Keys are opaque strings to the browser: show `name` and `unit`, send `key`.
 */

export const EXPLORATION_LIMITS = {
  nameMaxLength: 100,
  /** Uploaded examples CSV text (UTF-8 bytes). */
  csvMaxBytes: 5 * 1024 * 1024,
  maxInputs: 30,
  maxTargets: 6,
  maxGoals: 6,
  minFolds: 2,
  maxFolds: 10,
  maxCandidates: 50,
  maxNextToTest: 20,
  /** Compositions in one predict call (and in a forward request). */
  maxPredictRows: 200,
  maxScopeIds: 200,
  searchQueryMaxLength: 200,
  pageSizeMax: 100,
  /** Queued + running explorations of one user at a time (fair use of the shared analysis worker). */
  activePerUser: 5,
  /**
   * Examples a model is fitted on (`trainingRows`): the user picks one of `trainingRowChoices`; the default is
   * the size the analysis budgets are set for (1,000 × 10 inputs trained and cross-validated in ≤ 5 s), the
   * maximum what the standard plan's shared analysis worker allows for one exploration (decision 0024).
   */
  minTrainingRows: 50,
  defaultTrainingRows: 1000,
  maxTrainingRows: 2000,
  trainingRowChoices: [250, 500, 1000, 2000],
  /** Examples of a catalogue scope read at most before the training rows are picked (an even sample beyond it). */
  maxScopeExamples: 4000,
} as const;

/**
 * How the training examples are picked when the scope has more than `trainingRows` usable ones (shown on
 * the form and the result pages; prepare-training.ts and training-matrix.ts do exactly this).
 */
export const TRAINING_SAMPLE_RULE = `対象の実施例が多いときは、登録順に並べた実施例から等間隔に選びます。まず最大${EXPLORATION_LIMITS.maxScopeExamples.toLocaleString('ja-JP')}件を読み込み、選んだ入力と物性の値がそろう実施例から、さらに等間隔に学習件数まで間引きます。乱数は使わないため、同じ条件なら毎回同じ実施例で学習します。アップロードしたCSVは先頭の行から学習件数まで使います。特定の特許や素材の実施例で学習したいときは、対象データを「特許」や「素材」で指定してください。`;

/** The answer (429) when a user already has EXPLORATION_LIMITS.activePerUser explorations waiting or running. */
export const TOO_MANY_ACTIVE_EXPLORATIONS = `実行待ち・実行中の製品探索は1人${EXPLORATION_LIMITS.activePerUser}件までです。完了を待つか、不要な探索を中止してから開始してください。`;

const EXPLORATION_KINDS = ['forward', 'inverse'] as const;
export type ExplorationKind = (typeof EXPLORATION_KINDS)[number];
export const EXPLORATION_KIND_LABELS: Record<ExplorationKind, string> = {
  forward: '順解析',
  inverse: '逆解析',
};

const EXPLORATION_STATUSES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type ExplorationStatus = (typeof EXPLORATION_STATUSES)[number];
export const EXPLORATION_STATUS_LABELS: Record<ExplorationStatus, string> = {
  queued: '待機中',
  running: '実行中',
  done: '完了',
  failed: '失敗',
  cancelled: 'キャンセル済み',
};
/** Statuses after which nothing changes any more (polling can stop). */
export const EXPLORATION_FINAL_STATUSES: readonly ExplorationStatus[] = ['done', 'failed', 'cancelled'];

const idSchema = z
  .number({ error: 'IDは数値で指定してください' })
  .int({ error: 'IDは整数で指定してください' })
  .positive({ error: 'IDは1以上で指定してください' });

const finite = (label: string) =>
  z.number({ error: `${label}は数値で入力してください` }).refine(Number.isFinite, {
    error: `${label}は有限の数値で入力してください`,
  });

const variableKeySchema = z
  .string({ error: '変数を選択してください' })
  .min(1, { error: '変数を選択してください' })
  .max(300, { error: '変数の指定が長すぎます' });

// ───────────────────────────── Scope ─────────────────────────────

/** Examples of patents classified under an IPC symbol/prefix (C08L23, C08L23/10) or an F-term theme (4J002). */
export const classificationScopeSchema = z.object({
  type: z.literal('classification'),
  scheme: z.enum(['ipc', 'theme'], { error: '分類の種類はIPCかFタームテーマを選択してください' }),
  code: z
    .string({ error: '分類コードを入力してください' })
    .trim()
    .normalize('NFKC')
    .toUpperCase()
    .min(1, { error: '分類コードを入力してください' })
    .max(30, { error: '分類コードは30文字以内で入力してください' })
    .regex(/^[0-9A-Z/.]+$/, { error: '分類コードの形式が正しくありません（例: C08L23、4J002）' }),
});

/** Examples whose composition uses any of these materials. */
export const materialsScopeSchema = z.object({
  type: z.literal('materials'),
  materialIds: z
    .array(idSchema, { error: '素材を選択してください' })
    .min(1, { error: '素材を1つ以上選択してください' })
    .max(EXPLORATION_LIMITS.maxScopeIds, {
      error: `素材は${EXPLORATION_LIMITS.maxScopeIds}件以内で選択してください`,
    }),
});

/** Examples of these patents. */
export const patentsScopeSchema = z.object({
  type: z.literal('patents'),
  patentIds: z
    .array(idSchema, { error: '特許を選択してください' })
    .min(1, { error: '特許を1件以上選択してください' })
    .max(EXPLORATION_LIMITS.maxScopeIds, {
      error: `特許は${EXPLORATION_LIMITS.maxScopeIds}件以内で選択してください`,
    }),
});

/** Examples of patents matching a free query (every space-separated term in the title, abstract or claims). */
export const searchScopeSchema = z.object({
  type: z.literal('search'),
  query: z
    .string({ error: '検索語を入力してください' })
    .trim()
    .normalize('NFKC')
    .min(1, { error: '検索語を入力してください' })
    .max(EXPLORATION_LIMITS.searchQueryMaxLength, {
      error: `検索語は${EXPLORATION_LIMITS.searchQueryMaxLength}文字以内で入力してください`,
    }),
});

/** The user's own examples: CSV text with `in:<name>[unit]` and `out:<name>[unit]` columns (docs/spec/analyses.md). */
const csvScopeSchema = z.object({
  type: z.literal('csv'),
  fileName: z.string().trim().max(200, { error: 'ファイル名が長すぎます' }).optional(),
  csv: z
    .string({ error: 'CSVファイルを選択してください' })
    .min(1, { error: 'CSVファイルが空です' })
    .refine((text) => new TextEncoder().encode(text).length <= EXPLORATION_LIMITS.csvMaxBytes, {
      error: 'CSVファイルは5MB以内にしてください',
    }),
});

const explorationScopeSchema = z.discriminatedUnion(
  'type',
  [classificationScopeSchema, materialsScopeSchema, patentsScopeSchema, searchScopeSchema, csvScopeSchema],
  { error: '対象データの種類を選択してください' },
);
export type ExplorationScope = z.infer<typeof explorationScopeSchema>;
export type ExplorationScopeType = ExplorationScope['type'];

/** Whether comparative examples (比較例) are used besides 実施例 (default yes: they carry information too). */
const includeComparativeSchema = z.boolean().default(true);

// ───────────────────────────── Variables ─────────────────────────────

const VARIABLE_KINDS = ['ingredient', 'condition', 'property', 'csvInput', 'csvTarget'] as const;
export type VariableKind = (typeof VARIABLE_KINDS)[number];

/** A variable as the server describes it (categories / variables / results). */
export const variableInfoSchema = z.object({
  key: z.string(),
  kind: z.enum(VARIABLE_KINDS),
  name: z.string(),
  /** Canonical unit values are in (質量部, 質量%, ℃, MPa …); null when unknown or dimensionless. */
  unit: z.string().nullable(),
});
export type VariableInfo = z.infer<typeof variableInfoSchema>;

/** A variable offered for a scope, with how much data it has. */
const variableStatsSchema = variableInfoSchema.extend({
  /** Examples of the scope with a value. */
  count: z.number().int(),
  /** count / examples in scope (0–1). */
  coverage: z.number(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  /** 'higher' | 'lower' where the property definition says which way is better. */
  direction: z.enum(['higher', 'lower']).nullable(),
});
export type VariableStats = z.infer<typeof variableStatsSchema>;

const variableKeysSchema = (label: string, max: number) =>
  z
    .array(variableKeySchema, { error: `${label}を選択してください` })
    .min(1, { error: `${label}を1つ以上選択してください` })
    .max(max, { error: `${label}は${max}個以内で選択してください` })
    .refine((keys) => new Set(keys).size === keys.length, { error: `${label}が重複しています` });

/**
 * One composition typed by the user: input key → amount or value. A missing ingredient is 0; a missing
 * condition takes its training mean.
 */
const compositionSchema = z.record(variableKeySchema, finite('配合量'));
export type Composition = z.infer<typeof compositionSchema>;

const nameSchema = z
  .string({ error: '名前を入力してください' })
  .trim()
  .normalize('NFKC')
  .min(1, { error: '名前を入力してください' })
  .max(EXPLORATION_LIMITS.nameMaxLength, {
    error: `名前は${EXPLORATION_LIMITS.nameMaxLength}文字以内で入力してください`,
  });

const explorationBase = {
  name: nameSchema,
  scope: explorationScopeSchema,
  includeComparative: includeComparativeSchema,
  inputs: variableKeysSchema('説明変数（入力）', EXPLORATION_LIMITS.maxInputs),
  targets: variableKeysSchema('目的変数（物性）', EXPLORATION_LIMITS.maxTargets),
  /** Seed of every random choice: the same request gives the same result. */
  seed: z.number().int().min(0).max(2_147_483_647).default(1),
  /** Examples the model is fitted on at most (an even sample beyond it, TRAINING_SAMPLE_RULE). */
  trainingRows: z
    .number({ error: '学習に使う実施例数は数値で指定してください' })
    .int({ error: '学習に使う実施例数は整数で指定してください' })
    .min(EXPLORATION_LIMITS.minTrainingRows, {
      error: `学習に使う実施例数は${EXPLORATION_LIMITS.minTrainingRows}件以上にしてください`,
    })
    .max(EXPLORATION_LIMITS.maxTrainingRows, {
      error: `学習に使う実施例数は${EXPLORATION_LIMITS.maxTrainingRows.toLocaleString('ja-JP')}件までです（標準プランで1回の探索に使える上限）。件数を減らすか、対象データを特許や素材で絞り込んでください`,
    })
    .default(EXPLORATION_LIMITS.defaultTrainingRows),
};

const INPUT_KEY = /^(ingredient:(m:\d+|n:.+)|condition:.+|csv:.+)$/s;
const TARGET_KEY = /^(property:(p:\d+|n:.+)|csv:.+)$/s;

/** Inputs are ingredients/conditions, targets properties; `csv:` keys only with a CSV scope and only there; no overlap. */
function checkVariables(
  value: { scope: ExplorationScope; inputs: string[]; targets: string[] },
  ctx: z.RefinementCtx,
): void {
  const csv = value.scope.type === 'csv';
  const check = (list: 'inputs' | 'targets', pattern: RegExp, label: string) =>
    value[list].forEach((key, index) => {
      if (!pattern.test(key) || key.startsWith('csv:') !== csv) {
        ctx.addIssue({
          code: 'custom',
          path: [list, index],
          message: `${label}に使えない変数です。一覧から選択してください`,
        });
      }
    });
  check('inputs', INPUT_KEY, '説明変数（入力）');
  check('targets', TARGET_KEY, '目的変数（物性）');
  const inputs = new Set(value.inputs);
  value.targets.forEach((key, index) => {
    if (inputs.has(key)) {
      ctx.addIssue({
        code: 'custom',
        path: ['targets', index],
        message: '同じ変数を入力と目的変数の両方に選ぶことはできません',
      });
    }
  });
}

function checkCompositionKeys(
  compositions: readonly Composition[] | undefined,
  inputs: readonly string[],
  path: (string | number)[],
  ctx: z.RefinementCtx,
): void {
  const known = new Set(inputs);
  compositions?.forEach((row, index) => {
    for (const key of Object.keys(row)) {
      if (!known.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: [...path, index, key],
          message: '選択した入力変数にない成分が含まれています',
        });
      }
    }
  });
}

// ───────────────────────────── Forward ─────────────────────────────

/** `POST explore-products/explore`. */
export const forwardExplorationRequestSchema = z
  .object({
    ...explorationBase,
    /** k of the k-fold cross-validation. */
    folds: z
      .number({ error: '分割数は数値で入力してください' })
      .int({ error: '分割数は整数で入力してください' })
      .min(EXPLORATION_LIMITS.minFolds, { error: `分割数は${EXPLORATION_LIMITS.minFolds}以上にしてください` })
      .max(EXPLORATION_LIMITS.maxFolds, { error: `分割数は${EXPLORATION_LIMITS.maxFolds}以下にしてください` })
      .default(5),
    /** Compositions to predict right away (more can be predicted later with `{id}/predict`). */
    compositions: z
      .array(compositionSchema)
      .max(EXPLORATION_LIMITS.maxPredictRows, {
        error: `予測する配合は${EXPLORATION_LIMITS.maxPredictRows}行以内にしてください`,
      })
      .optional(),
  })
  .superRefine((value, ctx) => {
    checkVariables(value, ctx);
    checkCompositionKeys(value.compositions, value.inputs, ['compositions'], ctx);
  });
export type ForwardExplorationRequest = z.infer<typeof forwardExplorationRequestSchema>;
export type ForwardExplorationRequestInput = z.input<typeof forwardExplorationRequestSchema>;

// ───────────────────────────── Inverse ─────────────────────────────

export const GOAL_KINDS = ['maximize', 'minimize', 'target', 'range'] as const;
export type GoalKind = (typeof GOAL_KINDS)[number];
export const GOAL_KIND_LABELS: Record<GoalKind, string> = {
  maximize: '最大化',
  minimize: '最小化',
  target: '目標値',
  range: '範囲内',
};

const goalSchema = z
  .object({
    /** A target key of the request. */
    target: variableKeySchema,
    kind: z.enum(GOAL_KINDS, { error: '目標の種類を選択してください' }),
    value: finite('目標値').optional(),
    min: finite('下限').optional(),
    max: finite('上限').optional(),
    /** Priority (default 1). */
    weight: z
      .number({ error: '重みは数値で入力してください' })
      .positive({ error: '重みは0より大きい値にしてください' })
      .max(100, { error: '重みは100以下にしてください' })
      .default(1),
    /** How far from the target value / range still counts as close, in the property's unit. */
    tolerance: z.number().positive({ error: '許容幅は0より大きい値にしてください' }).optional(),
  })
  .superRefine((goal, ctx) => {
    if (goal.kind === 'target' && goal.value === undefined) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: '目標値を入力してください' });
    }
    if (goal.kind === 'range') {
      if (goal.min === undefined && goal.max === undefined) {
        ctx.addIssue({ code: 'custom', path: ['min'], message: '範囲の下限か上限を入力してください' });
      } else if (goal.min !== undefined && goal.max !== undefined && goal.min > goal.max) {
        ctx.addIssue({ code: 'custom', path: ['max'], message: '上限は下限以上にしてください' });
      }
    }
  });
export type Goal = z.infer<typeof goalSchema>;

const boundSchema = z
  .object({ min: finite('下限').optional(), max: finite('上限').optional() })
  .refine((b) => b.min === undefined || b.max === undefined || b.min <= b.max, {
    error: '上限は下限以上にしてください',
    path: ['max'],
  });

const groupLimitSchema = z
  .object({
    name: z
      .string({ error: 'グループ名を入力してください' })
      .trim()
      .min(1, { error: 'グループ名を入力してください' })
      .max(50, { error: 'グループ名は50文字以内で入力してください' }),
    inputs: z
      .array(variableKeySchema)
      .min(1, { error: 'グループに含める成分を選択してください' })
      .max(EXPLORATION_LIMITS.maxInputs),
    min: finite('グループの下限').optional(),
    max: finite('グループの上限').optional(),
  })
  .refine((g) => g.min !== undefined || g.max !== undefined, {
    error: 'グループの下限か上限を入力してください',
    path: ['max'],
  })
  .refine((g) => g.min === undefined || g.max === undefined || g.min <= g.max, {
    error: 'グループの上限は下限以上にしてください',
    path: ['max'],
  });

const constraintsSchema = z
  .object({
    /** The amounts of `inputs` (default: every ingredient input) add up to `total` (100 for %). */
    sumTo: z
      .object({
        inputs: z.array(variableKeySchema).min(1, { error: '合計する成分を選択してください' }).optional(),
        total: z
          .number({ error: '合計値は数値で入力してください' })
          .positive({ error: '合計値は0より大きい値にしてください' }),
      })
      .optional(),
    /** Per-input bounds (default: ingredients [0, training max], conditions the training range). */
    bounds: z.record(variableKeySchema, boundSchema).default({}),
    /** Inputs held at a value. */
    fixed: z.record(variableKeySchema, finite('固定値')).default({}),
    /** At most this many ingredients may be non-zero. */
    maxIngredients: z
      .number({ error: '最大成分数は数値で入力してください' })
      .int({ error: '最大成分数は整数で入力してください' })
      .min(1, { error: '最大成分数は1以上にしてください' })
      .max(EXPLORATION_LIMITS.maxInputs, {
        error: `最大成分数は${EXPLORATION_LIMITS.maxInputs}以下にしてください`,
      })
      .optional(),
    /** Group fractions, e.g. total filler ≤ 40. */
    groups: z.array(groupLimitSchema).max(10, { error: 'グループ制約は10個以内にしてください' }).default([]),
    /** Linear cost: price per unit amount; `max` bounds it, `weight` > 0 also minimises it. */
    cost: z
      .object({
        perUnit: z.record(
          variableKeySchema,
          finite('単価').refine((v) => v >= 0, { error: '単価は0以上にしてください' }),
        ),
        max: finite('コスト上限').optional(),
        weight: z.number().min(0).max(100).optional(),
      })
      .optional(),
  })
  .default({ bounds: {}, fixed: {}, groups: [] });
export type Constraints = z.infer<typeof constraintsSchema>;

/** `POST explore-products/explore/inverse`. */
export const inverseExplorationRequestSchema = z
  .object({
    ...explorationBase,
    goals: z
      .array(goalSchema)
      .min(1, { error: '目標を1つ以上設定してください' })
      .max(EXPLORATION_LIMITS.maxGoals, {
        error: `目標は${EXPLORATION_LIMITS.maxGoals}個以内にしてください`,
      }),
    constraints: constraintsSchema,
    /** Best-predicted candidates wanted. */
    candidates: z
      .number({ error: '候補数は数値で入力してください' })
      .int({ error: '候補数は整数で入力してください' })
      .min(1, { error: '候補数は1以上にしてください' })
      .max(EXPLORATION_LIMITS.maxCandidates, {
        error: `候補数は${EXPLORATION_LIMITS.maxCandidates}以下にしてください`,
      })
      .default(20),
    /** "Most informative to test next" suggestions wanted. */
    nextToTest: z.number().int().min(0).max(EXPLORATION_LIMITS.maxNextToTest).default(5),
  })
  .superRefine((value, ctx) => {
    checkVariables(value, ctx);
    const inputs = new Set(value.inputs);
    const targets = new Set(value.targets);
    const unknownInput = (key: string, path: (string | number)[]) => {
      if (!inputs.has(key)) {
        ctx.addIssue({ code: 'custom', path, message: '選択した入力変数にない成分が指定されています' });
      }
    };
    value.goals.forEach((goal, index) => {
      if (!targets.has(goal.target)) {
        ctx.addIssue({
          code: 'custom',
          path: ['goals', index, 'target'],
          message: '目標の物性は目的変数から選択してください',
        });
      }
    });
    const goalTargets = value.goals.map((g) => g.target);
    if (new Set(goalTargets).size !== goalTargets.length) {
      ctx.addIssue({ code: 'custom', path: ['goals'], message: '同じ物性に目標が重複しています' });
    }
    const c = value.constraints;
    if (c.maxIngredients !== undefined && !c.sumTo) {
      ctx.addIssue({
        code: 'custom',
        path: ['constraints', 'maxIngredients'],
        message: '成分数の上限を使うには、合計の制約（例: 合計100）も指定してください',
      });
    }
    c.sumTo?.inputs?.forEach((key, i) => unknownInput(key, ['constraints', 'sumTo', 'inputs', i]));
    for (const key of Object.keys(c.bounds)) unknownInput(key, ['constraints', 'bounds', key]);
    for (const key of Object.keys(c.fixed)) unknownInput(key, ['constraints', 'fixed', key]);
    c.groups.forEach((group, g) =>
      group.inputs.forEach((key, i) => unknownInput(key, ['constraints', 'groups', g, 'inputs', i])),
    );
    if (c.cost)
      for (const key of Object.keys(c.cost.perUnit))
        unknownInput(key, ['constraints', 'cost', 'perUnit', key]);
  });
export type InverseExplorationRequest = z.infer<typeof inverseExplorationRequestSchema>;
export type InverseExplorationRequestInput = z.input<typeof inverseExplorationRequestSchema>;

// ───────────────────────────── Common responses ─────────────────────────────

/** Answer of both create calls (202): poll `{id}/detail` (or the list) until the status is final. */
export const explorationCreatedSchema = z.object({
  id: z.number().int(),
  kind: z.enum(EXPLORATION_KINDS),
  status: z.enum(EXPLORATION_STATUSES),
});
export type ExplorationCreated = z.infer<typeof explorationCreatedSchema>;

/** One row of the user's explorations. */
export const explorationSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(EXPLORATION_KINDS),
  name: z.string(),
  status: z.enum(EXPLORATION_STATUSES),
  /** 0–1. */
  progress: z.number(),
  /** What is happening now (「交差検証 2/5」), or null. */
  progressMessage: z.string().nullable(),
  /** Why it failed (Japanese), or null. */
  errorReason: z.string().nullable(),
  /** 「IPC C08L23」「素材 3件」「CSV: data.csv」… */
  scopeLabel: z.string(),
  scopeType: z.enum(['classification', 'materials', 'patents', 'search', 'csv']),
  inputCount: z.number().int(),
  targetNames: z.array(z.string()),
  cancelRequested: z.boolean(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type ExplorationSummary = z.infer<typeof explorationSummarySchema>;

/** `GET explore-products/search` query: the signed-in user's explorations (a visitor gets an empty list). */
export const explorationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(EXPLORATION_LIMITS.pageSizeMax).default(20),
  sort: z
    .enum(['createdAt:desc', 'createdAt:asc', 'name:asc', 'name:desc', 'status:asc', 'status:desc'])
    .default('createdAt:desc'),
  kind: z.enum(EXPLORATION_KINDS).optional(),
  status: z.enum(EXPLORATION_STATUSES).optional(),
  /** Substring of the name. */
  q: z.string().trim().max(100).optional(),
});
export type ExplorationListQuery = z.infer<typeof explorationListQuerySchema>;

export const explorationListSchema = z.object({
  items: z.array(explorationSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ExplorationList = z.infer<typeof explorationListSchema>;

/** How the scope turned into a training table. */
export const trainingDataReportSchema = z.object({
  /** Examples in the scope. */
  examplesInScope: z.number().int(),
  /** Rows used for training. */
  used: z.number().int(),
  dropped: z.number().int(),
  /** Why rows were dropped, with counts (Japanese). */
  dropReasons: z.array(z.object({ reason: z.string(), count: z.number().int() })),
  /** Per target: rows with a measured value. */
  targetCounts: z.record(z.string(), z.number().int()),
  /** Notes (Japanese), e.g. unit conversions applied. */
  notes: z.array(z.string()),
});
export type TrainingDataReport = z.infer<typeof trainingDataReportSchema>;

const predictionIntervalSchema = z.object({
  mean: z.number(),
  lower90: z.number(),
  upper90: z.number(),
});
export type PredictionInterval = z.infer<typeof predictionIntervalSchema>;

const domainAssessmentSchema = z.object({
  /** 0–1: 1 on a training composition, 0.5 at the edge of the training data. */
  score: z.number(),
  inside: z.boolean(),
  /** Japanese warning when outside the domain (or close to its edge), else null. */
  warning: z.string().nullable(),
});
export type DomainAssessmentView = z.infer<typeof domainAssessmentSchema>;

// ───────────────────────────── Freedom to operate ─────────────────────────────

const ftoMatchedRangeSchema = z.object({
  kind: z.enum(['ingredient', 'property', 'condition']),
  /** As the claim names it (タルク, 曲げ弾性率). */
  subject: z.string(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  minInclusive: z.boolean(),
  maxInclusive: z.boolean(),
  /** The claim's unit. */
  unit: z.string(),
  /** The candidate's value converted to the claim's unit. */
  value: z.number(),
  /** The input or target key the value came from. */
  variableKey: z.string(),
  basis: z.string().nullable(),
});

/** A live patent (pending or granted) whose claim's numeric ranges the composition falls inside (docs/spec/analyses.md). */
const ftoFlagSchema = z.object({
  patentId: z.number().int(),
  publicationNumber: z.string(),
  title: z.string(),
  legalStatus: z.string(),
  claimNumber: z.number().int(),
  /** Every ingredient range of the claim was satisfied; these are the ranges compared. */
  matched: z.array(ftoMatchedRangeSchema),
  /** Japanese note on how amounts were compared (e.g. converted from 質量% to 質量部). */
  note: z.string().nullable(),
});
export type FtoFlag = z.infer<typeof ftoFlagSchema>;

// ───────────────────────────── Forward result ─────────────────────────────

const featureChoiceSchema = z.object({
  kind: z.enum(['inputs', 'fractions', 'pair-shares', 'log-inputs', 'root-inputs']),
  /** Japanese description, e.g. 配合全体に対する割合（…）と合計量. */
  description: z.string(),
  /** Columns the model sees. */
  columns: z.array(z.string()),
  /** Every candidate with its inner cross-validated RMSE (standardised target units). */
  candidates: z.array(z.object({ kind: z.string(), rmse: z.number().nullable() })),
});
export type FeatureChoiceView = z.infer<typeof featureChoiceSchema>;

/** Which inputs moved one prediction away from the median recipe (baseline Shapley values). */
const predictionExplanationSchema = z.object({
  /** Predicted value of the median recipe (every input at its training median). */
  baseline: z.number(),
  /** The inputs with the largest effect, largest first (at most 5); + raises the prediction. */
  contributions: z.array(z.object({ input: z.string(), name: z.string(), contribution: z.number() })),
});
export type PredictionExplanationView = z.infer<typeof predictionExplanationSchema>;

const forwardTargetResultSchema = z.object({
  target: variableInfoSchema,
  /** k-fold cross-validated metrics on the pooled out-of-fold predictions. */
  metrics: z.object({
    r2: z.number().nullable(),
    rmse: z.number().nullable(),
    mae: z.number().nullable(),
    coverage90: z.number().nullable(),
    n: z.number().int(),
  }),
  /** Out-of-fold predicted vs actual. */
  points: z.array(
    z.object({
      exampleId: z.number().int().nullable(),
      /** 実施例1 (特開2021-123456) or the CSV line. */
      label: z.string(),
      actual: z.number(),
      predicted: z.number(),
      lower90: z.number(),
      upper90: z.number(),
      fold: z.number().int(),
    }),
  ),
  /** Permutation importance per input, largest first. */
  importance: z.array(
    z.object({
      input: z.string(),
      name: z.string(),
      /** Share 0–1. */
      importance: z.number(),
      rmseIncrease: z.number(),
      std: z.number(),
      ardShare: z.number().nullable(),
    }),
  ),
  /** The model chosen for this target, e.g. "0.5 gaussian-process + 0.5 extra-trees(log)". */
  model: z.string(),
  trainingRows: z.number().int(),
  /**
   * The input representation the model uses, chosen by an inner cross-validation of the training
   * rows: as given, shares of the mixture, shares between the main ingredients or log of skewed
   * inputs. Absent in results computed before it was reported.
   */
  features: featureChoiceSchema.optional(),
});
export type ForwardTargetResult = z.infer<typeof forwardTargetResultSchema>;

const inputDomainSchema = z.object({
  input: variableInfoSchema,
  min: z.number(),
  max: z.number(),
  mean: z.number(),
  /** Training rows where it is non-zero. */
  nonZero: z.number().int(),
});

const predictionRowSchema = z.object({
  inputs: z.record(z.string(), z.number()),
  /** Target key → prediction with its 90 % interval. */
  predictions: z.record(z.string(), predictionIntervalSchema),
  domain: domainAssessmentSchema,
  fto: z.array(ftoFlagSchema),
  /** Target key → the inputs that moved the prediction. Absent in results computed before. */
  explanations: z.record(z.string(), predictionExplanationSchema).optional(),
});
export type PredictionRow = z.infer<typeof predictionRowSchema>;

export const forwardResultSchema = z.object({
  inputs: z.array(variableInfoSchema),
  targets: z.array(forwardTargetResultSchema),
  /** Per input: training min/max (the applicability domain's box). */
  domain: z.array(inputDomainSchema),
  model: z.object({
    kind: z.string(),
    folds: z.number().int(),
    seed: z.number().int(),
    trainSeconds: z.number(),
    predictSeconds: z.number(),
    totalSeconds: z.number(),
  }),
  /** Predictions of the compositions given in the request. */
  predictions: z.array(predictionRowSchema),
});
export type ForwardResult = z.infer<typeof forwardResultSchema>;

// ───────────────────────────── Inverse result ─────────────────────────────

const nearestExampleSchema = z.object({
  exampleId: z.number().int().nullable(),
  label: z.string(),
  patentId: z.number().int().nullable(),
  publicationNumber: z.string().nullable(),
  title: z.string().nullable(),
  /** Distance in standardised input units. */
  distance: z.number(),
  /** The example's inputs and measured targets (keys as in the request). */
  inputs: z.record(z.string(), z.number()),
  measured: z.record(z.string(), z.number().nullable()),
});
export type NearestExampleView = z.infer<typeof nearestExampleSchema>;

const nearestProductSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  makerName: z.string().nullable(),
  /** Names of the candidate's ingredients that are base materials of the product. */
  matchedMaterials: z.array(z.string()),
  /** Share of the candidate's ingredient amount covered by the product's base materials (0–1). */
  score: z.number(),
});
export type NearestProduct = z.infer<typeof nearestProductSchema>;

const candidateSchema = z.object({
  rank: z.number().int(),
  /** Input key → amount/value. */
  inputs: z.record(z.string(), z.number()),
  /** Target key → prediction with its 90 % interval. */
  predictions: z.record(z.string(), predictionIntervalSchema),
  /** Overall desirability 0–1. */
  desirability: z.number(),
  goals: z.array(
    z.object({
      target: z.string(),
      kind: z.enum(['maximize', 'minimize', 'target', 'range', 'cost']),
      desirability: z.number(),
      satisfied: z.boolean().nullable(),
      /** Probability (0–1) of meeting a target/range goal under the predictive distribution. */
      probability: z.number().nullable().optional(),
    }),
  ),
  cost: z.number().nullable(),
  domain: domainAssessmentSchema,
  /** Expected improvement (next-to-test list), else null. */
  expectedImprovement: z.number().nullable(),
  nearestExamples: z.array(nearestExampleSchema),
  nearestProducts: z.array(nearestProductSchema),
  fto: z.array(ftoFlagSchema),
});
export type Candidate = z.infer<typeof candidateSchema>;

export const inverseResultSchema = z.object({
  id: z.number().int(),
  status: z.enum(EXPLORATION_STATUSES),
  feasible: z.boolean(),
  /** Why the constraints cannot be met (Japanese); empty when feasible. */
  reasons: z.array(z.string()),
  warnings: z.array(z.string()),
  inputs: z.array(variableInfoSchema),
  targets: z.array(variableInfoSchema),
  goals: z.array(goalSchema),
  /** Best predicted, ranked by desirability. */
  candidates: z.array(candidateSchema),
  /** Most informative to test next (expected improvement), kept apart from `candidates`. */
  nextToTest: z.array(candidateSchema),
  /** Non-dominated trade-off points (two or more goals), sorted by the first goal. */
  pareto: z.array(candidateSchema),
  compromise: candidateSchema.nullable(),
  /**
   * Near-duplicates left out of each list: candidates closer than `minDistance` (inputs scaled by their
   * spread in the training data) to a better-ranked one, or on the front to the compromise or an earlier
   * point (absent in older results).
   */
  folded: z
    .object({
      candidates: z.number().int(),
      nextToTest: z.number().int(),
      pareto: z.number().int(),
      minDistance: z.number(),
    })
    .optional(),
  /** Best measured training example that satisfies the constraints (absent in older results). */
  bestKnown: candidateSchema
    .extend({ measured: z.record(z.string(), z.number().nullable()) })
    .nullable()
    .optional(),
  /** Cross-validation-free fit summary of the model used. */
  model: z.object({
    trainingRows: z.number().int(),
    targets: z.array(z.object({ target: z.string(), model: z.string() })),
    evaluations: z.number().int(),
    seconds: z.number(),
  }),
});
export type InverseResult = z.infer<typeof inverseResultSchema>;

// ───────────────────────────── Detail ─────────────────────────────

/** `GET explore-products/{id}/detail`. */
export const explorationDetailSchema = explorationSummarySchema.extend({
  /** The request as submitted (the CSV text is left out; `scope.fileName` stays). */
  request: z.object({
    scope: z.record(z.string(), z.unknown()),
    includeComparative: z.boolean(),
    inputs: z.array(variableInfoSchema),
    targets: z.array(variableInfoSchema),
    folds: z.number().int().nullable(),
    goals: z.array(goalSchema).nullable(),
    constraints: z.record(z.string(), z.unknown()).nullable(),
    candidates: z.number().int().nullable(),
    seed: z.number().int(),
    /** The most training examples asked for (requests made before it could be chosen: the default then, 1,000). */
    trainingRows: z.number().int(),
  }),
  data: trainingDataReportSchema.nullable(),
  /** Forward explorations once done. */
  forward: forwardResultSchema.nullable(),
  /** Inverse explorations once done: feasibility and counts (the full result is `inverse-analysis/result`). */
  inverse: z
    .object({
      feasible: z.boolean(),
      reasons: z.array(z.string()),
      candidateCount: z.number().int(),
    })
    .nullable(),
});
export type ExplorationDetail = z.infer<typeof explorationDetailSchema>;

// ───────────────────────────── Predict ─────────────────────────────

/** `POST explore-products/{id}/predict` on a done forward exploration. */
export const predictRequestSchema = z.object({
  rows: z
    .array(compositionSchema, { error: '配合を入力してください' })
    .min(1, { error: '配合を1行以上入力してください' })
    .max(EXPLORATION_LIMITS.maxPredictRows, {
      error: `予測する配合は${EXPLORATION_LIMITS.maxPredictRows}行以内にしてください`,
    }),
});
export type PredictRequest = z.infer<typeof predictRequestSchema>;

export const predictResponseSchema = z.object({
  rows: z.array(predictionRowSchema),
});
export type PredictResponse = z.infer<typeof predictResponseSchema>;

// ───────────────────────────── Categories and variables ─────────────────────────────

const explorationThemeSchema = z.object({
  scheme: z.enum(['ipc', 'theme']),
  /** IPC main group (C08L23) or F-term theme (4J002): use as a classification scope. */
  code: z.string(),
  title: z.string(),
  patentCount: z.number().int(),
  exampleCount: z.number().int(),
});
export type ExplorationTheme = z.infer<typeof explorationThemeSchema>;

export const explorationVariablesSchema = z.object({
  examplesInScope: z.number().int(),
  patentsInScope: z.number().int(),
  inputs: z.array(variableStatsSchema),
  targets: z.array(variableStatsSchema),
  /** A selection that works on this scope: the best-covered ingredients and properties. */
  defaults: z.object({ inputs: z.array(z.string()), targets: z.array(z.string()) }),
  /** Japanese notes (e.g. CSV rows that could not be read). */
  notes: z.array(z.string()),
});
export type ExplorationVariables = z.infer<typeof explorationVariablesSchema>;

/**
 * `GET explore-products/categories`: the themes to pick from; with a catalogue scope in the query
 * (`scopeType=classification&scheme=ipc&code=C08L23`, `scopeType=materials&ids=3,5`,
 * `scopeType=patents&ids=12`, `scopeType=search&query=タルク`) also its variables.
 * A CSV scope's variables come from `POST explore-products/variables`.
 */
export const explorationCategoriesQuerySchema = z.object({
  scopeType: z.enum(['classification', 'materials', 'patents', 'search']).optional(),
  scheme: z.enum(['ipc', 'theme']).optional(),
  code: z.string().max(30).optional(),
  ids: z.string().max(2000).optional(),
  query: z.string().max(EXPLORATION_LIMITS.searchQueryMaxLength).optional(),
  includeComparative: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type ExplorationCategoriesQuery = z.infer<typeof explorationCategoriesQuerySchema>;

export const explorationCategoriesSchema = z.object({
  themes: z.array(explorationThemeSchema),
  scopeTypes: z.array(z.object({ type: z.string(), label: z.string() })),
  variables: explorationVariablesSchema.nullable(),
  limits: z.object({
    csvMaxBytes: z.number().int(),
    maxInputs: z.number().int(),
    maxTargets: z.number().int(),
    maxCandidates: z.number().int(),
  }),
});
export type ExplorationCategories = z.infer<typeof explorationCategoriesSchema>;

/** `POST explore-products/variables`: variables of any scope, CSV included. */
export const explorationVariablesRequestSchema = z.object({
  scope: explorationScopeSchema,
  includeComparative: includeComparativeSchema,
});
export type ExplorationVariablesRequest = z.infer<typeof explorationVariablesRequestSchema>;

export const EXPLORATION_SCOPE_TYPE_LABELS: Record<ExplorationScopeType, string> = {
  classification: '技術分野（IPC・Fタームテーマ）',
  materials: '素材',
  patents: '特許',
  search: 'キーワード検索',
  csv: 'CSVアップロード',
};
