import { parseSort, type Access, type PropertyRangeParam } from '@app/contract/catalogue';
import { toCanonical, unitFamily } from '@app/contract/units';
import type { AuthUser } from '../../../auth/auth-user.js';
import type { DbExecutor } from '../../../db/schema.js';
import { validationFailed } from '../../../http/http-errors.js';
import { normalizeCompanyName } from '../common/normalize.js';
import { highlightTerms, planMatch, synonymNames, termGroups } from '../search/match-plan.js';
import { parseQuery, QuerySyntaxError } from '../search/query-parser.js';
import type { SearchIndex } from '../search/search-index.js';
import type {
  FacetFilter,
  Match,
  RangeFilter,
  SearchKind,
  SearchResult,
  SearchSort,
} from '../search/search-types.js';
import { loadSnippets, type SlotSnippet } from '../search/snippets.js';
import { accessOf, requireAdvanced } from '../common/access.js';
import { assertQueryComplexity } from '../search/query-complexity.js';
import { synonymSpellings } from './synonym-spellings.js';
import { facetNames } from '../common/facet-specs.js';
import { facetLabelRows, rowIds, type EntityTable, type FacetLabelRows } from './lookups.js';

/** A filter of the query string: public ids (entity) or codes, mapped onto an index facet. */
export interface FilterInput {
  facet: string;
  values: readonly string[] | undefined;
  entity?: EntityTable;
  /** Needs the standard plan (cross-entity). */
  advanced?: boolean;
}

export interface SearchInput {
  kind: SearchKind;
  q: string | undefined;
  page: number;
  pageSize: number;
  sort: string | undefined;
  synonyms: boolean | undefined;
  prop: PropertyRangeParam[] | undefined;
  filters: FilterInput[];
}

export interface SearchOutput {
  access: Access;
  result: SearchResult;
  /** The rows the facet counts of `result` are labelled with (present/facets.ts). */
  facetLabels: FacetLabelRows;
  /** Normalised terms to mark in titles and snippets. */
  terms: string[];
  expandedTerms: string[];
  snippets: Map<number, SlotSnippet | null>;
  match: Match | null;
}

function queryIssue(field: string, message: string, type = 'value_error') {
  return validationFailed([{ loc: ['query', field], msg: message, type }]);
}

/** Company ids one of whose name variants contains the term (名寄せ on the normalised key). */
async function companiesMatching(db: DbExecutor, term: string): Promise<number[]> {
  const key = normalizeCompanyName(term);
  if (!key) return [];
  const rows = await db
    .selectFrom('company_aliases')
    .select('company_id')
    .distinct()
    .where('normalized', 'like', `%${key}%`)
    .limit(500)
    .execute();
  return rows.map((row) => Number(row.company_id));
}

/** Property ranges in any unit of the property's family → canonical bounds. */
export async function canonicalRanges(
  db: DbExecutor,
  ranges: readonly PropertyRangeParam[],
): Promise<RangeFilter[]> {
  if (ranges.length === 0) return [];
  const defs = await db
    .selectFrom('property_defs')
    .select(['id', 'external_id', 'name', 'unit_family', 'canonical_unit'])
    .where(
      'external_id',
      'in',
      ranges.map((range) => range.propertyId),
    )
    .execute();
  const byId = new Map(defs.map((def) => [def.external_id, def]));
  return ranges.map((range) => {
    const def = byId.get(range.propertyId);
    if (!def) throw queryIssue('prop', `物性が見つかりません: ${range.propertyId}`);
    const unit = range.unit || def.canonical_unit;
    if (unitFamily(unit) !== def.unit_family) {
      throw queryIssue('prop', `単位「${unit}」は「${def.name}」（${def.canonical_unit} 系）には使えません`);
    }
    const canonical = (value: number | null) => (value === null ? null : toCanonical(value, unit).value);
    return { propertyId: Number(def.id), min: canonical(range.min), max: canonical(range.max) };
  });
}

