import { z } from 'zod';
import { UNIT_FAMILY_IDS } from './units.js';

/**
 * The JSON Lines interchange format (docs/spec/data-and-search.md): one entity per line, discriminated by `type`,
 * identified by a stable `id` chosen by the data source. Importing a line whose (type, id) exists
 * updates that record; it never adds a second one. References between entities use those ids.
 * Documented field by field in docs/data-format.md.
 *
 * Numbers are JSON numbers (never strings), dates are ISO `yyyy-mm-dd`. Fields this schema does not
 * know are ignored, so newer files still import into older servers.
 */

/** Suggested import order: every entity comes after the entities it refers to. */
export const INTERCHANGE_TYPES = [
  'category',
  'property',
  'classification',
  'company',
  'material',
  'product',
  'patent',
  'example',
] as const;
export type InterchangeType = (typeof INTERCHANGE_TYPES)[number];

export const MATERIAL_CATEGORIES = {
  polymer: '樹脂・ポリマー',
  elastomer: 'エラストマー・ゴム',
  monomer: 'モノマー',
  filler: '充填材',
  reinforcement: '強化繊維',
  flame_retardant: '難燃剤',
  plasticiser: '可塑剤・軟化剤',
  curing_agent: '硬化剤・架橋剤',
  accelerator: '硬化促進剤・加硫促進剤',
  catalyst: '触媒',
  toughener: '強靱化剤',
  compatibiliser: '相溶化剤',
  nucleating_agent: '造核剤',
  stabiliser: '安定剤・酸化防止剤',
  tackifier: '粘着付与剤',
  coupling_agent: 'カップリング剤',
  pigment: '顔料・着色剤',
  solvent: '溶剤',
  additive: 'その他添加剤',
  metal: '金属・合金',
  element: '元素(非金属・半金属)',
  ceramic: 'セラミックス',
  active_material: '活物質',
  conductive_agent: '導電助剤',
  binder: 'バインダー',
  electrolyte: '電解質・電解液成分',
} as const;
export type MaterialCategory = keyof typeof MATERIAL_CATEGORIES;
const MATERIAL_CATEGORY_IDS = Object.keys(MATERIAL_CATEGORIES) as [MaterialCategory, ...MaterialCategory[]];

export const LEGAL_STATUSES = {
  pending: '審査中・未請求',
  granted: '権利存続中',
  expired: '権利消滅',
  withdrawn: '取下げ・放棄',
  rejected: '拒絶確定',
} as const;
export type LegalStatus = keyof typeof LEGAL_STATUSES;

export const PRODUCT_STATUSES = { active: '販売中', discontinued: '販売終了' } as const;
export type ProductStatus = keyof typeof PRODUCT_STATUSES;

const PROPERTY_SCOPES = ['product', 'example', 'both'] as const;
export type PropertyScope = (typeof PROPERTY_SCOPES)[number];

/** Stable identifier chosen by the data source: 1–200 characters, no whitespace. */
const entityIdSchema = z.string().min(1).max(200).regex(/^\S+$/, 'must not contain whitespace');

const text = z.string().trim().min(1);
const isoDate = z.iso.date();
const keywords = z.array(text).default([]);

/** CAS Registry Number with a valid check digit, e.g. 9003-07-0. */
export function isValidCasNumber(value: string): boolean {
  const match = /^(\d{2,7})-(\d{2})-(\d)$/.exec(value);
  if (!match) return false;
  const digits = (match[1]! + match[2]!).split('').reverse();
  const sum = digits.reduce((acc, digit, index) => acc + Number(digit) * (index + 1), 0);
  return sum % 10 === Number(match[3]);
}

const casNumberSchema = z.string().refine(isValidCasNumber, 'not a CAS number with a valid check digit');

/**
 * IPC symbol in the compact form `C08L23/10` (section, class, subclass, main group / subgroup). Importers
 * bring other spellings (`C08L 23/10 (2006.01)`) to this form with `normalizeIpc`.
 */
export const ipcSchema = z.string().regex(/^[A-H]\d{2}[A-Z]\d{1,4}\/\d{2,6}$/, 'IPC symbol like C08L23/10');

