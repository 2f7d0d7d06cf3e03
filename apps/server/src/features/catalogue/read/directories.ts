import type { DbExecutor } from '../../../db/schema.js';
import { normalizeCompanyName } from '../common/normalize.js';
import type { SearchIndex } from '../search/search-index.js';
import type { SearchKind } from '../search/search-types.js';

/**
 * The rows of the search forms' pick-lists: product categories, property definitions, makers, applicants,
 * IPC codes and F-term themes, with counts read from the search index's facets (no scan of the catalogue).
 * present/directories.ts shapes them.
 */

const ALL = 1_000_000;
const CHUNK = 500;

/** Documents per value of one facet of a kind's index (every value, no query). */
async function facetCounts(
  index: SearchIndex,
  kind: SearchKind,
  facet: string,
): Promise<Map<string, number>> {
  const counts = await index.facets({ kind, match: null, facets: [facet], facetLimit: ALL });
  return new Map((counts[facet] ?? []).map((item) => [item.value, item.count]));
}

/** Every product category; `counts` by category row id are subtree counts (a product counts for every ancestor). */
export async function categoryRows(db: DbExecutor, index: SearchIndex) {
  const rows = await db
    .selectFrom('product_categories')
    .select(['id', 'external_id', 'parent_id', 'name', 'name_en'])
    .orderBy('sort_order')
    .orderBy('name')
    .execute();
  return { rows, counts: await facetCounts(index, 'products', 'category') };
}

/** The property definitions of a scope, with how many products / examples report each (by row id). */
export async function propertyDefListRows(db: DbExecutor, index: SearchIndex, scope: 'product' | 'example') {
  const rows = await db
    .selectFrom('property_defs')
    .selectAll()
    .where('scope', 'in', [scope, 'both'])
    .orderBy('group_name')
    .orderBy('name')
    .execute();
  if (scope === 'example') return { rows, counts: await facetCounts(index, 'examples', 'property') };
  const grouped = await db
    .selectFrom('product_properties')
    .select((eb) => ['property_def_id', eb.fn.count<number>('product_id').distinct().as('count')])
    .groupBy('property_def_id')
    .execute();
  return { rows, counts: new Map(grouped.map((row) => [String(row.property_def_id), Number(row.count)])) };
}

/**
 * Companies with products (`facet` maker) or patents (`facet` applicant) with their counts (by row id);
 * with `q`, only those one of whose name variants contains it (名寄せ on the normalised key).
 */
export async function companyListRows(
  db: DbExecutor,
  index: SearchIndex,
  kind: 'products' | 'patents',
  q?: string,
) {
  const counts = await facetCounts(index, kind, kind === 'products' ? 'maker' : 'applicant');
  let ids = [...counts.keys()].map(Number);
  const key = q ? normalizeCompanyName(q) : '';
  if (key) {
    const matching = new Set<number>();
    for (let start = 0; start < ids.length; start += CHUNK) {
      const rows = await db
        .selectFrom('company_aliases')
        .select('company_id')
        .distinct()
        .where('company_id', 'in', ids.slice(start, start + CHUNK))
        .where('normalized', 'like', `%${key}%`)
        .execute();
      for (const row of rows) matching.add(Number(row.company_id));
    }
    ids = ids.filter((id) => matching.has(id));
  }
  const rows = [];
  for (let start = 0; start < ids.length; start += CHUNK) {
    rows.push(
      ...(await db
        .selectFrom('companies')
        .select(['id', 'external_id', 'name', 'name_en', 'country', 'kana'])
        .where('id', 'in', ids.slice(start, start + CHUNK))
        .execute()),
    );
  }
  return { rows, counts };
}

/** The IPC facet a code list of `level` reads (main groups are indexed as C08L23). */
const codeFacet = (scheme: 'ipc' | 'theme', level?: 'subclass' | 'group') =>
  scheme === 'theme' ? 'theme' : level === 'group' ? 'ipc_group' : 'ipc_subclass';

/** IPC subclasses/main groups or F-term themes in use with their patent counts, and the titles of the codes. */
export async function codeListRows(
  db: DbExecutor,
  index: SearchIndex,
  scheme: 'ipc' | 'theme',
  level?: 'subclass' | 'group',
) {
  const facet = codeFacet(scheme, level);
  const counts = await facetCounts(index, 'patents', facet);
  const codes = [...counts.keys()];
  const titles = [];
  for (let start = 0; start < codes.length; start += CHUNK) {
    const batch = codes.slice(start, start + CHUNK);
    titles.push(
      ...(await db
        .selectFrom('classification_codes')
        .select(['code', 'title'])
        .where('scheme', '=', scheme)
        .where('code', 'in', facet === 'ipc_group' ? batch.map((code) => `${code}/00`) : batch)
        .execute()),
    );
  }
  return { counts, titles };
}
