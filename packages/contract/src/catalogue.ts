import { z } from 'zod';

/**
 * Search and detail calls of materials, products, patents and examples (docs/spec/api.md, docs/spec/entitlements.md,
 * docs/spec/data-and-search.md): query strings, path parameters and responses, shared by the browser and the server.
 *
 * Ids in paths, filters and responses are the stable interchange ids (`external_id`, e.g. `pat-000123`,
 * `pp-homo`), never database row ids. Lists are `{items, total, page, pageSize, facets}`.
 *
 * Query syntax of `q` (docs/spec/data-and-search.md): space-separated terms are AND, `"…"` a phrase, `OR` or `|`
 * alternatives (binding tighter than AND), a leading `-` (or `NOT`) excludes, `( … )` groups, and the
 * prefixes `title:` `abstract:` `claims:` `applicant:` `maker:` `ipc:` `theme:` restrict a term. Every term
 * matches as a substring of the normalised text (NFKC, case, ー/〜 variants); material synonyms expand
 * unquoted terms unless `synonyms=false`; applicant name variants are merged (名寄せ).
 *
 * Property ranges: `prop=<propertyId>:<min>:<max>:<unit>` — repeatable, either bound may be empty, the
 * unit any unit of the property's family (converted to the canonical unit before the comparison), e.g.
 * `prop=prop-tensile-strength:60::MPa&prop=prop-hdt:120::℃`. On patents the ranges apply to one example
 * of the patent; elsewhere to the entity's own values.
 *
 * Sort: `relevance` (default), `date:desc|asc`, `name:asc|desc`, `property:<propertyId>:desc|asc`.
 */

export const CATALOGUE_LIMITS = {
  pageSizeMax: 100,
  pageSizeDefault: 20,
  /** Pages a visitor or a free user may open (docs/spec/entitlements.md: all pages need the standard plan). */
  restrictedMaxPage: 3,
  queryMaxLength: 1000,
  maxRanges: 20,
  maxFilterValues: 50,
} as const;

// ───────────────────────────── Query-string helpers ─────────────────────────────

/** A repeatable and comma-separated parameter: `?a=1&a=2` or `?a=1,2` → ['1', '2']. */
const multi = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((item) => item.split(','))
      .map((item) => item.trim())
      .filter((item) => item !== ''),
  )
  .pipe(z.array(z.string().max(200)).max(CATALOGUE_LIMITS.maxFilterValues))
  .optional();

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')
  .optional();

const RANGE_PATTERN = /^([^:\s]+):([-+0-9.eE]*):([-+0-9.eE]*):(.*)$/;

export interface PropertyRangeParam {
  propertyId: string;
  min: number | null;
  max: number | null;
  unit: string;
}

/** Parses one `prop=` value; null when malformed. */
export function parsePropertyRange(value: string): PropertyRangeParam | null {
  const match = RANGE_PATTERN.exec(value);
  if (!match) return null;
  const [, propertyId, min, max, unit] = match;
  const number = (text: string) => (text === '' ? null : Number(text));
  const low = number(min!);
  const high = number(max!);
  if ((low !== null && !Number.isFinite(low)) || (high !== null && !Number.isFinite(high))) return null;
  if (low === null && high === null) return null;
  if (low !== null && high !== null && low > high) return null;
  return { propertyId: propertyId!, min: low, max: high, unit: unit!.trim() };
}

export function formatPropertyRange(range: PropertyRangeParam): string {
  return `${range.propertyId}:${range.min ?? ''}:${range.max ?? ''}:${range.unit}`;
}

const ranges = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : [value]))
  .pipe(
    z
      .array(
        z
          .string()
          .max(300)
          .transform((value, ctx) => {
            const parsed = parsePropertyRange(value);
            if (!parsed) {
              ctx.addIssue({
                code: 'custom',
                message:
                  '物性範囲は「物性ID:下限:上限:単位」の形で指定してください（例: prop-tensile-strength:60::MPa）',
              });
              return z.NEVER;
            }
            return parsed;
          }),
      )
      .max(CATALOGUE_LIMITS.maxRanges),
  )
  .optional();

export const SORT_PATTERN = /^(relevance|(date|name):(asc|desc)|property:[^:\s]+:(asc|desc))$/;

export type CatalogueSort =
  | { by: 'relevance' }
  | { by: 'date' | 'name'; direction: 'asc' | 'desc' }
  | { by: 'property'; propertyId: string; direction: 'asc' | 'desc' };