export function normalizeIpc(value: string): string | null {
  const match = /^\s*([A-H])\s*(\d{2})\s*([A-Z])\s*0*(\d{1,4})\s*\/\s*(\d{2,6})/.exec(
    value.normalize('NFKC').toUpperCase(),
  );
  return match ? `${match[1]}${match[2]}${match[3]}${match[4]}/${match[5]}` : null;
}

/** F-term theme code (テーマコード), e.g. 4J002. */
export const themeCodeSchema = z.string().regex(/^\d[A-Z]\d{3}$/, 'F-term theme code like 4J002');

/** A measured or datasheet value. `value` and `unit` as the source states them; importers convert. */
const propertyValueSchema = z.object({
  propertyId: entityIdSchema,
  value: z.number(),
  unit: z.string(),
  /** As printed, e.g. "2,400 MPa", "24,500 kgf/cm²", "V-0". */
  original: z.string().optional(),
  testStandard: z.string().optional(),
  /** Measurement condition, e.g. "23℃", "1.6mm厚", "0.45MPa". */
  condition: z.string().optional(),
});
export type PropertyValue = z.infer<typeof propertyValueSchema>;

const base = {
  id: entityIdSchema,
  /** Where the record came from, e.g. "demo", "uspto", a file name. */
  source: z.string().optional(),
};

const companySchema = z.object({
  type: z.literal('company'),
  ...base,
  name: text,
  nameEn: text.optional(),
  kana: text.optional(),
  /** Applicant name variants merged to this company (名寄せ), e.g. 「○○工業(株)」, "○○ KOGYO CO LTD". */
  aliases: keywords,
  /** ISO 3166-1 alpha-2. */
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  url: z.url({ protocol: /^https?$/ }).optional(),
  description: z.string().optional(),
});
export type CompanyRecord = z.infer<typeof companySchema>;

const materialSchema = z.object({
  type: z.literal('material'),
  ...base,
  name: text,
  nameEn: text.optional(),
  /** Synonyms and abbreviations used in search expansion, e.g. PP, ポリプロピレン, polypropylene. */
  aliases: keywords,
  category: z.enum(MATERIAL_CATEGORY_IDS),
  casNumber: casNumberSchema.optional(),
  formula: z.string().optional(),
  description: z.string().optional(),
  typicalProperties: z.array(propertyValueSchema).default([]),
});
export type MaterialRecord = z.infer<typeof materialSchema>;

const propertyLevelSchema = z.object({ value: z.number(), label: text });

const propertySchema = z.object({
  type: z.literal('property'),
  ...base,
  /** Canonical Japanese name, e.g. 曲げ弾性率. */
  name: text,
  nameEn: text.optional(),
  aliases: keywords,
  /** The unit values are shown in; any unit of `unitFamily`. */
  unit: z.string(),
  unitFamily: z.enum(UNIT_FAMILY_IDS),
  testStandards: keywords,
  /** Which way is better, where that is meaningful. */
  direction: z.enum(['higher', 'lower']).nullable().default(null),
  appliesTo: z.enum(PROPERTY_SCOPES).default('both'),
  /** Display group, e.g. 機械的性質, 熱的性質. */
  group: z.string().optional(),
  description: z.string().optional(),
  /** Ordinal scales stored as numbers (UL94: 1 = HB … 4 = V-0): the label of each value. */
  levels: z.array(propertyLevelSchema).optional(),
});
export type PropertyRecord = z.infer<typeof propertySchema>;

const categorySchema = z.object({
  type: z.literal('category'),
  ...base,
  name: text,
  nameEn: text.optional(),
  parentId: entityIdSchema.nullable().default(null),
  order: z.number().int().optional(),
});
export type CategoryRecord = z.infer<typeof categorySchema>;

const classificationSchema = z.object({
  type: z.literal('classification'),
  ...base,
  scheme: z.enum(['ipc', 'fi', 'fterm-theme']),
  code: text,
  title: text,
  titleEn: text.optional(),
  parentCode: z.string().optional(),
});
export type ClassificationRecord = z.infer<typeof classificationSchema>;