async function indexSort(db: DbExecutor, sort: string | undefined): Promise<SearchSort> {
  const parsed = parseSort(sort);
  if (parsed.by !== 'property') return parsed;
  const id = (await rowIds(db, 'property_defs', [parsed.propertyId]))[0];
  if (id === undefined) throw queryIssue('sort', `物性が見つかりません: ${parsed.propertyId}`);
  return { by: 'property', propertyId: id, direction: parsed.direction };
}

/** What a list page's query asks of the index, once checked and resolved (planSearch). */
export interface SearchPlan {
  access: Access;
  parsed: ReturnType<typeof parseQuery>;
  match: Match | null;
  filters: FacetFilter[];
  canonical: RangeFilter[];
}

/**
 * Entitlement checks, query parsing and planning, filters in public ids and property ranges in any unit:
 * everything of a search but the index query. runSearch uses it for a page; the visualisation for every
 * matching document of the same query, so both mean exactly the same by the same filters.
 */
export async function planSearch(
  db: DbExecutor,
  index: SearchIndex,
  user: AuthUser | null,
  input: SearchInput,
): Promise<SearchPlan> {
  const access = accessOf(user);
  const ranges = input.prop ?? [];
  const sort = parseSort(input.sort);
  const advanced =
    ranges.length > 0 ||
    sort.by === 'property' ||
    input.filters.some((filter) => filter.advanced && (filter.values?.length ?? 0) > 0);
  requireAdvanced(user, { page: input.page, advanced });

  let parsed;
  try {
    parsed = parseQuery(input.q ?? '');
  } catch (error) {
    if (error instanceof QuerySyntaxError) throw queryIssue('q', error.message, 'value_error.query_syntax');
    throw error;
  }
  assertQueryComplexity(parsed, user);
  const match = await planMatch(parsed, {
    kind: input.kind,
    synonyms: input.synonyms ?? true,
    expand: (terms) => index.synonyms(terms),
    companies: (term) => companiesMatching(db, term),
  });

  const filters: FacetFilter[] = [];
  for (const filter of input.filters) {
    if (!filter.values || filter.values.length === 0) continue;
    const values = filter.entity
      ? (await rowIds(db, filter.entity, filter.values)).map(String)
      : [...filter.values];
    filters.push({ facet: filter.facet, values });
  }
  const canonical = await canonicalRanges(db, ranges);
  return { access, parsed, match, filters, canonical };
}

/**
 * One search of a list page: planSearch, the index query, the rows of the facet labels and the snippets.
 * The presenters then decide what of each hit and facet leaves the server.
 */
export async function runSearch(
  db: DbExecutor,
  index: SearchIndex,
  user: AuthUser | null,
  input: SearchInput,
): Promise<SearchOutput> {
  const { access, match, filters, canonical } = await planSearch(db, index, user, input);
  const result = await index.search({
    kind: input.kind,
    match,
    filters,
    ranges: input.kind === 'patents' ? [] : canonical,
    exampleRanges: input.kind === 'patents' ? canonical : [],
    sort: await indexSort(db, input.sort),
    offset: (input.page - 1) * input.pageSize,
    limit: input.pageSize,
    facets: facetNames(input.kind),
  });
  const terms = highlightTerms(match);
  // Independent reads: concurrent on PostgreSQL's pool (SQLite runs them one after another anyway).
  const [snippets, facetLabels] = await Promise.all([
    loadSnippets(
      db,
      input.kind,
      result.hits.map((hit) => hit.id),
      terms,
      termGroups(match),
    ),
    facetLabelRows(db, input.kind, result.facets),
  ]);
  return {
    access,
    result,
    facetLabels,
    terms,
    expandedTerms: await synonymSpellings(db, synonymNames(match)),
    snippets,
    match,
  };
}

/** Years from..to as facet values (a filing-year range). */
export function yearsBetween(from: number | undefined, to: number | undefined): string[] | undefined {
  if (from === undefined && to === undefined) return undefined;
  const low = from ?? 1900;
  const high = to ?? 2100;
  const years: string[] = [];
  for (let year = low; year <= high && years.length <= 300; year += 1) years.push(String(year));
  return years;
}