export function parseSort(value: string | undefined): CatalogueSort {
  if (!value || value === 'relevance') return { by: 'relevance' };
  const parts = value.split(':');
  const direction = parts.at(-1) === 'asc' ? 'asc' : 'desc';
  if (parts[0] === 'property') return { by: 'property', propertyId: parts.slice(1, -1).join(':'), direction };
  return { by: parts[0] === 'name' ? 'name' : 'date', direction };
}

const baseQuery = {
  q: z.string().max(CATALOGUE_LIMITS.queryMaxLength).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(CATALOGUE_LIMITS.pageSizeMax)
    .default(CATALOGUE_LIMITS.pageSizeDefault),
  sort: z
    .string()
    .regex(SORT_PATTERN, 'relevance, date:desc, name:asc, property:<id>:desc などを指定してください')
    .optional(),
  /** false: no material synonym expansion. */
  synonyms: booleanFlag,
  prop: ranges,
};

export const patentSearchQuerySchema = z.object({
  ...baseQuery,
  /** Applicant company ids (名寄せ: every name variant of the company). */
  applicant: multi,
  /** IPC subclass (C08L) or main group (C08L23) prefixes. */
  ipc: multi,
  /** F-term theme codes. */
  theme: multi,
  /** Filing years. */
  year: multi,
  yearFrom: z.coerce.number().int().min(1800).max(2200).optional(),
  yearTo: z.coerce.number().int().min(1800).max(2200).optional(),
  legalStatus: multi,
  /** Cross-entity (standard plan): patents whose examples use one of these materials. */
  material: multi,
  /** Cross-entity (standard plan): patents whose examples use one of these products. */
  product: multi,
});
export type PatentSearchQuery = z.infer<typeof patentSearchQuerySchema>;

export const productSearchQuerySchema = z.object({
  ...baseQuery,
  /** Category ids (a parent category includes its subtree). */
  category: multi,
  maker: multi,
  status: multi,
  /** Cross-entity (standard plan): products containing one of these materials. */
  material: multi,
  /** Cross-entity (standard plan): products whose trade name appears in patents. */
  inPatents: booleanFlag,
  /** Standard plan: also answer the patents matching the same query (「特許の検索結果を見る」). */
  withPatents: booleanFlag,
});
export type ProductSearchQuery = z.infer<typeof productSearchQuerySchema>;

export const materialSearchQuerySchema = z.object({
  ...baseQuery,
  /** Material categories (polymer, filler, …). */
  category: multi,
  /** Cross-entity (standard plan): materials used in the examples of patents of these applicants. */
  applicant: multi,
  /** Cross-entity (standard plan): materials of products of these makers. */
  maker: multi,
  withPatents: booleanFlag,
});
export type MaterialSearchQuery = z.infer<typeof materialSearchQuerySchema>;

export const exampleSearchQuerySchema = z.object({
  ...baseQuery,
  /** Examples of these patents. */
  patent: multi,
  applicant: multi,
  theme: multi,
  ipc: multi,
  year: multi,
  /** true: 比較例 only; false: 実施例 only. */
  comparative: booleanFlag,
  /** Examples reporting a value of these properties. */
  property: multi,
  /** Cross-entity (standard plan): examples using these materials / products. */
  material: multi,
  product: multi,
});
export type ExampleSearchQuery = z.infer<typeof exampleSearchQuerySchema>;

export const directoryQuerySchema = z.object({
  /** Substring of the name or of a name variant. */
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(CATALOGUE_LIMITS.pageSizeMax).default(50),
});
export type DirectoryQuery = z.infer<typeof directoryQuerySchema>;

export const ipcQuerySchema = directoryQuerySchema.extend({
  /** subclass (C08L) or group (C08L23); default subclass. */
  level: z.enum(['subclass', 'group']).default('subclass'),
});
export type IpcQuery = z.infer<typeof ipcQuerySchema>;

export const idParamsSchema = z.object({ id: z.string().min(1).max(200) });
/**
 * The patent detail page opened from a filtered list carries the list's example filters: the detail then
 * says which of its examples satisfy them (`matchedExamples`) and the page highlights those rows.
 */
export const patentDetailQuerySchema = z.object({ prop: ranges, material: multi, product: multi });
export type PatentDetailQuery = z.infer<typeof patentDetailQuerySchema>;
export const exampleParamsSchema = z.object({
  patentId: z.string().min(1).max(200),
  exampleId: z.string().min(1).max(200),
});

