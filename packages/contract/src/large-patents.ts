import { z } from 'zod';
import { claimRangeViewSchema, exampleTableSchema } from './catalogue.js';

/*
 * Large-patent analysis (大量実施例特許の分析, docs/spec/analyses.md; docs/spec/api.md `GET large-patents/analyze`),
 * standard plan (capability `largePatentAnalysis`). One call, two answers told apart by `kind`:
 *   without `patentId`  → `kind: 'list'`, the searchable list of patents with many examples
 *                         (`q` matched against publication number, title and applicants);
 *   with `patentId`     → `kind: 'analysis'`, the whole analysis of that patent's examples.
 * Column keys (`key`) are those of the patent's example table (`table.components[].key`,
 * `table.properties[].key`), so every part of the analysis can be joined back to the table's columns.
 */

export const LARGE_PATENT_LIMITS = {
  /** A patent is "large" from this many examples on (docs/spec/data-and-search.md: some patents have 100–500). */
  minExamplesDefault: 100,
  minExamplesMin: 2,
  pageSizeDefault: 20,
  pageSizeMax: 100,
  histogramBins: 12,
  rulesMax: 12,
  queryMaxLength: 200,
} as const;

export const largePatentQuerySchema = z.object({
  patentId: z.string().min(1, '特許を選んでください').max(200).optional(),
  q: z.string().max(LARGE_PATENT_LIMITS.queryMaxLength, '検索語は200文字以内で入力してください').optional(),
  minExamples: z.coerce
    .number({ error: '実施例数の下限は整数で指定してください' })
    .int('実施例数の下限は整数で指定してください')
    .min(LARGE_PATENT_LIMITS.minExamplesMin, '実施例数の下限は2以上で指定してください')
    .max(100_000)
    .default(LARGE_PATENT_LIMITS.minExamplesDefault),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(LARGE_PATENT_LIMITS.pageSizeMax)
    .default(LARGE_PATENT_LIMITS.pageSizeDefault),
});
export type LargePatentQuery = z.infer<typeof largePatentQuerySchema>;

// ───────────────────────────── The list ─────────────────────────────

const largePatentSummarySchema = z.object({
  id: z.string(),
  publicationNumber: z.string(),
  title: z.string(),
  applicants: z.array(z.string()),
  filingDate: z.string().nullable(),
  exampleCount: z.number().int(),
  /** How many of `exampleCount` are 比較例. */
  comparativeCount: z.number().int(),
});
export type LargePatentSummary = z.infer<typeof largePatentSummarySchema>;

export const largePatentListSchema = z.object({
  kind: z.literal('list'),
  items: z.array(largePatentSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  minExamples: z.number().int(),
});
export type LargePatentList = z.infer<typeof largePatentListSchema>;

// ───────────────────────────── The analysis ─────────────────────────────

/** A column of the example table: an ingredient amount or a measured property. */
const analysisVariableSchema = z.object({
  key: z.string(),
  name: z.string(),
  unit: z.string(),
  kind: z.enum(['component', 'property']),
});
export type AnalysisVariable = z.infer<typeof analysisVariableSchema>;

const distributionSchema = analysisVariableSchema.extend({
  /** Rows with a value. */
  count: z.number().int(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  mean: z.number().nullable(),
  median: z.number().nullable(),
  std: z.number().nullable(),
  /** Equal-width bins over [min, max]; `comparative` counts the 比較例 among `count`. */
  bins: z.array(
    z.object({ from: z.number(), to: z.number(), count: z.number().int(), comparative: z.number().int() }),
  ),
});
export type Distribution = z.infer<typeof distributionSchema>;

const correlationSchema = z.object({
  variables: z.array(analysisVariableSchema),
  /** Pearson r over the rows where both are present; null when fewer than 3 such rows or no variance. */
  matrix: z.array(z.array(z.number().nullable())),
});
export type Correlation = z.infer<typeof correlationSchema>;

/** Which ingredients drive one property, from the exploration engine's model of this patent's examples. */
const propertyDriversSchema = z.object({
  propertyKey: z.string(),
  name: z.string(),
  unit: z.string(),
  /** k-fold cross-validated R² of the model the importances come from (how far to trust them). */
  r2: z.number().nullable(),
  rows: z.number().int(),
  drivers: z.array(
    z.object({
      componentKey: z.string(),
      name: z.string(),
      /** Share of the model's importance, 0–1, the list sums to about 1. */
      importance: z.number(),
      /** Sign of the effect: more of the ingredient raises (`up`) or lowers (`down`) the property. */
      direction: z.enum(['up', 'down', 'mixed']),
    }),
  ),
});
export type PropertyDrivers = z.infer<typeof propertyDriversSchema>;

/** What separates 実施例 from 比較例: per column, the two groups' means and how well the column alone tells them apart. */
const separationSchema = z.object({
  exampleCount: z.number().int(),
  comparativeCount: z.number().int(),
  features: z.array(
    analysisVariableSchema.extend({
      exampleMean: z.number().nullable(),
      comparativeMean: z.number().nullable(),
      /** Standardised mean difference (実施例 − 比較例) / pooled SD. */
      effectSize: z.number().nullable(),
      /** Area under the ROC curve of the column alone (0.5 = no separation, 1 = perfect). */
      auc: z.number().nullable(),
    }),
  ),
  /** One or two Japanese sentences naming the strongest separating columns. */
  summary: z.string(),
});
export type Separation = z.infer<typeof separationSchema>;

const ruleBoundSchema = z.object({
  key: z.string(),
  name: z.string(),
  op: z.enum(['>=', '<=']),
  value: z.number(),
  unit: z.string(),
});

/** A readable rule: 「タルク ≥ 20 質量部 のとき 曲げ弾性率 ≥ 2.5 GPa」 with how often it holds. */
const ruleSchema = z.object({
  text: z.string(),
  condition: ruleBoundSchema,
  conclusion: ruleBoundSchema,
  /** Rows meeting the condition. */
  support: z.number().int(),
  /** Share of those rows that also meet the conclusion. */
  confidence: z.number(),
  /** Share of all rows (with both values) that meet the conclusion, to compare `confidence` with. */
  baseRate: z.number(),
});
export type Rule = z.infer<typeof ruleSchema>;

/** A claim range with the table column it applies to, so it can be drawn over the example points. */
const claimRangeOverlaySchema = claimRangeViewSchema.extend({
  /** The table column (component or property key) the range bounds, null when none matches. */
  columnKey: z.string().nullable(),
  /** The bounds converted to the column's unit (null when open or not convertible). */
  columnMin: z.number().nullable(),
  columnMax: z.number().nullable(),
});
export type ClaimRangeOverlay = z.infer<typeof claimRangeOverlaySchema>;

export const largePatentAnalysisSchema = z.object({
  kind: z.literal('analysis'),
  patent: largePatentSummarySchema.extend({ legalStatus: z.string().nullable() }),
  /** Every example of the patent (no paging: the page sorts and filters it). */
  table: exampleTableSchema,
  distributions: z.array(distributionSchema),
  correlation: correlationSchema,
  drivers: z.array(propertyDriversSchema),
  separation: separationSchema,
  rules: z.array(ruleSchema),
  claimRanges: z.array(claimRangeOverlaySchema),
  /** Server time spent computing (0 when answered from the cache). */
  elapsedMs: z.number(),
});
export type LargePatentAnalysis = z.infer<typeof largePatentAnalysisSchema>;

export const largePatentResponseSchema = z.discriminatedUnion('kind', [
  largePatentListSchema,
  largePatentAnalysisSchema,
]);
export type LargePatentResponse = z.infer<typeof largePatentResponseSchema>;
