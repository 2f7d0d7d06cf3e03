import type {
  CategoryRecord,
  ClassificationRecord,
  CompanyRecord,
  ExampleRecord,
  InterchangeRecord,
  MaterialRecord,
  PatentRecord,
  ProductRecord,
  PropertyRecord,
  PropertyValue,
} from '@app/contract/interchange';
import { canonicalUnit, normalizeUnit, toCanonical, unitFamily, type UnitFamily } from '@app/contract/units';
import { sql, type Insertable } from 'kysely';
import type { Database, DbExecutor } from '../../../db/schema.js';
import { extractClaimRanges } from '../common/claim-ranges.js';
import {
  classificationPrefixes,
  normalizeCompanyName,
  normalizeName,
  normalizePublicationNumber,
  yearOf,
} from '../common/normalize.js';

/**
 * Writes interchange records into the catalogue tables: one upsert by `external_id` per record, its child
 * rows replaced. References (makerId, patentId, materialIds, propertyId, …) are resolved through caches
 * of external id → row id that live as long as the writer (one import run). The caller owns the
 * transaction: every method takes the executor to write with.
 */

/**
 * What the writer accepts: the interchange records, with one widening for importers of real documents —
 * a composition item may lack an amount (a device table names the host compound but not how much).
 */
export type ExampleInput = Omit<ExampleRecord, 'composition'> & {
  composition: (Omit<ExampleRecord['composition'][number], 'amount'> & { amount: number | null })[];
};
export type CatalogueRecord = Exclude<InterchangeRecord, ExampleRecord> | ExampleInput;

/** A record that cannot be written (unknown reference, unit of the wrong family): reported, not thrown further. */
export class RecordError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RecordError';
  }
}

export type WriteOutcome = 'inserted' | 'updated';

/** What changed in a run, for search-index hooks: row ids per entity. */
export interface ChangedIds {
  patents: Set<number>;
  products: Set<number>;
  materials: Set<number>;
  companies: Set<number>;
  examples: Set<number>;
}

interface PropertyDefInfo {
  id: number;
  family: UnitFamily;
  canonical: string;
}

interface AliasOwner {
  companyId: number;
  /** Created from an applicant name; a real company record that claims the name takes it over. */
  auto: boolean;
}

/** Child tables whose rows are queued and written in bulk. */
type ChildTable =
  | 'product_materials'
  | 'product_keywords'
  | 'product_properties'
  | 'patent_claims'
  | 'patent_applicants'
  | 'patent_inventors'
  | 'patent_classifications'
  | 'patent_citations'
  | 'claim_ranges'
  | 'example_components'
  | 'example_conditions'
  | 'example_properties';

type EntityTable =
  | 'companies'
  | 'materials'
  | 'property_defs'
  | 'product_categories'
  | 'classification_codes'
  | 'products'
  | 'patents'
  | 'examples';

/** Patents are looked up one by one and the cache is bounded: a million patents need not sit in memory. */
const PATENT_CACHE_LIMIT = 20_000;

export interface CatalogueWriterOptions {
  /** Source used when a record states none. */
  defaultSource?: string;
  /** Clock for created_at/updated_at. */
  now?: () => Date;
  /** Told of every id the run adds to `changed` (the durable search-index queue, pending-index.ts). */
  onChanged?: (kind: keyof ChangedIds, id: number) => void;
}