// ───────────────────────────── Shared response parts ─────────────────────────────

const accessSchema = z.object({
  level: z.enum(['visitor', 'free', 'standard']),
  /** Property values are included (free and standard). */
  propertyValues: z.boolean(),
  /** Cross-entity filters, property ranges, every page and property sort (standard). */
  advancedSearch: z.boolean(),
  /** Patent results inside material/product searches and on their detail pages (standard). */
  patentResults: z.boolean(),
  /** Highest page this user may open, or null for no limit. */
  maxPage: z.number().int().nullable(),
});
export type Access = z.infer<typeof accessSchema>;

const facetValueSchema = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export type FacetValue = z.infer<typeof facetValueSchema>;
const facetsSchema = z.record(z.string(), z.array(facetValueSchema));

/** A snippet of the ORIGINAL text: `html` is escaped text with <mark> around matches (safe to render). */
const snippetSchema = z.object({
  /** Which text it comes from: title, abstract, claims, description, … */
  field: z.string(),
  text: z.string(),
  /** [start, end) UTF-16 offsets of matches in `text`. */
  highlights: z.array(z.tuple([z.number().int(), z.number().int()])),
  html: z.string(),
  /**
   * "Why it matched": per term of the query (as typed), the fields of this hit it occurs in (synonyms and
   * other spellings included); an empty list where it matched otherwise (a company's name variants).
   */
  matches: z.array(z.object({ term: z.string(), fields: z.array(z.string()) })).optional(),
});
export type Snippet = z.infer<typeof snippetSchema>;

export const linkSchema = z.object({ id: z.string(), name: z.string() });
export type Link = z.infer<typeof linkSchema>;

/** A measured or datasheet value: canonical value and unit for comparison, and the original as printed. */
const propertyValueViewSchema = z.object({
  propertyId: z.string().nullable(),
  name: z.string(),
  value: z.number(),
  unit: z.string(),
  /** In the property's display unit (what lists show), or null when not convertible. */
  displayValue: z.number().nullable(),
  displayUnit: z.string().nullable(),
  originalValue: z.number().nullable(),
  originalUnit: z.string().nullable(),
  originalText: z.string().nullable(),
  testStandard: z.string().nullable(),
  condition: z.string().nullable(),
  /** Label of an ordinal value (UL94 4 → V-0). */
  level: z.string().nullable(),
});
export type PropertyValueView = z.infer<typeof propertyValueViewSchema>;

function listSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    facets: facetsSchema,
    access: accessSchema,
    /** The query after synonym expansion, for "searched also for …" hints. */
    expandedTerms: z.array(z.string()),
  });
}

// ───────────────────────────── Patents ─────────────────────────────

const applicantViewSchema = z.object({ name: z.string(), company: linkSchema.nullable() });

/**
 * "Which examples matched" (issue 17): the examples of a patent that satisfy one example filter of the
 * query — every property range together (`ranges`), or one of the chosen materials / products in the
 * composition. Only examples the catalogue holds and that satisfy the condition; never an estimate.
 */
const matchedExamplesSchema = z.object({
  by: z.enum(['ranges', 'material', 'product']),
  /** The condition as shown: 「引張強さ 30〜40 MPa」, 「ホモポリプロピレン」, 「タルク・マイカ のいずれか」. */
  condition: z.string(),
  /** Examples of this patent satisfying it. */
  total: z.number().int(),
  /** The first of them in the patent's order (a few on lists, all on the detail page). */
  examples: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      comparative: z.boolean(),
      /** ranges: the measured value of each ranged property, in the range's unit; else the amount used. */
      values: z.array(z.object({ name: z.string(), value: z.number().nullable(), unit: z.string() })),
    }),
  ),
});
export type MatchedExamples = z.infer<typeof matchedExamplesSchema>;

const patentSummarySchema = z.object({
  id: z.string(),
  publicationNumber: z.string(),
  country: z.string(),
  title: z.string(),
  /** Ranges of matches in `title`. */
  titleHighlights: z.array(z.tuple([z.number().int(), z.number().int()])),
  abstract: z.string().nullable(),
  applicants: z.array(applicantViewSchema),
  applicationDate: z.string().nullable(),
  publicationDate: z.string().nullable(),
  legalStatus: z.string(),
  legalStatusLabel: z.string(),
  ipc: z.array(z.string()),
  themes: z.array(z.string()),
  claimCount: z.number().int(),
  exampleCount: z.number().int(),
  score: z.number(),
  snippet: snippetSchema.nullable(),
  isDemo: z.boolean(),
  /** Present when the query filters by property ranges, materials or products (one entry per filter). */
  matchedExamples: z.array(matchedExamplesSchema).optional(),
});
export type PatentSummary = z.infer<typeof patentSummarySchema>;

