import { z } from 'zod';
import { patentSearchQuerySchema } from './catalogue.js';

/*
 * Patent and example visualisation (特許・実施例の可視化, docs/spec/analyses.md; docs/spec/api.md
 * `GET patents/visualization`, one call for both pages, told apart by `mode`).
 *
 * Both modes take the patent search filters (`q` with the query syntax of docs/spec/data-and-search.md, applicant, ipc,
 * theme, yearFrom, yearTo, legalStatus, synonyms): the patents matching them, and in `examples` mode
 * those patents' examples, are what is drawn.
 *
 * `patents` mode: every matching patent as a point of the landscape map. The 2-D layout (by text
 * similarity) and the clusters with their characteristic terms are computed when the search index is
 * built and stored, so the call only reads them. Aggregates (trends, applicant ranking, matrices) count
 * every matching patent; `points` holds at most `limit` of them (`shown` < `total` says so).
 *
 * `examples` mode: a scatter of axis `x` against axis `y` over the matching patents' examples that have
 * both values. An axis is `property:<propertyId>` (a measured property, in its display unit) or
 * `ingredient:<materialId>` (the amount of that material, in 質量部/質量% as recorded). Points are sent
 * as parallel arrays (columnar) so that 50,000 of them stay small. `pareto` lists the indexes of the
 * points on the Pareto front, each axis taken in its property's better direction (ingredients: more).
 *
 * Visitors get the sample view (docs/spec/sessions-and-accounts.md): `sample: true`, at most `VISUALIZATION_LIMITS.sampleMax`
 * points, aggregates over those only. Exports (PNG/CSV of each chart) are made in the browser and offered
 * to the standard plan (capability `visualisationExport`).
 */

export const VISUALIZATION_LIMITS = {
  patentPointsDefault: 5_000,
  patentPointsMax: 20_000,
  examplePointsDefault: 50_000,
  examplePointsMax: 100_000,
  sampleMax: 300,
  applicantsTop: 20,
  matrixColumns: 15,
  clusterTerms: 3,
} as const;

const AXIS_PATTERN = /^(property|ingredient):[^:\s]+$/;
const axis = z
  .string()
  .max(200)
  .regex(AXIS_PATTERN, '軸は property:<物性ID> または ingredient:<原料ID> の形で指定してください');

export const visualizationQuerySchema = patentSearchQuerySchema
  .pick({
    q: true,
    applicant: true,
    ipc: true,
    theme: true,
    yearFrom: true,
    yearTo: true,
    legalStatus: true,
    synonyms: true,
  })
  .extend({
    mode: z
      .enum(['patents', 'examples'], { error: '表示の種類は patents か examples を指定してください' })
      .default('patents'),
    /** patents mode: colour the points by this property (median over each patent's examples). */
    colorProperty: z.string().max(200).optional(),
    /** examples mode: the two axes (defaults: the two properties measured in the most examples). */
    x: axis.optional(),
    y: axis.optional(),
    /** examples mode: colour by patent, applicant, 実施例/比較例, or the amount of one ingredient. */
    color: z
      .string()
      .max(200)
      .regex(
        /^(patent|applicant|comparative|ingredient:[^:\s]+)$/,
        '色分けは patent / applicant / comparative / ingredient:<原料ID> から選んでください',
      )
      .default('patent'),
    limit: z.coerce.number().int().min(1).max(VISUALIZATION_LIMITS.examplePointsMax).optional(),
  });
export type VisualizationQuery = z.infer<typeof visualizationQuerySchema>;

const countByYearSchema = z.object({ year: z.number().int(), count: z.number().int() });

const matrixSchema = z.object({
  /** Row labels: applicant company ids and names (the top applicants). */
  rows: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Column labels: years, IPC subclasses (C08L) or theme codes, with their titles when known. */
  columns: z.array(z.object({ code: z.string(), title: z.string().nullable() })),
  /** counts[row][column]. */
  counts: z.array(z.array(z.number().int())),
});
export type VisualizationMatrix = z.infer<typeof matrixSchema>;

