import { z } from 'zod';
import { linkSchema } from './catalogue.js';

/*
 * Product recommendation (製品レコメンド, docs/spec/analyses.md; docs/spec/api.md products/recommend and
 * products/recommend-keywords): query strings, responses and the browser form, one schema each, so the
 * Japanese messages are what the user reads whichever end refuses the input.
 *
 * The input travels as a query string, both to the API and in the result page's URL:
 *   keyword=自動車内装&keyword=ドアトリム   application keywords (用途); a product matches when one of its
 *                                          application keywords contains one of them (NFKC, case-insensitive)
 *   category=cat-pp-compound              a product category; its whole subtree matches
 *   req=<propertyId>:<min>:<max>:<target>:<weight>:<unit>
 *                                          a weighted property requirement, repeatable; empty bounds are open,
 *                                          e.g. req=prop-flexural-modulus:2:::3:GPa (曲げ弾性率 ≥ 2 GPa, 重み 3)
 *   page, pageSize
 *
 * Score (0–100), the same words as SCORE_FORMULA below: every requirement r has a weight w_r and earns
 * credit c_r — 1 when met, 0 when the product has no value for it, and for a miss half the credit scaled
 * by how close it comes, 0.5 × max(0, 1 − miss / |bound|). score = 100 × Σ w_r·c_r / Σ w_r. A product that
 * meets every requirement therefore scores exactly 100 and outranks any product that misses one (< 100).
 * Equal scores are ordered by the weighted mean headroom (relative margin, capped at ±100 %), then by name.
 */

export const RECOMMENDATION_LIMITS = {
  maxKeywords: 10,
  keywordMaxLength: 50,
  maxRequirements: 10,
  weightMin: 1,
  weightMax: 5,
  weightDefault: 3,
  pageSizeDefault: 20,
  pageSizeMax: 50,
  /** Patent examples shown per product. */
  supportingExamples: 3,
  /** A target-only requirement is met within ±10 % of the target. */
  targetTolerance: 0.1,
  /** Share of a requirement's weight a near miss may still earn. */
  missCreditMax: 0.5,
  keywordSuggestionsDefault: 20,
  keywordSuggestionsMax: 100,
} as const;

/** Shown under the result list and returned by the API, so the ranking can be checked by hand. */
export const SCORE_FORMULA =
  'スコア = 100 × Σ(重み × 達成度) ÷ Σ重み。達成度は、要件を満たせば1、値が不明なら0、満たさない場合は外れ幅に応じて最大0.5（0.5 × (1 − 外れ幅 ÷ 基準値の絶対値)、0未満は0）。すべての要件を満たす製品だけが100点になります。同点のときは要件に対する余裕が大きい順です。';

// ───────────────────────────── Requirements ─────────────────────────────

export interface RequirementInput {
  propertyId: string;
  min: number | null;
  max: number | null;
  target: number | null;
  unit: string;
  weight: number;
}

const REQUIREMENT_PATTERN = /^([^:\s]+):([-+0-9.eE]*):([-+0-9.eE]*):([-+0-9.eE]*):([0-9]*):(.+)$/;

const REQUIREMENT_FORMAT_MESSAGE =
  '物性の要件は「物性ID:下限:上限:目標値:重み:単位」の形で指定してください（例: prop-flexural-modulus:2:::3:GPa）';

/**
 * Why a requirement is unusable, as [field, Japanese message] pairs (none when it is fine). Shared by the
 * query-string schema and the browser form, so both refuse the same things with the same words.
 */
function requirementProblems(
  requirement: Pick<RequirementInput, 'min' | 'max' | 'target' | 'weight'>,
): { field: 'min' | 'max' | 'target' | 'weight'; message: string }[] {
  const { min, max, target, weight } = requirement;
  const problems: { field: 'min' | 'max' | 'target' | 'weight'; message: string }[] = [];
  if (min === null && max === null && target === null) {
    problems.push({ field: 'min', message: '下限・上限・目標値のいずれかを入力してください' });
  }
  if (min !== null && max !== null && min > max) {
    problems.push({ field: 'max', message: '上限は下限以上の値を入力してください' });
  }
  if (target !== null && ((min !== null && target < min) || (max !== null && target > max))) {
    problems.push({ field: 'target', message: '目標値は下限と上限の間で入力してください' });
  }
  const { weightMin, weightMax } = RECOMMENDATION_LIMITS;
  if (!Number.isInteger(weight) || weight < weightMin || weight > weightMax) {
    problems.push({ field: 'weight', message: `重みは${weightMin}〜${weightMax}の整数で指定してください` });
  }
  return problems;
}

