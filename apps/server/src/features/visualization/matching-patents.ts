import type { VisualizationQuery } from '@app/contract/visualization';
import type { AuthUser } from '../../auth/auth-user.js';
import type { DbExecutor } from '../../db/schema.js';
import { patentFilters } from '../catalogue/read/search-filters.js';
import { planSearch } from '../catalogue/read/search-service.js';
import type { SearchIndex } from '../catalogue/search/search-index.js';

/** More than any catalogue holds: "every matching patent" as one page of the index. */
const ALL = 10_000_000;

/**
 * Every patent matching the filters of the visualisation, newest first: the same planning (query syntax,
 * synonyms, 名寄せ of applicants, IPC/theme/year/status facets) and the same index query as the /patents
 * list, asked for all hits at once instead of a page (no snippets, no facet counts).
 */
export async function matchingPatentIds(
  db: DbExecutor,
  index: SearchIndex,
  user: AuthUser | null,
  query: VisualizationQuery,
): Promise<number[]> {
  const input = {
    kind: 'patents' as const,
    q: query.q,
    page: 1,
    pageSize: 1,
    sort: 'date:desc',
    synonyms: query.synonyms,
    prop: undefined,
    filters: patentFilters({
      applicant: query.applicant,
      ipc: query.ipc,
      theme: query.theme,
      yearFrom: query.yearFrom,
      yearTo: query.yearTo,
      legalStatus: query.legalStatus,
      year: undefined,
      material: undefined,
      product: undefined,
      page: 1,
      pageSize: 1,
    }),
  };
  const plan = await planSearch(db, index, user, input);
  const result = await index.search({
    kind: 'patents',
    match: plan.match,
    filters: plan.filters,
    sort: { by: 'date', direction: 'desc' },
    offset: 0,
    limit: ALL,
    facets: [],
  });
  return result.hits.map((hit) => hit.id);
}
