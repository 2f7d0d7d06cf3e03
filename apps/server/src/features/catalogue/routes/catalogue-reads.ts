import type {
  ExampleSearchQuery,
  MaterialSearchQuery,
  PatentSearchQuery,
  ProductSearchQuery,
} from '@app/contract/catalogue';
import { API_PATHS } from '@app/contract/api-paths';
import type { AuthUser } from '../../../auth/auth-user.js';
import type { DbExecutor } from '../../../db/schema.js';
import { notFound } from '../../../http/http-errors.js';
import type { SearchIndex } from '../search/search-index.js';
import { accessOf, requireDetail, requirePatentResults } from '../common/access.js';
import type { ExampleFilters } from '../read/matched-examples.js';
import { LIST_EXAMPLES } from '../present/matched-examples.js';
import { presentFacets } from '../present/facets.js';
import { exampleDetail, exampleSummaries } from './example-pages.js';
import { materialDetail, materialSummaries } from './material-pages.js';
import { createPageCache, type PageCache } from './page-cache.js';
import { patentDetail, patentSummaries, withMatchedExamples } from './patent-pages.js';
import { productDetail, productSummaries } from './product-pages.js';
import { ipcFilters, materialFilters, patentFilters, productFilters } from '../read/search-filters.js';
import { runSearch, type SearchInput } from '../read/search-service.js';

/**
 * The costly catalogue reads (list searches and detail pages) as plain functions of a database, an index, the
 * caller and the validated request: the routes run them on a catalogue read thread (read-pool/), where
 * `context` is that thread's own read-only connection and index; with `READ_THREADS=0` on the app's own.
 */
export interface ReadContext {
  db: DbExecutor;
  index: SearchIndex;
  /** The presented search pages of this context (page-cache.ts). */
  pages: PageCache;
}

/** A read context over a connection and its index, with an empty page cache of its own. */
export const createReadContext = (db: DbExecutor, index: SearchIndex): ReadContext => ({
  db,
  index,
  pages: createPageCache(),
});

const NOT_FOUND = 'Not Found';

const base = (
  kind: SearchInput['kind'],
  query: Pick<SearchInput, 'page' | 'pageSize'> &
    Partial<Pick<SearchInput, 'q' | 'sort' | 'synonyms' | 'prop'>>,
) => ({
  kind,
  q: query.q,
  page: query.page,
  pageSize: query.pageSize,
  sort: query.sort,
  synonyms: query.synonyms,
  prop: query.prop,
});

type Found = Awaited<ReturnType<typeof runSearch>>;

/** The list shape of docs/spec/api.md shared by the four searches, around a kind's presented items. */
const listOf = <T>(
  kind: SearchInput['kind'],
  query: { page: number; pageSize: number },
  found: Found,
  items: T[],
) => ({
  items,
  total: found.result.total,
  page: query.page,
  pageSize: query.pageSize,
  facets: presentFacets(kind, found.result.facets, found.facetLabels),
  access: found.access,
  expandedTerms: found.expandedTerms,
});

/** The patents matching the same query, for "see patent results" (standard plan). */
async function patentResults(
  { db, index }: ReadContext,
  user: AuthUser | null,
  query: { withPatents?: boolean; q?: string; synonyms?: boolean },
) {
  if (!query.withPatents) return null;
  requirePatentResults(user);
  const found = await runSearch(db, index, user, {
    kind: 'patents',
    q: query.q,
    page: 1,
    pageSize: 5,
    sort: undefined,
    synonyms: query.synonyms,
    prop: undefined,
    filters: [],
  });
  return {
    total: found.result.total,
    items: await patentSummaries(db, found.result.hits, found.terms, found.snippets),
  };
}

export function patentsSearch(context: ReadContext, user: AuthUser | null, query: PatentSearchQuery) {
  const { db, index, pages } = context;
  return pages.page(index, API_PATHS.patentsSearch.template, user, query, async () => {
    const found = await runSearch(db, index, user, {
      ...base('patents', query),
      filters: patentFilters(query),
    });
    const items = await patentSummaries(db, found.result.hits, found.terms, found.snippets);
    return listOf('patents', query, found, await withMatchedExamples(db, items, query, LIST_EXAMPLES));
  });
}

