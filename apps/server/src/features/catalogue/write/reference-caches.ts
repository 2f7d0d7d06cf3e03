import type { UnitFamily } from '@app/contract/units';
import type { DbExecutor } from '../../../db/schema.js';

/**
 * The writer's caches of external id → row id (and alias → row id), loaded from the tables on first use
 * and kept up to date by the writers for the rest of the run. One object per run; `resetCaches()` of the
 * writer replaces it after a rollback (the rows a cache names may be gone).
 */

export interface PropertyDefInfo {
  id: number;
  family: UnitFamily;
  canonical: string;
}

export interface AliasOwner {
  companyId: number;
  /** Created from an applicant name; a real company record that claims the name takes it over. */
  auto: boolean;
}

export interface CompanyCache {
  ids: Map<string, number>;
  /** normalizeCompanyName(alias) → the company that holds the spelling. */
  aliases: Map<string, AliasOwner>;
  /** Companies made from applicant names (source 'applicant'). */
  auto: Set<number>;
}

export interface MaterialCache {
  ids: Map<string, number>;
  aliases: Map<string, number>;
}

export interface PropertyCache {
  byExternalId: Map<string, PropertyDefInfo>;
  aliases: Map<string, number>;
  byId: Map<number, PropertyDefInfo>;
}

export type CategoryCache = Map<string, { id: number; path: string; depth: number }>;

/** Patents are looked up one by one and the cache is bounded: a million patents need not sit in memory. */
const PATENT_CACHE_LIMIT = 20_000;

export class ReferenceCaches {
  private companyCache: CompanyCache | null = null;
  private materialCache: MaterialCache | null = null;
  private propertyCache: PropertyCache | null = null;
  private categoryCache: CategoryCache | null = null;
  private productCache: Map<string, number> | null = null;
  private readonly patentIds = new Map<string, number>();
  /** Applicant-made companies known to carry a mixed-case name (company-writer.ts, preferMixedCase). */
  readonly wellNamed = new Set<number>();

  async companies(trx: DbExecutor): Promise<CompanyCache> {
    if (this.companyCache) return this.companyCache;
    const companies = await trx.selectFrom('companies').select(['id', 'external_id', 'source']).execute();
    const auto = new Set(companies.filter((row) => row.source === 'applicant').map((row) => row.id));
    const aliases = await trx.selectFrom('company_aliases').select(['company_id', 'normalized']).execute();
    this.companyCache = {
      ids: new Map(companies.map((row) => [row.external_id, row.id])),
      auto,
      aliases: new Map(
        aliases.map((row) => [row.normalized, { companyId: row.company_id, auto: auto.has(row.company_id) }]),
      ),
    };
    return this.companyCache;
  }

  async materials(trx: DbExecutor): Promise<MaterialCache> {
    if (this.materialCache) return this.materialCache;
    const rows = await trx.selectFrom('materials').select(['id', 'external_id']).execute();
    const aliases = await trx
      .selectFrom('material_aliases')
      .select(['material_id', 'normalized'])
      .orderBy('id')
      .execute();
    const byAlias = new Map<string, number>();
    for (const row of aliases) if (!byAlias.has(row.normalized)) byAlias.set(row.normalized, row.material_id);
    this.materialCache = { ids: new Map(rows.map((row) => [row.external_id, row.id])), aliases: byAlias };
    return this.materialCache;
  }

  async properties(trx: DbExecutor): Promise<PropertyCache> {
    if (this.propertyCache) return this.propertyCache;
    const rows = await trx
      .selectFrom('property_defs')
      .select(['id', 'external_id', 'unit_family', 'canonical_unit'])
      .execute();
    const byExternalId = new Map<string, PropertyDefInfo>();
    const byId = new Map<number, PropertyDefInfo>();
    for (const row of rows) {
      const info = { id: row.id, family: row.unit_family as UnitFamily, canonical: row.canonical_unit };
      byExternalId.set(row.external_id, info);
      byId.set(row.id, info);
    }
    const aliases = await trx
      .selectFrom('property_def_aliases')
      .select(['property_def_id', 'normalized'])
      .orderBy('id')
      .execute();
    const byAlias = new Map<string, number>();
    for (const row of aliases)
      if (!byAlias.has(row.normalized)) byAlias.set(row.normalized, row.property_def_id);
    this.propertyCache = { byExternalId, aliases: byAlias, byId };
    return this.propertyCache;
  }

  async categories(trx: DbExecutor): Promise<CategoryCache> {
    if (this.categoryCache) return this.categoryCache;
    const rows = await trx
      .selectFrom('product_categories')
      .select(['id', 'external_id', 'path', 'depth'])
      .execute();
    this.categoryCache = new Map(
      rows.map((row) => [row.external_id, { id: row.id, path: row.path, depth: row.depth }]),
    );
    return this.categoryCache;
  }

  async products(trx: DbExecutor): Promise<Map<string, number>> {
    if (this.productCache) return this.productCache;
    const rows = await trx.selectFrom('products').select(['id', 'external_id']).execute();
    this.productCache = new Map(rows.map((row) => [row.external_id, row.id]));
    return this.productCache;
  }

  cachedPatent(externalId: string): number | undefined {
    return this.patentIds.get(externalId);
  }

  rememberPatent(externalId: string, id: number): void {
    if (this.patentIds.size >= PATENT_CACHE_LIMIT) this.patentIds.clear();
    this.patentIds.set(externalId, id);
  }
}