/** Parses one `req=` value; null when it is not of the form (the bounds' logic is requirementProblems'). */
export function parseRequirementParam(value: string): RequirementInput | null {
  const match = REQUIREMENT_PATTERN.exec(value.trim());
  if (!match) return null;
  const [, propertyId, min, max, target, weight, unit] = match;
  const number = (text: string) => (text === '' ? null : Number(text));
  const bounds = [number(min!), number(max!), number(target!)];
  if (bounds.some((bound) => bound !== null && !Number.isFinite(bound))) return null;
  return {
    propertyId: propertyId!,
    min: bounds[0]!,
    max: bounds[1]!,
    target: bounds[2]!,
    weight: weight === '' ? RECOMMENDATION_LIMITS.weightDefault : Number(weight),
    unit: unit!.trim(),
  };
}

export function formatRequirementParam(requirement: RequirementInput): string {
  const { propertyId, min, max, target, weight, unit } = requirement;
  return `${propertyId}:${min ?? ''}:${max ?? ''}:${target ?? ''}:${weight}:${unit}`;
}

const requirementParam = z
  .string()
  .max(300, { error: '物性の要件の指定が長すぎます' })
  .transform((value, ctx) => {
    const parsed = parseRequirementParam(value);
    if (!parsed) {
      ctx.addIssue({ code: 'custom', message: REQUIREMENT_FORMAT_MESSAGE });
      return z.NEVER;
    }
    for (const problem of requirementProblems(parsed))
      ctx.addIssue({ code: 'custom', message: problem.message });
    return parsed;
  });

const keywordText = z
  .string()
  .trim()
  .normalize('NFKC')
  .min(1, { error: '用途キーワードを入力してください' })
  .max(RECOMMENDATION_LIMITS.keywordMaxLength, {
    error: `用途キーワードは${RECOMMENDATION_LIMITS.keywordMaxLength}文字以内で入力してください`,
  });

const repeated = (value: string | string[]) => (Array.isArray(value) ? value : [value]);

const pageNumber = z.coerce
  .number({ error: 'ページ番号は数値で指定してください' })
  .int({ error: 'ページ番号は整数で指定してください' })
  .min(1, { error: 'ページ番号は1以上で指定してください' })
  .default(1);

export const recommendQuerySchema = z.object({
  keyword: z
    .union([z.string(), z.array(z.string())])
    .transform((value) =>
      repeated(value)
        .flatMap((item) => item.split(','))
        .filter((item) => item.trim() !== ''),
    )
    .pipe(
      z.array(keywordText).max(RECOMMENDATION_LIMITS.maxKeywords, {
        error: `用途キーワードは${RECOMMENDATION_LIMITS.maxKeywords}個以内で指定してください`,
      }),
    )
    .optional(),
  category: z.string().trim().max(200, { error: 'カテゴリの指定が長すぎます' }).optional(),
  req: z
    .union([z.string(), z.array(z.string())], { error: '物性の要件を1つ以上指定してください' })
    .transform(repeated)
    .pipe(
      z
        .array(requirementParam)
        .min(1, { error: '物性の要件を1つ以上指定してください' })
        .max(RECOMMENDATION_LIMITS.maxRequirements, {
          error: `物性の要件は${RECOMMENDATION_LIMITS.maxRequirements}個以内で指定してください`,
        }),
    ),
  page: pageNumber,
  pageSize: z.coerce
    .number({ error: '表示件数は数値で指定してください' })
    .int({ error: '表示件数は整数で指定してください' })
    .min(1, { error: '表示件数は1以上で指定してください' })
    .max(RECOMMENDATION_LIMITS.pageSizeMax, {
      error: `表示件数は${RECOMMENDATION_LIMITS.pageSizeMax}以下で指定してください`,
    })
    .default(RECOMMENDATION_LIMITS.pageSizeDefault),
});
export type RecommendQuery = z.infer<typeof recommendQuerySchema>;

