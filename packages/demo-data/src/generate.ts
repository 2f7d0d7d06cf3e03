import type { InterchangeRecord } from '@app/contract/interchange';
import { categoryRecords } from './categories.js';
import { classificationRecords } from './classifications.js';
import { buildCompanies, companyRecord, type Company } from './companies.js';
import { MATERIALS, materialRecord } from './materials.js';
import { generatePatent, largeResidueOf, type PatentContext } from './patents.js';
import { buildProducts, type ProductCatalog } from './products.js';
import { PROPERTY_DEFS, propertyRecord } from './properties.js';
import { THEME_IDS } from './themes.js';
import type { ThemeId } from './theme-types.js';
import { buildTimeline, type Timeline } from './timeline.js';

/** Shown wherever the demo dataset is displayed. */
export const DEMO_LABEL = 'デモデータ';

export const DEMO_DEFAULTS = { seed: 1, patents: 5000, products: 2000 } as const;

/** The most patents one run can generate (indices are packed into 22 bits when sorting). */
const MAX_PATENTS = 4_000_000;

export interface DemoDatasetOptions {
  /** Any integer; the same seed gives byte-identical records. */
  readonly seed?: number;
  /** Number of patents (default 5,000; about 10 examples each; 1,000,000 for benchmarks). */
  readonly patents?: number;
  /** Number of commercial grades (default 2,000). */
  readonly products?: number;
}

/** Everything the patents refer to, built before the first patent. */
export interface DemoWorld {
  readonly seed: number;
  readonly companies: readonly Company[];
  readonly catalog: ProductCatalog;
  readonly timeline: Timeline;
  readonly context: PatentContext;
}

function checkCount(name: string, value: number, max: number): number {
  if (!Number.isInteger(value) || value < 0 || value > max)
    throw new RangeError(`${name} must be an integer from 0 to ${max}`);
  return value;
}

function buildDemoWorld(options: DemoDatasetOptions = {}): DemoWorld {
  const seed = options.seed ?? DEMO_DEFAULTS.seed;
  if (!Number.isInteger(seed)) throw new RangeError('seed must be an integer');
  const patents = checkCount('patents', options.patents ?? DEMO_DEFAULTS.patents, MAX_PATENTS);
  const products = checkCount('products', options.products ?? DEMO_DEFAULTS.products, 100_000);
  const companies = buildCompanies(seed);
  const catalog = buildProducts(seed, products, companies);
  const timeline = buildTimeline(seed, patents);
  const makersByTheme = new Map<ThemeId, Company[]>();
  for (const id of THEME_IDS) {
    const makers = companies.filter((c) => !c.user && c.themes.includes(id));
    makersByTheme.set(id, makers.length > 0 ? makers : companies.filter((c) => !c.user));
  }
  const context: PatentContext = {
    seed,
    timeline,
    companies,
    makersByTheme,
    users: companies.filter((c) => c.user),
    catalog,
    largeResidue: largeResidueOf(seed),
  };
  return { seed, companies, catalog, timeline, context };
}

/**
 * The demo dataset as interchange records, referenced entities first: properties, categories,
 * classifications, companies, materials, products, then each patent followed by its examples (patents in
 * filing order). A generator: a million patents stream without being held in memory (the per-patent
 * bibliographic skeleton, a few typed arrays, is computed up front).
 */
export function* generateDemoDataset(
  options: DemoDatasetOptions = {},
): Generator<InterchangeRecord, void, undefined> {
  const world = buildDemoWorld(options);
  for (const def of PROPERTY_DEFS) yield propertyRecord(def);
  yield* categoryRecords();
  yield* classificationRecords();
  for (const company of world.companies) yield companyRecord(company);
  for (const entry of MATERIALS) yield materialRecord(entry);
  for (const product of world.catalog.entries) yield product.record;
  const { order } = world.timeline;
  for (let k = 0; k < order.length; k++) {
    const { patent, examples } = generatePatent(world.context, order[k]!);
    yield patent;
    yield* examples;
  }
}

/** The same records as JSON Lines (one JSON text per line, without the newline). */
export function* generateDemoJsonLines(options: DemoDatasetOptions = {}): Generator<string, void, undefined> {
  for (const record of generateDemoDataset(options)) yield JSON.stringify(record);
}