const productSchema = z.object({
  type: z.literal('product'),
  ...base,
  /** Grade name as marketed, e.g. 「トーホーレン TP-2030」. */
  name: text,
  /** Series or brand, e.g. トーホーレン. */
  brand: z.string().optional(),
  grade: z.string().optional(),
  makerId: entityIdSchema,
  categoryId: entityIdSchema,
  /** Base materials (material ids). */
  materialIds: z.array(entityIdSchema).default([]),
  applications: keywords,
  features: keywords,
  properties: z.array(propertyValueSchema).default([]),
  datasheet: z.string().optional(),
  description: z.string().optional(),
  status: z.enum(['active', 'discontinued']).default('active'),
  url: z.url({ protocol: /^https?$/ }).optional(),
});
export type ProductRecord = z.infer<typeof productSchema>;

const claimSchema = z.object({
  number: z.number().int().min(1),
  text: text,
  /** Claims this one refers to (請求項1に記載の…); empty for an independent claim. */
  dependsOn: z.array(z.number().int().min(1)).default([]),
});
export type Claim = z.infer<typeof claimSchema>;

/**
 * A numeric range stated in a claim (ingredient X 10〜40質量部, property ≥ value, condition 200〜240℃).
 * Optional: importers may extract them; the demo dataset states them.
 */
const claimRangeSchema = z
  .object({
    claim: z.number().int().min(1),
    kind: z.enum(['ingredient', 'property', 'condition']),
    /** As the claim names it, e.g. タルク, 曲げ弾性率, 混練温度. */
    name: text,
    /** Component symbol used by the claim and the examples' composition, e.g. "(B)". */
    group: z.string().optional(),
    materialIds: z.array(entityIdSchema).optional(),
    propertyId: entityIdSchema.optional(),
    min: z.number().optional(),
    max: z.number().optional(),
    minInclusive: z.boolean().default(true),
    maxInclusive: z.boolean().default(true),
    unit: z.string(),
    /** What the amount is relative to, e.g. 「(A)100質量部に対して」. */
    basis: z.string().optional(),
  })
  .refine((range) => range.min !== undefined || range.max !== undefined, 'a range needs min or max')
  .refine(
    (range) => range.min === undefined || range.max === undefined || range.min <= range.max,
    'min must not exceed max',
  );
export type ClaimRange = z.infer<typeof claimRangeSchema>;

const patentSchema = z
  .object({
    type: z.literal('patent'),
    ...base,
    /** As printed: 特開2021-123456, 特許第7000000号, WO2020/123456, US8927118B2. */
    publicationNumber: text,
    /** Kind code: A (公開), B2 (特許), A1, … */
    kind: z.string().optional(),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .default('JP'),
    language: z.string().optional(),
    title: text,
    abstract: z.string().optional(),
    claims: z.array(claimSchema).default([]),
    /**
     * Number of claims as the office states it, for records that carry no claim texts (USPTO
     * bibliographic-only files: `number-of-claims`); ignored when `claims` is not empty.
     */
    claimCount: z.number().int().min(0).optional(),
    description: z.string().optional(),
    /** Applicant names as printed; merged to companies by their aliases. */
    applicants: keywords,
    /** Those of `applicants` that are natural persons: listed on the patent, never made companies. */
    individualApplicants: z.array(text).optional(),
    inventors: keywords,
    ipc: z.array(ipcSchema).default([]),
    fi: keywords,
    /** F-term theme codes. */
    themes: z.array(themeCodeSchema).default([]),
    fterms: keywords,
    applicationNumber: z.string().optional(),
    applicationDate: isoDate.optional(),
    publicationDate: isoDate.optional(),
    grantNumber: z.string().optional(),
    grantDate: isoDate.optional(),
    priorityDate: isoDate.optional(),
    legalStatus: z.enum(Object.keys(LEGAL_STATUSES) as [LegalStatus, ...LegalStatus[]]).default('pending'),
    /** Publication numbers of cited documents. */
    citations: keywords,
    claimRanges: z.array(claimRangeSchema).optional(),
  })
  .superRefine((patent, ctx) => {
    const numbers = new Set(patent.claims.map((claim) => claim.number));
    if (numbers.size !== patent.claims.length) {
      ctx.addIssue({ code: 'custom', path: ['claims'], message: 'claim numbers must be unique' });
    }
    patent.claims.forEach((claim, index) => {
      for (const target of claim.dependsOn) {
        if (target >= claim.number || !numbers.has(target)) {
          ctx.addIssue({
            code: 'custom',
            path: ['claims', index, 'dependsOn'],
            message: `claim ${claim.number} can only refer to an earlier claim (got ${target})`,
          });
        }
      }
    });
    const filed = patent.applicationDate;
    for (const key of ['publicationDate', 'grantDate'] as const) {
      const date = patent[key];
      if (filed && date && date < filed) {
        ctx.addIssue({ code: 'custom', path: [key], message: `${key} is before applicationDate` });
      }
    }
    if (patent.legalStatus === 'granted' && !patent.grantDate && !patent.grantNumber) {
      ctx.addIssue({
        code: 'custom',
        path: ['legalStatus'],
        message: 'granted needs grantDate or grantNumber',
      });
    }
  });
