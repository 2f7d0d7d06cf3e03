import { LARGE_PATENT_LIMITS, largePatentQuerySchema } from '@app/contract/large-patents';
import { paths } from '../../../config/paths';

/** What the page's URL holds: the list's search and page, and the chosen patent. */
export type PageQuery = { patentId: string | null; q: string; minExamples: number; page: number };

export type ParsedPageQuery = { query: PageQuery; problems: string[] };

/**
 * The URL checked with the API's own schema, so a hand-edited address gets the same Japanese messages as
 * the API would give (and is not sent); a bad value falls back to its default.
 */
export function parsePageQuery(search: URLSearchParams): ParsedPageQuery {
  const raw = {
    patentId: search.get('patentId') ?? undefined,
    q: search.get('q') ?? undefined,
    minExamples: search.get('minExamples') ?? undefined,
    // A mangled page number is not worth a message: the list simply starts at its first page.
    page: /^[1-9]\d{0,4}$/.test(search.get('page') ?? '') ? search.get('page') : undefined,
  };
  const parsed = largePatentQuerySchema.safeParse(raw);
  if (parsed.success) {
    const { patentId, q, minExamples, page } = parsed.data;
    return { query: { patentId: patentId ?? null, q: q?.trim() ?? '', minExamples, page }, problems: [] };
  }
  return {
    query: { patentId: null, q: '', minExamples: LARGE_PATENT_LIMITS.minExamplesDefault, page: 1 },
    problems: [...new Set(parsed.error.issues.map((issue) => issue.message))],
  };
}

/** The page's address for a query; defaults are left out so plain links stay short. */
export function pageHref(query: Partial<PageQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.minExamples !== undefined && query.minExamples !== LARGE_PATENT_LIMITS.minExamplesDefault)
    params.set('minExamples', String(query.minExamples));
  if (query.page !== undefined && query.page > 1) params.set('page', String(query.page));
  if (query.patentId) params.set('patentId', query.patentId);
  const search = params.toString();
  return search ? `${paths.analyzedPatents.getHref()}?${search}` : paths.analyzedPatents.getHref();
}