export const patentSearchResponseSchema = listSchema(patentSummarySchema);
export type PatentSearchResponse = z.infer<typeof patentSearchResponseSchema>;

const codeTitleSchema = z.object({ code: z.string(), title: z.string().nullable() });

export const claimRangeViewSchema = z.object({
  claim: z.number().int(),
  kind: z.enum(['ingredient', 'property', 'condition']),
  subject: z.string(),
  group: z.string().nullable(),
  material: linkSchema.nullable(),
  property: linkSchema.nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  minInclusive: z.boolean(),
  maxInclusive: z.boolean(),
  unit: z.string(),
  basis: z.string().nullable(),
  /** The claim's own words the range was read from (「10〜40質量部」), null when not found in the claim. */
  originalText: z.string().nullable(),
  /** [start, end) UTF-16 offsets of `originalText` in the claim's text, to mark it there. */
  span: z.tuple([z.number().int(), z.number().int()]).nullable(),
});
export type ClaimRangeView = z.infer<typeof claimRangeViewSchema>;

/** The examples of a patent as one table: composition columns × property columns. */
export const exampleTableSchema = z.object({
  total: z.number().int(),
  components: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      group: z.string().nullable(),
      material: linkSchema.nullable(),
      unit: z.string(),
    }),
  ),
  properties: z.array(
    z.object({ key: z.string(), name: z.string(), propertyId: z.string().nullable(), unit: z.string() }),
  ),
  rows: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      comparative: z.boolean(),
      amounts: z.array(z.number().nullable()),
      values: z.array(z.number().nullable()),
    }),
  ),
});
export type ExampleTable = z.infer<typeof exampleTableSchema>;

const patentLinkSchema = z.object({
  id: z.string(),
  publicationNumber: z.string(),
  title: z.string(),
  applicationDate: z.string().nullable(),
});
export type PatentLink = z.infer<typeof patentLinkSchema>;

/** A list of links that a plan may see only as a count: `items` null when locked. */
function lockedListSchema<T extends z.ZodType>(item: T) {
  return z.object({ total: z.number().int(), items: z.array(item).nullable(), locked: z.boolean() });
}

const similarPatentSchema = patentLinkSchema.extend({
  /** 0…1: share of the two patents' codes and materials in common (Jaccard). */
  similarity: z.number(),
  sharedCodes: z.array(z.string()),
  sharedMaterials: z.array(linkSchema),
});
export type SimilarPatent = z.infer<typeof similarPatentSchema>;

export const patentDetailSchema = z.object({
  id: z.string(),
  publicationNumber: z.string(),
  kind: z.string().nullable(),
  country: z.string(),
  language: z.string().nullable(),
  title: z.string(),
  abstract: z.string().nullable(),
  description: z.string().nullable(),
  claims: z.array(
    z.object({
      number: z.number().int(),
      text: z.string(),
      dependsOn: z.array(z.number().int()),
      independent: z.boolean(),
    }),
  ),
  applicants: z.array(applicantViewSchema.extend({ role: z.string() })),
  inventors: z.array(z.string()),
  ipc: z.array(codeTitleSchema),
  fi: z.array(z.string()),
  themes: z.array(codeTitleSchema),
  fterms: z.array(z.string()),
  applicationNumber: z.string().nullable(),
  applicationDate: z.string().nullable(),
  publicationDate: z.string().nullable(),
  grantNumber: z.string().nullable(),
  grantDate: z.string().nullable(),
  priorityDate: z.string().nullable(),
  legalStatus: z.string(),
  legalStatusLabel: z.string(),
  citations: z.array(z.object({ number: z.string(), patent: patentLinkSchema.nullable() })),
  citedBy: z.array(patentLinkSchema),
  claimRanges: z.array(claimRangeViewSchema),
  examples: exampleTableSchema,
  /** Materials used in the examples, most used first. */
  materials: z.array(linkSchema.extend({ category: z.string(), exampleCount: z.number().int() })),
  /** Applicant companies and their products. */
  companies: z.array(linkSchema.extend({ productCount: z.number().int(), products: z.array(linkSchema) })),
  /** Products named in the examples. */
  products: z.array(linkSchema.extend({ maker: linkSchema })),
  /** Other patents sharing the most classification codes (IPC group, theme) and example materials. */
  similar: z.array(similarPatentSchema),
  isDemo: z.boolean(),
  /** With the list's filters in the query (patentDetailQuerySchema): every example satisfying each. */
  matchedExamples: z.array(matchedExamplesSchema).optional(),
});
export type PatentDetail = z.infer<typeof patentDetailSchema>;