export const recommendKeywordsQuerySchema = z.object({
  /** Prefix or substring of an application keyword; empty lists the most used. */
  q: z.string().trim().max(RECOMMENDATION_LIMITS.keywordMaxLength).optional(),
  limit: z.coerce
    .number({ error: '件数は数値で指定してください' })
    .int({ error: '件数は整数で指定してください' })
    .min(1, { error: '件数は1以上で指定してください' })
    .max(RECOMMENDATION_LIMITS.keywordSuggestionsMax, {
      error: `件数は${RECOMMENDATION_LIMITS.keywordSuggestionsMax}以下で指定してください`,
    })
    .default(RECOMMENDATION_LIMITS.keywordSuggestionsDefault),
});
export type RecommendKeywordsQuery = z.infer<typeof recommendKeywordsQuerySchema>;

export const recommendKeywordsSchema = z.object({
  items: z.array(z.object({ keyword: z.string(), count: z.number().int() })),
});
export type RecommendKeywords = z.infer<typeof recommendKeywordsSchema>;

// ───────────────────────────── Response ─────────────────────────────

const REQUIREMENT_STATUSES = ['pass', 'fail', 'unknown'] as const;
export type RequirementStatus = (typeof REQUIREMENT_STATUSES)[number];
export const REQUIREMENT_STATUS_LABELS: Record<RequirementStatus, string> = {
  pass: '適合',
  fail: '不適合',
  unknown: '値なし',
};