export function createCatalogueWriter(db: DbExecutor, options: CatalogueWriterOptions = {}) {
  const defaultSource = options.defaultSource ?? 'import';
  const clock = options.now ?? (() => new Date());
  const changed: ChangedIds = {
    patents: new Set(),
    products: new Set(),
    materials: new Set(),
    companies: new Set(),
    examples: new Set(),
  };
  let categoriesTouched = false;
  // Past this many changed ids (a million-patent import) the run stops listing them and reports a full
  // change instead: memory stays bounded, and the search index is rebuilt rather than updated.
  const CHANGED_LIMIT = 1_000_000;
  let changedCount = 0;
  let changedOverflow = false;
  const kindOf = new Map(
    (Object.entries(changed) as [keyof ChangedIds, Set<number>][]).map(([kind, set]) => [set, kind]),
  );
  const track = (set: Set<number>, id: number) => {
    if (changedOverflow || set.has(id)) return;
    set.add(id);
    options.onChanged?.(kindOf.get(set)!, id);
    if (++changedCount > CHANGED_LIMIT) {
      changedOverflow = true;
      const { patents, products, materials, companies, examples } = changed;
      for (const ids of [patents, products, materials, companies, examples]) ids.clear();
    }
  };

  // Caches, loaded on first use.
  let companyIds: Map<string, number> | null = null;
  let companyAliases: Map<string, AliasOwner> | null = null;
  let autoCompanies: Set<number> | null = null;
  /** Applicant-made companies known to carry a mixed-case name (preferMixedCase). */
  const wellNamed = new Set<number>();
  let materialIds: Map<string, number> | null = null;
  let materialAliases: Map<string, number> | null = null;
  let propertyDefs: Map<string, PropertyDefInfo> | null = null;
  let propertyAliases: Map<string, number> | null = null;
  let propertyById: Map<number, PropertyDefInfo> | null = null;
  let categoryIds: Map<string, { id: number; path: string; depth: number }> | null = null;
  let productIds: Map<string, number> | null = null;
  const patentIds = new Map<string, number>();

  // Fresh-table fast path: while a table was empty when the run began, an external id not yet written in
  // this run cannot exist, so the look-up before the insert is skipped (the demo load on first start).
  const emptyAtStart = new Map<EntityTable, boolean>();
  const writtenInRun = new Map<EntityTable, Set<string>>();
  const SEEN_LIMIT = 500_000;

  // Child rows of successfully written records, inserted in multi-row statements by flush().
  const pending = new Map<ChildTable, object[]>();
  let pendingRows = 0;
  /** Parents (by entity table) with queued child rows: only their update must flush first. */
  const pendingParents = new Map<'products' | 'patents' | 'examples', Set<number>>([
    ['products', new Set()],
    ['patents', new Set()],
    ['examples', new Set()],
  ]);

  function queue<T extends ChildTable>(table: T, rows: readonly Insertable<Database[T]>[]): void {
    if (rows.length === 0) return;
    const list = pending.get(table);
    if (list) list.push(...rows);
    else pending.set(table, [...rows]);
    pendingRows += rows.length;
  }

  /** Inserts the queued child rows; the runner calls it before every commit. */
  async function flush(trx: DbExecutor): Promise<void> {
    if (pendingRows === 0) return;
    for (const [table, rows] of pending) {
      // 100 rows per statement: SQLite's prepare time grows faster than linearly with the statement's
      // length (1,800 rows: 18 ms to prepare, 3 ms to run; 100 rows: 0.09 ms), and parameters stay far
      // below SQLite's 32,766 and PostgreSQL's 65,535.
      const chunk = 100;
      for (let start = 0; start < rows.length; start += chunk) {
        // The rows were typed by queue().
        await trx
          .insertInto(table)
          .values(rows.slice(start, start + chunk))
          .execute();
      }
    }
    pending.clear();
    pendingRows = 0;
    for (const parents of pendingParents.values()) parents.clear();
  }

  /** Before replacing a parent's children: queued rows of that parent go to the table first. */
  async function flushIfPending(trx: DbExecutor, table: 'products' | 'patents' | 'examples', id: number) {
    if (pendingParents.get(table)!.has(id)) await flush(trx);
  }

  const sourceOf = (record: { source?: string | undefined }) => record.source ?? defaultSource;
  const demoFlag = (record: { source?: string | undefined }) => (sourceOf(record) === 'demo' ? 1 : 0);

  async function findExisting(
    trx: DbExecutor,
    table: EntityTable,
    externalId: string,
  ): Promise<number | undefined> {
    let empty = emptyAtStart.get(table);
    if (empty === undefined) {
      empty = (await trx.selectFrom(table).select('id').limit(1).executeTakeFirst()) === undefined;
      emptyAtStart.set(table, empty);
      writtenInRun.set(table, new Set());
    }
    const written = writtenInRun.get(table)!;
    if (empty && written.size < SEEN_LIMIT && !written.has(externalId)) return undefined;
    const row = await trx
      .selectFrom(table)
      .select('id')
      .where('external_id', '=', externalId)
      .executeTakeFirst();
    return row?.id;
  }

  /** Insert or update one entity row by external_id; returns its id and whether it was new. */
  async function upsert<T extends EntityTable>(
    trx: DbExecutor,
    table: T,
    externalId: string,
    values: Omit<Insertable<Database[T]>, 'id' | 'created_at' | 'updated_at' | 'external_id'>,
    knownId?: number,
  ): Promise<{ id: number; outcome: WriteOutcome }> {
    const now = clock().toISOString();
    const existing = knownId ?? (await findExisting(trx, table, externalId));
    if (existing !== undefined) {
      // One generic upsert over eight tables: the values were typed by the caller's signature.
      await trx
        .updateTable(table as 'companies')
        .set({ ...values, updated_at: now } as Partial<Insertable<Database['companies']>>)
        .where('id', '=', existing)
        .execute();
      return { id: existing, outcome: 'updated' };
    }
    const row = await trx
      .insertInto(table)
      .values({ ...values, external_id: externalId, created_at: now, updated_at: now } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const written = writtenInRun.get(table);
    if (written && written.size < SEEN_LIMIT) written.add(externalId);
    else if (written) emptyAtStart.set(table, false);
    return { id: row.id, outcome: 'inserted' };
  }

  // ───────────── caches ─────────────

  async function loadCompanies(trx: DbExecutor) {
    if (companyIds && companyAliases && autoCompanies) return { companyIds, companyAliases, autoCompanies };
    const companies = await trx.selectFrom('companies').select(['id', 'external_id', 'source']).execute();
    companyIds = new Map(companies.map((row) => [row.external_id, row.id]));
    autoCompanies = new Set(companies.filter((row) => row.source === 'applicant').map((row) => row.id));
    const aliases = await trx.selectFrom('company_aliases').select(['company_id', 'normalized']).execute();
    const auto = autoCompanies;
    companyAliases = new Map(
      aliases.map((row) => [row.normalized, { companyId: row.company_id, auto: auto.has(row.company_id) }]),
    );
    return { companyIds, companyAliases, autoCompanies };
  }

  async function loadMaterials(trx: DbExecutor) {
    if (materialIds && materialAliases) return { materialIds, materialAliases };
    const rows = await trx.selectFrom('materials').select(['id', 'external_id']).execute();
    materialIds = new Map(rows.map((row) => [row.external_id, row.id]));
    const aliases = await trx
      .selectFrom('material_aliases')
      .select(['material_id', 'normalized'])
      .orderBy('id')
      .execute();
    materialAliases = new Map();
    for (const row of aliases)
      if (!materialAliases.has(row.normalized)) materialAliases.set(row.normalized, row.material_id);
    return { materialIds, materialAliases };
  }

  async function loadProperties(trx: DbExecutor) {
    if (propertyDefs && propertyAliases && propertyById)
      return { propertyDefs, propertyAliases, propertyById };
    const rows = await trx
      .selectFrom('property_defs')
      .select(['id', 'external_id', 'unit_family', 'canonical_unit'])
      .execute();
    propertyDefs = new Map();
    propertyById = new Map();
    for (const row of rows) {
      const info = { id: row.id, family: row.unit_family as UnitFamily, canonical: row.canonical_unit };
      propertyDefs.set(row.external_id, info);
      propertyById.set(row.id, info);
    }
    const aliases = await trx
      .selectFrom('property_def_aliases')
      .select(['property_def_id', 'normalized'])
      .orderBy('id')
      .execute();
    propertyAliases = new Map();
    for (const row of aliases)
      if (!propertyAliases.has(row.normalized)) propertyAliases.set(row.normalized, row.property_def_id);
    return { propertyDefs, propertyAliases, propertyById };
  }

  async function loadCategories(trx: DbExecutor) {
    if (categoryIds) return categoryIds;
    const rows = await trx
      .selectFrom('product_categories')
      .select(['id', 'external_id', 'path', 'depth'])
      .execute();
    categoryIds = new Map(
      rows.map((row) => [row.external_id, { id: row.id, path: row.path, depth: row.depth }]),
    );
    return categoryIds;
  }

  async function loadProducts(trx: DbExecutor) {
    if (productIds) return productIds;
    const rows = await trx.selectFrom('products').select(['id', 'external_id']).execute();
    productIds = new Map(rows.map((row) => [row.external_id, row.id]));
    return productIds;
  }

  async function patentId(trx: DbExecutor, externalId: string): Promise<number | undefined> {
    const cached = patentIds.get(externalId);
    if (cached !== undefined) return cached;
    const id = await findExisting(trx, 'patents', externalId);
    if (id !== undefined) rememberPatent(externalId, id);
    return id;
  }

  function rememberPatent(externalId: string, id: number) {
    if (patentIds.size >= PATENT_CACHE_LIMIT) patentIds.clear();
    patentIds.set(externalId, id);
  }

  async function requireId(map: Map<string, number>, externalId: string, what: string): Promise<number> {
    const id = map.get(externalId);
    if (id === undefined) throw new RecordError(`unknown ${what} id: ${externalId}`);
    return Promise.resolve(id);
  }

  /** Property value → canonical number; the unit must belong to the property's family. */
  function measured(def: PropertyDefInfo, value: number, unit: string, propertyId: string) {
    const family = unitFamily(unit);
    if (!family) throw new RecordError(`unknown unit "${unit}" for property ${propertyId}`);
    if (family !== def.family) {
      throw new RecordError(`unit "${unit}" is not a unit of ${def.family} (property ${propertyId})`);
    }
    const canonical = toCanonical(value, unit);
    return { value: canonical.value, unit: canonical.unit };
  }

  /** Converts where the unit is known; null canonical columns otherwise. */
  function canonicalOrNull(value: number, unit: string): { value: number | null; unit: string | null } {
    if (!unitFamily(unit)) return { value: null, unit: null };
    const canonical = toCanonical(value, unit);
    return { value: canonical.value, unit: canonical.unit };
  }

  async function propertyValueRows(
    trx: DbExecutor,
    values: readonly PropertyValue[],
  ): Promise<
    {
      property_def_id: number;
      ordinal: number;
      value: number;
      unit: string;
      original_value: number;
      original_unit: string;
      original_text: string | null;
      test_standard: string | null;
      condition: string | null;
    }[]
  > {
    const { propertyDefs } = await loadProperties(trx);
    return values.map((item, ordinal) => {
      const def = propertyDefs.get(item.propertyId);
      if (!def) throw new RecordError(`unknown property id: ${item.propertyId}`);
      const canonical = measured(def, item.value, item.unit, item.propertyId);
      return {
        property_def_id: def.id,
        ordinal,
        value: canonical.value,
        unit: canonical.unit,
        original_value: item.value,
        original_unit: item.unit,
        original_text: item.original ?? null,
        test_standard: item.testStandard ?? null,
        condition: item.condition ?? null,
      };
    });
  }

  // ───────────── companies ─────────────

  async function claimCompanyAlias(trx: DbExecutor, companyId: number, alias: string, normalized: string) {
    const { companyAliases, autoCompanies } = await loadCompanies(trx);
    const owner = companyAliases.get(normalized);
    if (owner && owner.companyId === companyId) return;
    if (owner && !owner.auto) return; // first real company keeps the spelling
    if (owner && owner.auto) {
      // A company created from an applicant name merges into the real one (名寄せ). Queued applicant rows
      // may name the company that is about to go: write them first.
      await flush(trx);
      await trx
        .updateTable('company_aliases')
        .set({ company_id: companyId })
        .where('company_id', '=', owner.companyId)
        .execute();
      await trx
        .updateTable('patent_applicants')
        .set({ company_id: companyId })
        .where('company_id', '=', owner.companyId)
        .execute();
      await trx.deleteFrom('companies').where('id', '=', owner.companyId).execute();
      for (const [key, value] of companyAliases) {
        if (value.companyId === owner.companyId)
          companyAliases.set(key, { companyId, auto: autoCompanies.has(companyId) });
      }
      for (const [key, value] of companyIds!) if (value === owner.companyId) companyIds!.delete(key);
      autoCompanies.delete(owner.companyId);
      track(changed.companies, companyId);
      if (companyAliases.get(normalized)?.companyId === companyId) return;
    }
    await trx.insertInto('company_aliases').values({ company_id: companyId, alias, normalized }).execute();
    companyAliases.set(normalized, { companyId, auto: autoCompanies.has(companyId) });
  }

  async function writeCompany(trx: DbExecutor, record: CompanyRecord): Promise<WriteOutcome> {
    const { companyIds, companyAliases, autoCompanies } = await loadCompanies(trx);
    const { id, outcome } = await upsert(
      trx,
      'companies',
      record.id,
      {
        source: sourceOf(record),
        name: record.name,
        name_en: record.nameEn ?? null,
        kana: record.kana ?? null,
        country: record.country ?? null,
        url: record.url ?? null,
        description: record.description ?? null,
        is_demo: demoFlag(record),
      },
      companyIds.get(record.id),
    );
    companyIds.set(record.id, id);
    if (sourceOf(record) === 'applicant') autoCompanies.add(id);
    else autoCompanies.delete(id);
    if (outcome === 'updated') {
      await trx.deleteFrom('company_aliases').where('company_id', '=', id).execute();
      for (const [key, value] of companyAliases) if (value.companyId === id) companyAliases.delete(key);
    }
    const seen = new Set<string>();
    for (const alias of [record.name, record.nameEn, ...record.aliases]) {
      if (!alias) continue;
      const normalized = normalizeCompanyName(alias);
      if (!normalized || seen.has(normalized)) continue;
      seen.add(normalized);
      await claimCompanyAlias(trx, id, alias, normalized);
    }
    track(changed.companies, id);
    return outcome;
  }

  /**
   * A company made from applicant names is named after the first spelling seen; offices print the same
   * applicant in capitals on one patent and in mixed case on the next (IDEMITSU KOSAN CO., LTD. / Idemitsu
   * Kosan Co., Ltd.). The mixed-case spelling, once seen, replaces one in capitals.
   */
  async function preferMixedCase(trx: DbExecutor, companyId: number, name: string): Promise<void> {
    if (wellNamed.has(companyId) || !/\p{Ll}/u.test(name)) return;
    wellNamed.add(companyId);
    const result = await trx
      .updateTable('companies')
      .set({ name })
      .where('id', '=', companyId)
      .where('name', '=', sql<string>`upper(name)`)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) track(changed.companies, companyId);
  }

  /** The company an applicant name belongs to; creates one (source 'applicant') for an unknown name. */
  async function resolveApplicant(trx: DbExecutor, name: string): Promise<number> {
    const { companyIds, companyAliases, autoCompanies } = await loadCompanies(trx);
    const normalized = normalizeCompanyName(name);
    const owner = companyAliases.get(normalized);
    if (owner) {
      if (owner.auto) await preferMixedCase(trx, owner.companyId, name);
      return owner.companyId;
    }
    const externalId = `applicant:${normalized}`;
    const { id } = await upsert(
      trx,
      'companies',
      externalId,
      {
        source: 'applicant',
        name,
        name_en: null,
        kana: null,
        country: null,
        url: null,
        description: null,
        is_demo: 0,
      },
      companyIds.get(externalId),
    );
    companyIds.set(externalId, id);
    autoCompanies.add(id);
    if (/\p{Ll}/u.test(name)) wellNamed.add(id);
    await trx.insertInto('company_aliases').values({ company_id: id, alias: name, normalized }).execute();
    companyAliases.set(normalized, { companyId: id, auto: true });
    track(changed.companies, id);
    return id;
  }

  // ───────────── reference data ─────────────

  async function writeProperty(trx: DbExecutor, record: PropertyRecord): Promise<WriteOutcome> {
    const { propertyDefs, propertyAliases, propertyById } = await loadProperties(trx);
    const displayUnit = normalizeUnit(record.unit) ?? record.unit;
    const family = unitFamily(record.unit);
    if (family && family !== record.unitFamily) {
      throw new RecordError(`unit "${record.unit}" is not a unit of ${record.unitFamily}`);
    }
    const canonical = canonicalUnit(record.unitFamily);
    const { id, outcome } = await upsert(
      trx,
      'property_defs',
      record.id,
      {
        source: sourceOf(record),
        name: record.name,
        name_en: record.nameEn ?? null,
        display_unit: displayUnit,
        unit_family: record.unitFamily,
        canonical_unit: canonical,
        test_standards: JSON.stringify(record.testStandards),
        direction: record.direction,
        scope: record.appliesTo,
        group_name: record.group ?? null,
        description: record.description ?? null,
        levels: record.levels ? JSON.stringify(record.levels) : null,
        is_demo: demoFlag(record),
      },
      propertyDefs.get(record.id)?.id,
    );
    const info = { id, family: record.unitFamily, canonical };
    propertyDefs.set(record.id, info);
    propertyById.set(id, info);
    if (outcome === 'updated')
      await trx.deleteFrom('property_def_aliases').where('property_def_id', '=', id).execute();
    const rows = aliasRows([record.name, record.nameEn, ...record.aliases]).map((row) => ({
      ...row,
      property_def_id: id,
    }));
    if (rows.length > 0) await trx.insertInto('property_def_aliases').values(rows).execute();
    for (const row of rows) if (!propertyAliases.has(row.normalized)) propertyAliases.set(row.normalized, id);
    return outcome;
  }

  async function writeCategory(trx: DbExecutor, record: CategoryRecord): Promise<WriteOutcome> {
    const categories = await loadCategories(trx);
    let parent: { id: number; path: string; depth: number } | undefined;
    if (record.parentId) {
      parent = categories.get(record.parentId);
      if (!parent) throw new RecordError(`unknown parent category id: ${record.parentId}`);
    }
    const existing = categories.get(record.id);
    const { id, outcome } = await upsert(
      trx,
      'product_categories',
      record.id,
      {
        source: sourceOf(record),
        parent_id: parent?.id ?? null,
        name: record.name,
        name_en: record.nameEn ?? null,
        sort_order: record.order ?? 0,
        path: existing?.path ?? '/',
        depth: parent ? parent.depth + 1 : 0,
        is_demo: demoFlag(record),
      },
      existing?.id,
    );
    const path = `${parent?.path ?? '/'}${id}/`;
    await trx.updateTable('product_categories').set({ path }).where('id', '=', id).execute();
    categories.set(record.id, { id, path, depth: parent ? parent.depth + 1 : 0 });
    categoriesTouched = true;
    return outcome;
  }

  async function writeClassification(trx: DbExecutor, record: ClassificationRecord): Promise<WriteOutcome> {
    const scheme = record.scheme === 'fterm-theme' ? 'theme' : record.scheme;
    const { outcome } = await upsert(trx, 'classification_codes', record.id, {
      source: sourceOf(record),
      scheme,
      code: record.code,
      title: record.title,
      title_en: record.titleEn ?? null,
      parent_code: record.parentCode ?? null,
      is_demo: demoFlag(record),
    });
    return outcome;
  }

  async function writeMaterial(trx: DbExecutor, record: MaterialRecord): Promise<WriteOutcome> {
    const { materialIds, materialAliases } = await loadMaterials(trx);
    const properties = await propertyValueRows(trx, record.typicalProperties);
    const { id, outcome } = await upsert(
      trx,
      'materials',
      record.id,
      {
        source: sourceOf(record),
        name: record.name,
        name_en: record.nameEn ?? null,
        category: record.category,
        cas_number: record.casNumber ?? null,
        formula: record.formula ?? null,
        description: record.description ?? null,
        is_demo: demoFlag(record),
      },
      materialIds.get(record.id),
    );
    materialIds.set(record.id, id);
    if (outcome === 'updated') {
      await trx.deleteFrom('material_aliases').where('material_id', '=', id).execute();
      await trx.deleteFrom('material_properties').where('material_id', '=', id).execute();
    }
    const aliases = aliasRows([record.name, record.nameEn, ...record.aliases]).map((row) => ({
      ...row,
      material_id: id,
    }));
    if (aliases.length > 0) await trx.insertInto('material_aliases').values(aliases).execute();
    for (const row of aliases)
      if (!materialAliases.has(row.normalized)) materialAliases.set(row.normalized, id);
    if (properties.length > 0) {
      await trx
        .insertInto('material_properties')
        .values(properties.map((row) => ({ ...row, material_id: id })))
        .execute();
    }
    track(changed.materials, id);
    return outcome;
  }

  // ───────────── products ─────────────

  async function writeProduct(trx: DbExecutor, record: ProductRecord): Promise<WriteOutcome> {
    const { companyIds } = await loadCompanies(trx);
    const { materialIds } = await loadMaterials(trx);
    const categories = await loadCategories(trx);
    const products = await loadProducts(trx);
    const makerId = await requireId(companyIds, record.makerId, 'maker company');
    const category = categories.get(record.categoryId);
    if (!category) throw new RecordError(`unknown category id: ${record.categoryId}`);
    const materials: number[] = [];
    for (const materialId of record.materialIds) {
      const id = await requireId(materialIds, materialId, 'material');
      if (!materials.includes(id)) materials.push(id);
    }
    const properties = await propertyValueRows(trx, record.properties);
    const { id, outcome } = await upsert(
      trx,
      'products',
      record.id,
      {
        source: sourceOf(record),
        name: record.name,
        brand: record.brand ?? null,
        grade: record.grade ?? null,
        maker_id: makerId,
        category_id: category.id,
        status: record.status,
        datasheet: record.datasheet ?? null,
        description: record.description ?? null,
        url: record.url ?? null,
        is_demo: demoFlag(record),
      },
      products.get(record.id),
    );
    products.set(record.id, id);
    if (outcome === 'updated') {
      await flushIfPending(trx, 'products', id);
      await trx.deleteFrom('product_materials').where('product_id', '=', id).execute();
      await trx.deleteFrom('product_keywords').where('product_id', '=', id).execute();
      await trx.deleteFrom('product_properties').where('product_id', '=', id).execute();
    }
    if (materials.length > 0) {
      queue(
        'product_materials',
        materials.map((materialId, ordinal) => ({ product_id: id, material_id: materialId, ordinal })),
      );
    }
    const keywords = [
      ...record.applications.map((keyword, ordinal) => ({
        product_id: id,
        kind: 'application' as const,
        keyword,
        ordinal,
      })),
      ...record.features.map((keyword, ordinal) => ({
        product_id: id,
        kind: 'feature' as const,
        keyword,
        ordinal,
      })),
    ];
    if (keywords.length > 0) queue('product_keywords', keywords);
    if (properties.length > 0) {
      queue(
        'product_properties',
        properties.map((row) => ({ ...row, product_id: id })),
      );
    }
    pendingParents.get('products')!.add(id);
    track(changed.products, id);
    return outcome;
  }

  // ───────────── patents ─────────────

  async function writePatent(trx: DbExecutor, record: PatentRecord): Promise<WriteOutcome> {
    const { materialIds, materialAliases } = await loadMaterials(trx);
    const { propertyDefs, propertyAliases, propertyById } = await loadProperties(trx);
    const applicantIds: (number | null)[] = [];
    const individuals = new Set(record.individualApplicants ?? []);
    for (const name of record.applicants) {
      // A private inventor-applicant is a person: named on the patent, not entered as a company.
      applicantIds.push(individuals.has(name) ? null : await resolveApplicant(trx, name));
    }

    const ranges = record.claimRanges
      ? record.claimRanges.map((range) => {
          const materialId = range.materialIds?.map((m) => materialIds.get(m)).find((m) => m !== undefined);
          const propertyId = range.propertyId ? propertyDefs.get(range.propertyId)?.id : undefined;
          return {
            claim_number: range.claim,
            kind: range.kind,
            subject: range.name,
            group_symbol: range.group ?? null,
            material_id: materialId ?? materialAliases.get(normalizeName(range.name)) ?? null,
            property_def_id:
              propertyId ??
              (range.kind === 'property' ? (propertyAliases.get(normalizeName(range.name)) ?? null) : null),
            ...rangeBounds(range.min ?? null, range.max ?? null, range.unit),
            min_inclusive: range.minInclusive ? 1 : 0,
            max_inclusive: range.maxInclusive ? 1 : 0,
            original_unit: range.unit,
            basis: range.basis ?? null,
            original_text: null,
            origin: 'source' as const,
          };
        })
      : record.claims.flatMap((claim) =>
          extractClaimRanges(claim.text).map((range) => {
            const key = normalizeName(range.subject);
            const propertyDefId = range.kind === 'property' ? (propertyAliases.get(key) ?? null) : null;
            const def = propertyDefId !== null ? propertyById.get(propertyDefId) : undefined;
            return {
              claim_number: claim.number,
              kind: range.kind,
              subject: range.subject,
              group_symbol: range.group,
              material_id: range.kind === 'ingredient' ? (materialAliases.get(key) ?? null) : null,
              // A property name match counts only where the unit fits the property.
              property_def_id: def && def.family === range.family ? propertyDefId : null,
              ...rangeBounds(range.min, range.max, range.unit),
              min_inclusive: range.minInclusive ? 1 : 0,
              max_inclusive: range.maxInclusive ? 1 : 0,
              original_unit: range.unit,
              basis: range.basis,
              original_text: range.text,
              origin: 'extracted' as const,
            };
          }),
        );

    const { id, outcome } = await upsert(
      trx,
      'patents',
      record.id,
      {
        source: sourceOf(record),
        publication_number: record.publicationNumber,
        publication_number_normalized: normalizePublicationNumber(record.publicationNumber),
        kind: record.kind ?? null,
        country: record.country,
        language: record.language ?? null,
        title: record.title,
        abstract: record.abstract ?? null,
        description: record.description ?? null,
        application_number: record.applicationNumber ?? null,
        application_date: record.applicationDate ?? null,
        publication_date: record.publicationDate ?? null,
        grant_number: record.grantNumber ?? null,
        grant_date: record.grantDate ?? null,
        priority_date: record.priorityDate ?? null,
        application_year: yearOf(record.applicationDate),
        publication_year: yearOf(record.publicationDate ?? record.grantDate),
        legal_status: record.legalStatus,
        claim_count: record.claims.length || (record.claimCount ?? 0),
        // Counted by finish() once the run's examples are in.
        example_count: 0,
        is_demo: demoFlag(record),
      },
      await patentId(trx, record.id),
    );
    rememberPatent(record.id, id);
    if (outcome === 'updated') {
      await flushIfPending(trx, 'patents', id);
      for (const table of [
        'patent_claims',
        'patent_applicants',
        'patent_inventors',
        'patent_classifications',
        'patent_citations',
        'claim_ranges',
      ] as const) {
        await trx.deleteFrom(table).where('patent_id', '=', id).execute();
      }
    }
    if (record.claims.length > 0) {
      queue(
        'patent_claims',
        record.claims.map((claim) => ({
          patent_id: id,
          number: claim.number,
          text: claim.text,
          depends_on: JSON.stringify(claim.dependsOn),
          independent: claim.dependsOn.length === 0 ? 1 : 0,
        })),
      );
    }
    if (record.applicants.length > 0) {
      queue(
        'patent_applicants',
        record.applicants.map((name, ordinal) => ({
          patent_id: id,
          ordinal,
          name,
          company_id: applicantIds[ordinal] ?? null,
          role: 'applicant',
        })),
      );
    }
    if (record.inventors.length > 0) {
      queue(
        'patent_inventors',
        record.inventors.map((name, ordinal) => ({ patent_id: id, ordinal, name })),
      );
    }
    const classifications = [
      ...classificationRows(id, 'ipc', record.ipc),
      ...classificationRows(id, 'fi', record.fi),
      ...classificationRows(id, 'theme', record.themes),
      ...classificationRows(id, 'fterm', record.fterms),
    ];
    if (classifications.length > 0) queue('patent_classifications', classifications);
    if (record.citations.length > 0) {
      queue(
        'patent_citations',
        record.citations.map((cited, ordinal) => ({
          patent_id: id,
          ordinal,
          cited_number: cited,
          cited_normalized: normalizePublicationNumber(cited),
          category: null,
        })),
      );
    }
    if (ranges.length > 0) {
      queue(
        'claim_ranges',
        ranges.map((range, ordinal) => ({ ...range, patent_id: id, ordinal })),
      );
    }
    pendingParents.get('patents')!.add(id);
    track(changed.patents, id);
    return outcome;
  }

  // ───────────── examples ─────────────

  async function writeExample(trx: DbExecutor, record: ExampleInput): Promise<WriteOutcome> {
    const parent = await patentId(trx, record.patentId);
    if (parent === undefined) throw new RecordError(`unknown patent id: ${record.patentId}`);
    const { materialIds, materialAliases } = await loadMaterials(trx);
    const { propertyDefs, propertyAliases, propertyById } = await loadProperties(trx);
    const components = [];
    for (const [ordinal, item] of record.composition.entries()) {
      let materialId: number | null = null;
      if (item.materialId) materialId = await requireId(materialIds, item.materialId, 'material');
      else materialId = materialAliases.get(normalizeName(item.name)) ?? null;
      let productId: number | null = null;
      if (item.productId) productId = await requireId(await loadProducts(trx), item.productId, 'product');
      const canonical =
        item.amount === null ? { value: null, unit: null } : canonicalOrNull(item.amount, item.unit);
      components.push({
        ordinal,
        material_id: materialId,
        product_id: productId,
        group_symbol: item.group ?? null,
        name: item.name,
        amount: item.amount,
        unit: item.unit,
        amount_canonical: canonical.value,
        unit_canonical: canonical.unit,
        balance: item.balance ? 1 : 0,
      });
    }
    const conditions = record.conditions.map((item, ordinal) => {
      const canonical = canonicalOrNull(item.value, item.unit);
      return {
        ordinal,
        name: item.name,
        value: item.value,
        unit: item.unit,
        value_canonical: canonical.value,
        unit_canonical: canonical.unit,
      };
    });
    const properties = record.properties.map((item, ordinal) => {
      let def: PropertyDefInfo | undefined;
      if (item.propertyId) {
        def = propertyDefs.get(item.propertyId);
        if (!def) throw new RecordError(`unknown property id: ${item.propertyId}`);
      } else {
        const aliasId = propertyAliases.get(normalizeName(item.name));
        const candidate = aliasId !== undefined ? propertyById.get(aliasId) : undefined;
        if (candidate && unitFamily(item.unit) === candidate.family) def = candidate;
      }
      if (def && item.propertyId) measured(def, item.value, item.unit, item.propertyId);
      const canonical = canonicalOrNull(item.value, item.unit);
      return {
        ordinal,
        property_def_id: def?.id ?? null,
        name: item.name,
        value: item.value,
        unit: item.unit,
        value_canonical: canonical.value,
        unit_canonical: canonical.unit,
        original_text: item.original ?? null,
        condition: item.condition ?? null,
      };
    });
    const { id, outcome } = await upsert(trx, 'examples', record.id, {
      source: sourceOf(record),
      patent_id: parent,
      label: record.label,
      comparative: record.comparative ? 1 : 0,
      ordinal: record.order ?? 0,
      note: record.note ?? null,
      is_demo: demoFlag(record),
    });
    if (outcome === 'updated') {
      await flushIfPending(trx, 'examples', id);
      await trx.deleteFrom('example_components').where('example_id', '=', id).execute();
      await trx.deleteFrom('example_conditions').where('example_id', '=', id).execute();
      await trx.deleteFrom('example_properties').where('example_id', '=', id).execute();
    }
    if (components.length > 0) {
      queue(
        'example_components',
        components.map((row) => ({ ...row, example_id: id })),
      );
    }
    if (conditions.length > 0) {
      queue(
        'example_conditions',
        conditions.map((row) => ({ ...row, example_id: id })),
      );
    }
    if (properties.length > 0) {
      queue(
        'example_properties',
        properties.map((row) => ({ ...row, example_id: id })),
      );
    }
    pendingParents.get('examples')!.add(id);
    track(changed.examples, id);
    track(changed.patents, parent);
    return outcome;
  }

  return {
    changed,

    /** Writes one record with `trx` (a transaction or savepoint the caller controls). */
    async write(trx: DbExecutor, record: CatalogueRecord): Promise<WriteOutcome> {
      switch (record.type) {
        case 'company':
          return writeCompany(trx, record);
        case 'property':
          return writeProperty(trx, record);
        case 'category':
          return writeCategory(trx, record);
        case 'classification':
          return writeClassification(trx, record);
        case 'material':
          return writeMaterial(trx, record);
        case 'product':
          return writeProduct(trx, record);
        case 'patent':
          return writePatent(trx, record);
        case 'example':
          return writeExample(trx, record);
      }
    },

    /**
     * After a run: denormalised counts of the touched patents and, when categories changed, every
     * category's path (a re-parented category moves its subtree).
     */
    flush,

    /** Forgets queued rows (their transaction was rolled back). */
    discardPending(): void {
      pending.clear();
      pendingRows = 0;
      for (const parents of pendingParents.values()) parents.clear();
    },

    /** Rows queued and not yet flushed (the runner flushes when many are waiting). */
    pendingRows: () => pendingRows,

    /** True when the run changed too much to list (see CHANGED_LIMIT). */
    changedEverything: () => changedOverflow,

    async finish(trx: DbExecutor): Promise<void> {
      await flush(trx);
      if (changedOverflow) await refreshPatentCounts(trx, 'all');
      else if (changed.patents.size > 0) await refreshPatentCounts(trx, [...changed.patents]);
      if (categoriesTouched) await rebuildCategoryPaths(trx);
    },

    /**
     * Forgets cached ids: after a rolled-back batch, or when a record failed inside its savepoint (its
     * inserted rows are gone, the cache would still name them).
     */
    resetCaches(): void {
      // emptyAtStart/writtenInRun stay valid: a rollback only removes rows, and an id listed as written
      // that is not there only costs a look-up.
      companyIds = companyAliases = null;
      autoCompanies = null;
      wellNamed.clear();
      materialIds = materialAliases = null;
      propertyDefs = null;
      propertyAliases = null;
      propertyById = null;
      categoryIds = null;
      productIds = null;
      patentIds.clear();
    },
  };
}