// ───────────────────────────── Products ─────────────────────────────

const productSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  titleHighlights: z.array(z.tuple([z.number().int(), z.number().int()])),
  brand: z.string().nullable(),
  grade: z.string().nullable(),
  maker: linkSchema,
  category: linkSchema,
  status: z.string(),
  materials: z.array(linkSchema),
  applications: z.array(z.string()),
  features: z.array(z.string()),
  /** Datasheet values (free and standard plans); null for visitors. */
  properties: z.array(propertyValueViewSchema).nullable(),
  score: z.number(),
  snippet: snippetSchema.nullable(),
  isDemo: z.boolean(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

const patentResultsSchema = z.object({ total: z.number().int(), items: z.array(patentSummarySchema) });

export const productSearchResponseSchema = listSchema(productSummarySchema).extend({
  /** withPatents=true (standard plan): patents matching the same query. */
  patentResults: patentResultsSchema.nullable(),
});
export type ProductSearchResponse = z.infer<typeof productSearchResponseSchema>;

const similarProductSchema = linkSchema.extend({
  maker: linkSchema,
  category: linkSchema,
  /** 0 = same property values; compared over the properties both have (scaled per property). */
  distance: z.number(),
  sharedProperties: z.number().int(),
});

export const productDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  brand: z.string().nullable(),
  grade: z.string().nullable(),
  maker: linkSchema.extend({ country: z.string().nullable(), url: z.string().nullable() }),
  category: linkSchema.extend({ path: z.array(linkSchema) }),
  status: z.string(),
  applications: z.array(z.string()),
  features: z.array(z.string()),
  datasheet: z.string().nullable(),
  description: z.string().nullable(),
  url: z.string().nullable(),
  materials: z.array(linkSchema.extend({ category: z.string() })),
  properties: z.array(propertyValueViewSchema),
  /** Patents whose examples use the product or whose text names it (list: standard plan). */
  patents: lockedListSchema(patentLinkSchema.extend({ via: z.enum(['example', 'text']) })),
  similar: z.array(similarProductSchema),
  isDemo: z.boolean(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

// ───────────────────────────── Materials ─────────────────────────────

const materialSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  titleHighlights: z.array(z.tuple([z.number().int(), z.number().int()])),
  nameEn: z.string().nullable(),
  category: z.string(),
  categoryLabel: z.string(),
  casNumber: z.string().nullable(),
  aliases: z.array(z.string()),
  /** Typical values (free and standard plans); null for visitors. */
  properties: z.array(propertyValueViewSchema).nullable(),
  productCount: z.number().int(),
  score: z.number(),
  snippet: snippetSchema.nullable(),
  isDemo: z.boolean(),
});
export type MaterialSummary = z.infer<typeof materialSummarySchema>;

export const materialSearchResponseSchema = listSchema(materialSummarySchema).extend({
  patentResults: patentResultsSchema.nullable(),
});
export type MaterialSearchResponse = z.infer<typeof materialSearchResponseSchema>;

const exampleLinkSchema = z.object({
  id: z.string(),
  patentId: z.string(),
  publicationNumber: z.string(),
  label: z.string(),
  comparative: z.boolean(),
});
export type ExampleLink = z.infer<typeof exampleLinkSchema>;

export const materialDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  category: z.string(),
  categoryLabel: z.string(),
  casNumber: z.string().nullable(),
  formula: z.string().nullable(),
  description: z.string().nullable(),
  aliases: z.array(z.string()),
  properties: z.array(propertyValueViewSchema),
  products: z.object({ total: z.number().int(), items: z.array(linkSchema.extend({ maker: linkSchema })) }),
  patents: lockedListSchema(patentLinkSchema),
  examples: lockedListSchema(exampleLinkSchema),
  /** Companies whose patents use the material, by number of patents (standard plan). */
  applicants: lockedListSchema(linkSchema.extend({ patentCount: z.number().int() })),
  /** Same category; nearest typical property values first (distance null: no property in common). */
  similar: z.array(
    linkSchema.extend({
      category: z.string(),
      distance: z.number().nullable(),
      sharedProperties: z.number().int(),
    }),
  ),
  isDemo: z.boolean(),
});
export type MaterialDetail = z.infer<typeof materialDetailSchema>;