const landscapePointSchema = z.object({
  id: z.string(),
  publicationNumber: z.string(),
  title: z.string(),
  x: z.number(),
  y: z.number(),
  /** Index into `clusters`, null when the patent has not been laid out yet (index being rebuilt). */
  cluster: z.number().int().nullable(),
  year: z.number().int().nullable(),
  /** The first applicant's company (名寄せ). */
  applicantId: z.string().nullable(),
  applicant: z.string().nullable(),
  /** IPC subclasses (C08L) and theme codes, for filtering by a matrix cell. */
  ipcs: z.array(z.string()),
  themes: z.array(z.string()),
  /** Median of `colorProperty` over the patent's examples, in its display unit. */
  value: z.number().nullable(),
});
export type LandscapePoint = z.infer<typeof landscapePointSchema>;

const landscapeClusterSchema = z.object({
  id: z.number().int(),
  /** Characteristic terms joined with ・, e.g. 「タルク・曲げ弾性率・ポリプロピレン」. */
  label: z.string(),
  terms: z.array(z.string()),
  /** Centre of the cluster's points on the map. */
  x: z.number(),
  y: z.number(),
  /** Matching patents in the cluster. */
  size: z.number().int(),
});
export type LandscapeCluster = z.infer<typeof landscapeClusterSchema>;

export const patentVisualizationSchema = z.object({
  mode: z.literal('patents'),
  sample: z.boolean(),
  total: z.number().int(),
  shown: z.number().int(),
  points: z.array(landscapePointSchema),
  clusters: z.array(landscapeClusterSchema),
  trends: z.array(countByYearSchema),
  applicants: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      count: z.number().int(),
      byYear: z.array(countByYearSchema),
    }),
  ),
  applicantYear: matrixSchema,
  applicantIpc: matrixSchema,
  applicantTheme: matrixSchema,
  colorProperty: z.object({ id: z.string(), name: z.string(), unit: z.string() }).nullable(),
  /** When the stored layout was computed (ISO time), null before the first index build. */
  layoutComputedAt: z.string().nullable(),
  elapsedMs: z.number(),
});
export type PatentVisualization = z.infer<typeof patentVisualizationSchema>;

const axisOptionSchema = z.object({
  /** `property:<id>` or `ingredient:<id>`. */
  axis: z.string(),
  name: z.string(),
  unit: z.string(),
  /** Examples (of the matching patents) with a value. */
  count: z.number().int(),
  /** Properties: 'higher' or 'lower' is better; ingredients: null. */
  direction: z.enum(['higher', 'lower']).nullable(),
});
export type AxisOption = z.infer<typeof axisOptionSchema>;

export const exampleVisualizationSchema = z.object({
  mode: z.literal('examples'),
  sample: z.boolean(),
  /** Examples of the matching patents that have both values. */
  total: z.number().int(),
  shown: z.number().int(),
  x: axisOptionSchema,
  y: axisOptionSchema,
  /** The axes the user may choose from, most measured first. */
  axisOptions: z.array(axisOptionSchema),
  /** The legend of `points.color` when colouring by patent, applicant or 実施例/比較例 (category index → label). */
  colorBy: z.string(),
  categories: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Parallel arrays, one entry per point. */
  points: z.object({
    exampleId: z.array(z.string()),
    label: z.array(z.string()),
    /** Index into `patents`. */
    patent: z.array(z.number().int()),
    comparative: z.array(z.boolean()),
    x: z.array(z.number()),
    y: z.array(z.number()),
    /** Category index (patent/applicant/comparative) or the ingredient amount (null: not used). */
    color: z.array(z.number().nullable()),
  }),
  patents: z.array(
    z.object({
      id: z.string(),
      publicationNumber: z.string(),
      title: z.string(),
      applicant: z.string().nullable(),
    }),
  ),
  /** Indexes into the point arrays of the Pareto-optimal points, ordered along x. */
  pareto: z.array(z.number().int()),
  elapsedMs: z.number(),
});
export type ExampleVisualization = z.infer<typeof exampleVisualizationSchema>;

export const visualizationResponseSchema = z.discriminatedUnion('mode', [
  patentVisualizationSchema,
  exampleVisualizationSchema,
]);
export type VisualizationResponse = z.infer<typeof visualizationResponseSchema>;