export type CatalogueWriter = ReturnType<typeof createCatalogueWriter>;

function aliasRows(names: readonly (string | undefined)[]): { alias: string; normalized: string }[] {
  const seen = new Set<string>();
  const rows: { alias: string; normalized: string }[] = [];
  for (const alias of names) {
    if (!alias) continue;
    const normalized = normalizeName(alias);
    if (!normalized || seen.has(normalized)) continue;
    seen.add(normalized);
    rows.push({ alias, normalized });
  }
  return rows;
}

function classificationRows(
  patentId: number,
  scheme: 'ipc' | 'fi' | 'theme' | 'fterm',
  codes: readonly string[],
) {
  return codes.map((code, ordinal) => ({
    patent_id: patentId,
    scheme,
    code,
    ordinal,
    is_first: ordinal === 0 ? 1 : 0,
    ...classificationPrefixes(scheme, code),
  }));
}

/** Bounds in the canonical unit where the unit is known; as written otherwise. */
function rangeBounds(min: number | null, max: number | null, unit: string) {
  const family = unitFamily(unit);
  if (!family) return { min, max, unit };
  return {
    min: min === null ? null : toCanonical(min, unit).value,
    max: max === null ? null : toCanonical(max, unit).value,
    unit: canonicalUnit(family),
  };
}