// ───────────────────────────── Examples ─────────────────────────────

const compositionViewSchema = z.object({
  name: z.string(),
  group: z.string().nullable(),
  material: linkSchema.nullable(),
  product: linkSchema.nullable(),
  amount: z.number().nullable(),
  unit: z.string(),
  balance: z.boolean(),
});
export type CompositionView = z.infer<typeof compositionViewSchema>;

const exampleSummarySchema = z.object({
  id: z.string(),
  patentId: z.string(),
  publicationNumber: z.string(),
  patentTitle: z.string(),
  applicants: z.array(z.string()),
  label: z.string(),
  comparative: z.boolean(),
  composition: z.array(compositionViewSchema),
  /** Measured values (free and standard plans); null for visitors. */
  properties: z.array(propertyValueViewSchema).nullable(),
  score: z.number(),
  snippet: snippetSchema.nullable(),
  isDemo: z.boolean(),
});
export type ExampleSummary = z.infer<typeof exampleSummarySchema>;

export const exampleSearchResponseSchema = listSchema(exampleSummarySchema);
export type ExampleSearchResponse = z.infer<typeof exampleSearchResponseSchema>;

export const exampleDetailSchema = z.object({
  id: z.string(),
  label: z.string(),
  comparative: z.boolean(),
  ordinal: z.number().int(),
  note: z.string().nullable(),
  patent: patentLinkSchema.extend({ applicants: z.array(applicantViewSchema) }),
  composition: z.array(
    compositionViewSchema.extend({
      amountCanonical: z.number().nullable(),
      unitCanonical: z.string().nullable(),
    }),
  ),
  conditions: z.array(
    z.object({
      name: z.string(),
      value: z.number(),
      unit: z.string(),
      valueCanonical: z.number().nullable(),
      unitCanonical: z.string().nullable(),
    }),
  ),
  properties: z.array(propertyValueViewSchema),
  /** Other examples of the same patent. */
  siblings: z.array(exampleLinkSchema),
  /** The nearest examples of OTHER patents by composition and measured values. */
  nearest: z.array(
    exampleLinkSchema.extend({
      patentTitle: z.string(),
      distance: z.number(),
      sharedMaterials: z.number().int(),
    }),
  ),
  isDemo: z.boolean(),
});
export type ExampleDetail = z.infer<typeof exampleDetailSchema>;

// ───────────────────────────── Directories ─────────────────────────────

export interface CategoryNode {
  id: string;
  name: string;
  nameEn: string | null;
  productCount: number;
  children: CategoryNode[];
}

const categoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    nameEn: z.string().nullable(),
    /** Products in the category and its subtree. */
    productCount: z.number().int(),
    children: z.array(categoryNodeSchema),
  }),
);
export const categoryTreeSchema = z.object({ items: z.array(categoryNodeSchema) });
export type CategoryTree = z.infer<typeof categoryTreeSchema>;

const propertyDefViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  /** Display unit. */
  unit: z.string(),
  unitFamily: z.string(),
  canonicalUnit: z.string(),
  /** Units a range filter may use (the family's units). */
  units: z.array(z.string()),
  testStandards: z.array(z.string()),
  direction: z.enum(['higher', 'lower']).nullable(),
  group: z.string().nullable(),
  levels: z.array(z.object({ value: z.number(), label: z.string() })).nullable(),
  /** Products (or examples) with a value of this property. */
  count: z.number().int(),
});
export type PropertyDefView = z.infer<typeof propertyDefViewSchema>;
export const propertyDefListSchema = z.object({ items: z.array(propertyDefViewSchema) });
export type PropertyDefList = z.infer<typeof propertyDefListSchema>;

const companyListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  country: z.string().nullable(),
  /** Products (products/companies) or patents (patents/applicants). */
  count: z.number().int(),
});
export const companyListSchema = z.object({
  items: z.array(companyListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CompanyList = z.infer<typeof companyListSchema>;

export const codeListSchema = z.object({
  items: z.array(z.object({ code: z.string(), title: z.string().nullable(), count: z.number().int() })),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CodeList = z.infer<typeof codeListSchema>;