export type PatentRecord = z.infer<typeof patentSchema>;

const compositionItemSchema = z.object({
  materialId: entityIdSchema.optional(),
  /** The commercial product used, where the patent names its trade name. */
  productId: entityIdSchema.optional(),
  /** Component symbol of the claims, e.g. "(A)"; several items may share one. */
  group: z.string().optional(),
  /** As written in the patent. */
  name: text,
  amount: z.number(),
  /** 質量部, 質量%, mol%, phr, g, … */
  unit: z.string(),
  /** The remainder (残部), e.g. the base metal of an alloy; `amount` then holds the computed value. */
  balance: z.boolean().optional(),
});
export type CompositionItem = z.infer<typeof compositionItemSchema>;

const conditionSchema = z.object({ name: text, value: z.number(), unit: z.string() });
export type ProcessCondition = z.infer<typeof conditionSchema>;

const exampleMeasurementSchema = z.object({
  propertyId: entityIdSchema.optional(),
  /** As written in the patent, e.g. 曲げ弾性率. */
  name: text,
  value: z.number(),
  unit: z.string(),
  original: z.string().optional(),
  condition: z.string().optional(),
});
export type ExampleMeasurement = z.infer<typeof exampleMeasurementSchema>;

const exampleSchema = z.object({
  type: z.literal('example'),
  ...base,
  patentId: entityIdSchema,
  /** 実施例1, 比較例3 */
  label: text,
  comparative: z.boolean(),
  /** Position in the patent's tables. */
  order: z.number().int().optional(),
  composition: z.array(compositionItemSchema).default([]),
  conditions: z.array(conditionSchema).default([]),
  properties: z.array(exampleMeasurementSchema).default([]),
  note: z.string().optional(),
});
export type ExampleRecord = z.infer<typeof exampleSchema>;

export const interchangeRecordSchema = z.discriminatedUnion('type', [
  categorySchema,
  propertySchema,
  classificationSchema,
  companySchema,
  materialSchema,
  productSchema,
  patentSchema,
  exampleSchema,
]);
export type InterchangeRecord = z.infer<typeof interchangeRecordSchema>;
/** What a writer may leave out (fields with defaults). */
export type InterchangeRecordInput = z.input<typeof interchangeRecordSchema>;

export type ParsedLine =
  | { ok: true; record: InterchangeRecord }
  | { ok: false; error: string; issues: { path: string; message: string }[] };

/** Parses one line of a .jsonl file. Blank lines and lines starting with `#` are not records: callers skip them. */
export function parseInterchangeLine(line: string): ParsedLine {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch (error) {
    return { ok: false, error: `invalid JSON: ${(error as Error).message}`, issues: [] };
  }
  const result = interchangeRecordSchema.safeParse(json);
  if (result.success) return { ok: true, record: result.data };
  const issues = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  return {
    ok: false,
    error: issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message)).join('; '),
    issues,
  };
}