/** claim_count is written with the patent; example_count is counted here for the given patents (or all). */
export async function refreshPatentCounts(
  trx: DbExecutor,
  patentIds: readonly number[] | 'all',
): Promise<void> {
  const count = sql<number>`(select count(*) from examples where examples.patent_id = patents.id)`;
  if (patentIds === 'all') {
    await trx.updateTable('patents').set({ example_count: count }).execute();
    return;
  }
  for (let start = 0; start < patentIds.length; start += 500) {
    const chunk = patentIds.slice(start, start + 500);
    await trx.updateTable('patents').set({ example_count: count }).where('id', 'in', chunk).execute();
  }
}

/** Recomputes path and depth of every category from parent_id (the tree is small). */
export async function rebuildCategoryPaths(trx: DbExecutor): Promise<void> {
  const rows = await trx
    .selectFrom('product_categories')
    .select(['id', 'parent_id', 'path', 'depth'])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const computed = new Map<number, { path: string; depth: number }>();
  const resolve = (id: number, guard = 0): { path: string; depth: number } => {
    const known = computed.get(id);
    if (known) return known;
    const row = byId.get(id)!;
    const parent = row.parent_id !== null && guard < 64 ? byId.get(row.parent_id) : undefined;
    const base = parent ? resolve(parent.id, guard + 1) : { path: '/', depth: -1 };
    const result = { path: `${base.path}${id}/`, depth: base.depth + 1 };
    computed.set(id, result);
    return result;
  };
  for (const row of rows) {
    const { path, depth } = resolve(row.id);
    if (path !== row.path || depth !== row.depth) {
      await trx.updateTable('product_categories').set({ path, depth }).where('id', '=', row.id).execute();
    }
  }
}
