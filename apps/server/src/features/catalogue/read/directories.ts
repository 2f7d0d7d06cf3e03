import type { CategoryNode, CodeList, CompanyList, PropertyDefView } from '@app/contract/catalogue';
import { shownUnit } from '@app/contract/display-units';
import { unitsOfFamily, type UnitFamily } from '@app/contract/units';
import type { DbExecutor } from '../../../db/schema.js';
import { normalizeCompanyName } from '../common/normalize.js';
import { normalizeText } from '../search/normalize.js';
import type { createSearchIndex } from '../search/search-index.js';
import type { SearchKind } from '../search/search-types.js';

type SearchIndex = ReturnType<typeof createSearchIndex>;

/**
 * The pick-lists of the search forms: product categories, property definitions, makers, applicants,
 * IPC codes and F-term themes, with counts read from the search index's facets (no scan of the catalogue).
 */

const ALL = 1_000_000;

async function facetCounts(
  index: SearchIndex,
  kind: SearchKind,
  facet: string,
): Promise<Map<string, number>> {
  const counts = await index.facets({ kind, match: null, facets: [facet], facetLimit: ALL });
  return new Map((counts[facet] ?? []).map((item) => [item.value, item.count]));
}

export async function categoryTree(db: DbExecutor, index: SearchIndex): Promise<CategoryNode[]> {
  const rows = await db
    .selectFrom('product_categories')
    .select(['id', 'external_id', 'parent_id', 'name', 'name_en', 'sort_order'])
    .orderBy('sort_order')
    .orderBy('name')
    .execute();
  // The category facet of a product lists its category and every ancestor: counts are subtree counts.
  const counts = await facetCounts(index, 'products', 'category');
  const nodes = new Map<number, CategoryNode & { parent: number | null }>();
  for (const row of rows) {
    nodes.set(Number(row.id), {
      id: row.external_id,
      name: row.name,
      nameEn: row.name_en,
      productCount: counts.get(String(row.id)) ?? 0,
      children: [],
      parent: row.parent_id === null ? null : Number(row.parent_id),
    });
  }
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent === null ? undefined : nodes.get(node.parent);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const strip = (node: CategoryNode & { parent?: number | null }): CategoryNode => ({
    id: node.id,
    name: node.name,
    nameEn: node.nameEn,
    productCount: node.productCount,
    children: node.children.map(strip),
  });
  return roots.map(strip);
}

export async function propertyDefList(
  db: DbExecutor,
  index: SearchIndex,
  scope: 'product' | 'example',
): Promise<PropertyDefView[]> {
  const rows = await db
    .selectFrom('property_defs')
    .selectAll()
    .where('scope', 'in', [scope, 'both'])
    .orderBy('group_name')
    .orderBy('name')
    .execute();
  let counts: Map<string, number>;
  if (scope === 'example') {
    counts = await facetCounts(index, 'examples', 'property');
  } else {
    const grouped = await db
      .selectFrom('product_properties')
      .select((eb) => ['property_def_id', eb.fn.count<number>('product_id').distinct().as('count')])
      .groupBy('property_def_id')
      .execute();
    counts = new Map(grouped.map((row) => [String(row.property_def_id), Number(row.count)]));
  }
  const parseList = <T>(json: string | null, fallback: T): T => {
    if (!json) return fallback;
    try {
      return JSON.parse(json) as T;
    } catch {
      return fallback;
    }
  };
  return rows.map((row) => ({
    id: row.external_id,
    name: row.name,
    nameEn: row.name_en,
    unit: shownUnit(row.name, row.display_unit),
    unitFamily: row.unit_family,
    canonicalUnit: row.canonical_unit,
    units: unitsOfFamily(row.unit_family as UnitFamily).map((unit) => unit.unit),
    testStandards: parseList<string[]>(row.test_standards, []),
    direction: row.direction === 'higher' || row.direction === 'lower' ? row.direction : null,
    group: row.group_name,
    levels: parseList<{ value: number; label: string }[] | null>(row.levels, null),
    count: counts.get(String(row.id)) ?? 0,
  }));
}

/** Companies with products (`facet` maker) or patents (`facet` applicant), most first; `q` on any name variant. */
export async function companyList(
  db: DbExecutor,
  index: SearchIndex,
  kind: 'products' | 'patents',
  query: { q?: string; page: number; pageSize: number },
): Promise<CompanyList> {
  const counts = await facetCounts(index, kind, kind === 'products' ? 'maker' : 'applicant');
  let ids = [...counts.keys()].map(Number);
  const key = query.q ? normalizeCompanyName(query.q) : '';
  if (key) {
    const matching = new Set<number>();
    for (let start = 0; start < ids.length; start += 500) {
      const rows = await db
        .selectFrom('company_aliases')
        .select('company_id')
        .distinct()
        .where('company_id', 'in', ids.slice(start, start + 500))
        .where('normalized', 'like', `%${key}%`)
        .execute();
      for (const row of rows) matching.add(Number(row.company_id));
    }
    ids = ids.filter((id) => matching.has(id));
  }
  const rows = [];
  for (let start = 0; start < ids.length; start += 500) {
    rows.push(
      ...(await db
        .selectFrom('companies')
        .select(['id', 'external_id', 'name', 'name_en', 'country', 'kana'])
        .where('id', 'in', ids.slice(start, start + 500))
        .execute()),
    );
  }
  const items = rows
    .map((row) => ({
      id: row.external_id,
      name: row.name,
      nameEn: row.name_en,
      country: row.country,
      count: counts.get(String(row.id)) ?? 0,
      sortKey: normalizeText(row.kana ?? row.name),
    }))
    .sort((a, b) => b.count - a.count || (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0));
  const start = (query.page - 1) * query.pageSize;
  return {
    items: items.slice(start, start + query.pageSize).map(({ sortKey: _sortKey, ...item }) => item),
    total: items.length,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** IPC subclasses/main groups or F-term themes in use, with patent counts and titles. */
export async function codeList(
  db: DbExecutor,
  index: SearchIndex,
  scheme: 'ipc' | 'theme',
  query: { q?: string; page: number; pageSize: number; level?: 'subclass' | 'group' },
): Promise<CodeList> {
  const facet = scheme === 'theme' ? 'theme' : query.level === 'group' ? 'ipc_group' : 'ipc_subclass';
  const counts = await facetCounts(index, 'patents', facet);
  const codes = [...counts.keys()];
  const titles = new Map<string, string>();
  for (let start = 0; start < codes.length; start += 500) {
    const batch = codes.slice(start, start + 500);
    const lookup = facet === 'ipc_group' ? batch.map((code) => `${code}/00`) : batch;
    const rows = await db
      .selectFrom('classification_codes')
      .select(['code', 'title'])
      .where('scheme', '=', scheme)
      .where('code', 'in', lookup)
      .execute();
    for (const row of rows) {
      const code = row.code.replace(/\/00$/, '');
      titles.set(code, row.title);
    }
  }
  const needle = query.q ? normalizeText(query.q).replace(/ /g, '') : '';
  const items = codes
    .map((code) => ({ code, title: titles.get(code) ?? null, count: counts.get(code) ?? 0 }))
    .filter(
      (item) =>
        !needle ||
        normalizeText(item.code).startsWith(needle) ||
        (item.title !== null && normalizeText(item.title).includes(needle)),
    )
    .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  const start = (query.page - 1) * query.pageSize;
  return {
    items: items.slice(start, start + query.pageSize),
    total: items.length,
    page: query.page,
    pageSize: query.pageSize,
  };
}