/** A requirement as the server understood it: the property's name and the bounds in its canonical unit too. */
const resolvedRequirementSchema = z.object({
  propertyId: z.string(),
  propertyName: z.string(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  target: z.number().nullable(),
  unit: z.string(),
  weight: z.number().int(),
  canonicalUnit: z.string(),
  canonicalMin: z.number().nullable(),
  canonicalMax: z.number().nullable(),
  canonicalTarget: z.number().nullable(),
  /** "曲げ弾性率 ≥ 2 GPa（重み 3）" */
  label: z.string(),
});
export type ResolvedRequirement = z.infer<typeof resolvedRequirementSchema>;

const requirementResultSchema = z.object({
  propertyId: z.string(),
  propertyName: z.string(),
  status: z.enum(REQUIREMENT_STATUSES),
  weight: z.number().int(),
  /** Credit 0–1 (see SCORE_FORMULA) and the points it adds to the score: 100 × weight × credit ÷ Σ weights. */
  credit: z.number(),
  points: z.number(),
  maxPoints: z.number(),
  /** The product's value converted to the requirement's unit, and as the datasheet printed it. */
  value: z
    .object({
      value: z.number(),
      unit: z.string(),
      canonicalValue: z.number(),
      canonicalUnit: z.string(),
      originalValue: z.number(),
      originalUnit: z.string(),
      originalText: z.string().nullable(),
      testStandard: z.string().nullable(),
      condition: z.string().nullable(),
    })
    .nullable(),
  /**
   * The margin to the deciding bound in the requirement's unit: positive = passes by, negative = misses by;
   * `relative` is the margin ÷ |bound|. Null when the value is unknown.
   */
  margin: z
    .object({
      bound: z.enum(['min', 'max', 'target']),
      value: z.number(),
      unit: z.string(),
      relative: z.number(),
    })
    .nullable(),
  /** One Japanese sentence: "2.4 GPa ≥ 下限 2 GPa（0.4 GPa 上回る）". */
  reason: z.string(),
});
export type RequirementResult = z.infer<typeof requirementResultSchema>;

const supportingExampleSchema = z.object({
  patentId: z.string(),
  publicationNumber: z.string(),
  patentTitle: z.string(),
  exampleId: z.string(),
  label: z.string(),
  comparative: z.boolean(),
  /** Why it supports the product: the example uses the product itself, or one of its materials. */
  via: z.enum(['product', 'material']),
  viaName: z.string(),
  /** The example's measured values of the required properties, in the requirement's unit, met or not. */
  values: z.array(
    z.object({
      propertyId: z.string(),
      name: z.string(),
      value: z.number(),
      unit: z.string(),
      meets: z.boolean(),
    }),
  ),
});
export type SupportingExample = z.infer<typeof supportingExampleSchema>;

const recommendationItemSchema = z.object({
  rank: z.number().int(),
  /** 0–100, one decimal. */
  score: z.number(),
  allMet: z.boolean(),
  metCount: z.number().int(),
  failedCount: z.number().int(),
  unknownCount: z.number().int(),
  /** Weighted mean relative margin (−1…1), the tie-break of equal scores. */
  headroom: z.number(),
  product: z.object({
    id: z.string(),
    name: z.string(),
    maker: linkSchema.nullable(),
    category: linkSchema.nullable(),
    applications: z.array(z.string()),
    /** The application keywords that matched the query's keywords. */
    matchedKeywords: z.array(z.string()),
  }),
  requirements: z.array(requirementResultSchema),
  materials: z.array(linkSchema),
  supportingExamples: z.array(supportingExampleSchema),
});
export type RecommendationItem = z.infer<typeof recommendationItemSchema>;

export const recommendResponseSchema = z.object({
  items: z.array(recommendationItemSchema),
  /** Products matching keywords and category, all ranked. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Free plan: only the top results are returned; `hiddenCount` more exist for the standard plan. */
  limited: z.boolean(),
  hiddenCount: z.number().int(),
  requirements: z.array(resolvedRequirementSchema),
  keywords: z.array(z.string()),
  category: linkSchema.nullable(),
  formula: z.string(),
});
export type RecommendResponse = z.infer<typeof recommendResponseSchema>;

// ───────────────────────────── Browser form ─────────────────────────────

const optionalNumberText = (label: string) =>
  z
    .string()
    .trim()
    .refine((text) => text === '' || Number.isFinite(Number(text.normalize('NFKC'))), {
      error: `${label}は数値で入力してください`,
    });

/** Text → number | null (empty = open bound); full-width digits accepted. */
export function numberOrNull(text: string): number | null {
  const trimmed = text.trim().normalize('NFKC');
  return trimmed === '' ? null : Number(trimmed);
}

const requirementFormSchema = z
  .object({
    propertyId: z.string().min(1, { error: '物性を選択してください' }),
    min: optionalNumberText('下限'),
    max: optionalNumberText('上限'),
    target: optionalNumberText('目標値'),
    unit: z.string().min(1, { error: '単位を選択してください' }),
    weight: z.number({ error: '重みを選択してください' }),
  })
  .superRefine((value, ctx) => {
    const numbers = [value.min, value.max, value.target].map((text) => numberOrNull(text));
    if (numbers.some((n) => n !== null && !Number.isFinite(n))) return; // the field's own message says it
    for (const problem of requirementProblems({
      min: numbers[0]!,
      max: numbers[1]!,
      target: numbers[2]!,
      weight: value.weight,
    })) {
      ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    }
  });
export type RequirementFormValues = z.infer<typeof requirementFormSchema>;

export const recommendFormSchema = z.object({
  keywords: z.array(keywordText).max(RECOMMENDATION_LIMITS.maxKeywords, {
    error: `用途キーワードは${RECOMMENDATION_LIMITS.maxKeywords}個以内で指定してください`,
  }),
  category: z.string(),
  requirements: z
    .array(requirementFormSchema)
    .min(1, { error: '物性の要件を1つ以上追加してください' })
    .max(RECOMMENDATION_LIMITS.maxRequirements, {
      error: `物性の要件は${RECOMMENDATION_LIMITS.maxRequirements}個以内で指定してください`,
    }),
});
export type RecommendFormValues = z.infer<typeof recommendFormSchema>;