export function productsSearch(context: ReadContext, user: AuthUser | null, query: ProductSearchQuery) {
  const { db, index, pages } = context;
  return pages.page(index, API_PATHS.productsSearch.template, user, query, async () => {
    // "See patent results" is refused before searching when not allowed.
    if (query.withPatents) requirePatentResults(user);
    const found = await runSearch(db, index, user, {
      ...base('products', query),
      filters: productFilters(query),
    });
    return {
      ...listOf(
        'products',
        query,
        found,
        await productSummaries(db, found.result.hits, found.terms, found.snippets, found.access),
      ),
      patentResults: await patentResults(context, user, query),
    };
  });
}

export function materialsSearch(context: ReadContext, user: AuthUser | null, query: MaterialSearchQuery) {
  const { db, index, pages } = context;
  return pages.page(index, API_PATHS.materialsSearch.template, user, query, async () => {
    if (query.withPatents) requirePatentResults(user);
    const found = await runSearch(db, index, user, {
      ...base('materials', query),
      filters: materialFilters(query),
    });
    return {
      ...listOf(
        'materials',
        query,
        found,
        await materialSummaries(db, found.result.hits, found.terms, found.snippets, found.access),
      ),
      patentResults: await patentResults(context, user, query),
    };
  });
}

export function examplesSearch(context: ReadContext, user: AuthUser | null, query: ExampleSearchQuery) {
  const { db, index, pages } = context;
  return pages.page(index, API_PATHS.examplesSearch.template, user, query, async () => {
    const found = await runSearch(db, index, user, {
      ...base('examples', query),
      filters: [
        { facet: 'patent', values: query.patent, entity: 'patents' },
        { facet: 'applicant', values: query.applicant, entity: 'companies' },
        { facet: 'theme', values: query.theme },
        ...ipcFilters(query.ipc).filter((filter) => filter.facet === 'ipc_subclass'),
        { facet: 'year', values: query.year },
        {
          facet: 'comparative',
          values: query.comparative === undefined ? undefined : [query.comparative ? '1' : '0'],
        },
        { facet: 'property', values: query.property, entity: 'property_defs' },
        { facet: 'material', values: query.material, entity: 'materials', advanced: true },
        { facet: 'product', values: query.product, entity: 'products', advanced: true },
      ],
    });
    return listOf(
      'examples',
      query,
      found,
      await exampleSummaries(db, found.result.hits, found.snippets, found.access),
    );
  });
}

/** A detail page's presenter result, or 404 (after the plan check: a visitor learns nothing of ids). */
async function detailOr404<T>(user: AuthUser | null, present: () => Promise<T | null>): Promise<T> {
  requireDetail(user);
  const detail = await present();
  if (!detail) throw notFound(NOT_FOUND);
  return detail;
}

export const patentDetailRead = (
  { db }: ReadContext,
  user: AuthUser | null,
  params: { id: string } & ExampleFilters,
) =>
  detailOr404(user, async () => {
    const detail = await patentDetail(db, params.id);
    return detail && (await withMatchedExamples(db, [detail], params, null))[0]!;
  });

export const productDetailRead = (
  { db, index }: ReadContext,
  user: AuthUser | null,
  params: { id: string },
) => detailOr404(user, () => productDetail(db, index, params.id, accessOf(user)));

export const materialDetailRead = ({ db }: ReadContext, user: AuthUser | null, params: { id: string }) =>
  detailOr404(user, () => materialDetail(db, params.id, accessOf(user)));

export const exampleDetailRead = (
  { db }: ReadContext,
  user: AuthUser | null,
  params: { patentId: string; exampleId: string },
) => detailOr404(user, () => exampleDetail(db, params.patentId, params.exampleId));
