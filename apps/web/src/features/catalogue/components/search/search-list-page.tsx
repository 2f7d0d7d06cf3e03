import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { PropertyDefView, PropertyValueView } from '@app/contract/catalogue';
import { requiredLevelOf, satisfies } from '@app/contract/plans';
import { GatedButton } from '../../../../components/gated-link';
import { PageHeading } from '../../../../components/page-heading';
import { ProgressBar } from '../../../../components/layout/progress-bar';
import { paths } from '../../../../config/paths';
import { ApiError } from '../../../../lib/api-error';
import { handleApiError } from '../../../../lib/api-client';
import { useCatalogueLoading } from '../../../../lib/catalogue-loading';
import { accessLevel, useSession } from '../../../../lib/session';
import { useCatalogueSearch, type ListKind } from '../../api/search-queries';
import { usePropertyDefs } from '../../api/search-property-defs';
import { ActiveFilters } from './active-filters';
import { PROPERTY_COLUMN_PREFIX, useColumnChoice } from './column-choice';
import { ColumnPicker } from './column-picker';
import { CatalogueStillLoading } from './catalogue-still-loading';
import { EmptyResult } from './empty-result';
import { FacetPanel } from './facet-panel';
import { filterParamsOf, type ItemOf, type ListConfig } from './list-config';
import { COMPARE_MAX, ListToolbar } from './list-toolbar';
import { PatentResultsPanel } from './patent-results-panel';
import { planConflicts, withoutConflicts } from './plan-conflicts';
import { RangeFilterBuilder } from './range-filter-builder';
import { rememberResults } from './result-trail';
import { PropertyCell, propertyHeader, propertyHeaderUnit } from './result-cells';
import { ResultPagination } from './result-pagination';
import { ResultsTable, type TableColumn } from './results-table';
import {
  hasNarrowing,
  parseSearchState,
  searchStateToParams,
  searchStateToQuery,
  toggleFilter,
  withChanges,
  type SearchState,
} from './search-state';
import { SearchBox } from './search-box';
import { SortSelect } from './sort-select';
import { formatJaNumber } from '../../../../lib/ja-number';

const DEFAULT_PROPERTY_COLUMNS = 3;
const NO_DEFS: ReadonlyMap<string, PropertyDefView> = new Map();
/** How long an answer waits for the property definitions at most (they come with it, within milliseconds). */
const DEFS_WAIT_MS = 1500;

const OTHER_LISTS: Record<ListKind, { kind: ListKind; label: string; href: (q?: string) => string }[]> = {
  products: [
    { kind: 'materials', label: '素材', href: paths.materials.getHref },
    { kind: 'patents', label: '特許', href: paths.patents.getHref },
  ],
  materials: [
    { kind: 'products', label: '製品', href: paths.products.getHref },
    { kind: 'patents', label: '特許', href: paths.patents.getHref },
  ],
  patents: [
    { kind: 'materials', label: '素材', href: paths.materials.getHref },
    { kind: 'products', label: '製品', href: paths.products.getHref },
    { kind: 'examples', label: '実施例', href: paths.examples.getHref },
  ],
  examples: [
    { kind: 'patents', label: '特許', href: paths.patents.getHref },
    { kind: 'materials', label: '素材', href: paths.materials.getHref },
  ],
};

/** 422 of the search (e.g. an unbalanced parenthesis): the messages to show under the search box. */
function queryIssues(error: unknown): string[] | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  if (Array.isArray(error.detail)) return [...new Set(error.detail.map((issue) => issue.msg))];
  return [typeof error.detail === 'string' ? error.detail : '検索条件を確認してください'];
}

function propertiesOf(item: unknown): readonly PropertyValueView[] | null {
  return (item as { properties?: PropertyValueView[] | null }).properties ?? null;
}

/**
 * A catalogue list page: keyword with its syntax, facets with counts, property ranges, sort, columns,
 * pages, and the plan's gating on each control. Everything searched is in the URL (search-state.ts).
 */
export function SearchListPage<K extends ListKind>({ config }: { config: ListConfig<K> }) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const session = useSession();
  const standard = satisfies(accessLevel(session), requiredLevelOf('advancedSearch'));
  const filterParams = useMemo(() => filterParamsOf(config), [config]);
  const state = useMemo(() => parseSearchState(params, filterParams), [params, filterParams]);
  const query = useMemo(() => searchStateToQuery(state), [state]);
  const conflicts = standard ? [] : planConflicts(config, state);
  const search = useCatalogueSearch(config.kind, query, conflicts.length === 0);
  const catalogueLoading = useCatalogueLoading();
  const defsQuery = usePropertyDefs(config.propertyScope);
  const defs = defsQuery.data;
  const defsById = useMemo(() => new Map((defs ?? []).map((def) => [def.id, def])), [defs]);
  const [selected, setSelected] = useState<string[]>([]);
  const columnChoice = useColumnChoice(config.kind);

  const go = useCallback(
    (next: SearchState) => {
      const search = searchStateToParams(next).toString();
      void setParams(new URLSearchParams(search));
    },
    [setParams],
  );
  // Stable between renders for the memoised filters (the same state, the same callbacks).
  const toggleFacet = useCallback(
    (param: string, value: string) => go(toggleFilter(state, param, value)),
    [go, state],
  );
  const applyRanges = useCallback(
    (ranges: SearchState['ranges']) => go(withChanges(state, { ranges })),
    [go, state],
  );
  const hrefOf = (next: SearchState) => {
    const search = searchStateToParams(next).toString();
    return search ? `${location.pathname}?${search}` : location.pathname;
  };

  const issues = queryIssues(search.error);
  useEffect(() => {
    if (search.error && !queryIssues(search.error)) handleApiError(search.error);
  }, [search.error]);

  // A new answer renders as a deferred update: React builds the results in slices and keeps the page
  // responsive instead of one long task per answer (slow phones; docs/decisions/0032). Until that render
  // is done the page counts as still searching.
  // On a list with property columns the answer waits for the property definitions too (they decide the
  // columns): rendered before them, every row was rendered and committed twice on a slow phone's first page.
  // Not for long: definitions that do not come (a stalled call) must not hide the answer.
  const defsPending = config.propertyColumns && defsQuery.status === 'pending';
  const [defsWaitOver, setDefsWaitOver] = useState(false);
  const answered = search.data !== undefined;
  useEffect(() => {
    if (!defsPending || !answered) return;
    const timer = setTimeout(() => setDefsWaitOver(true), DEFS_WAIT_MS);
    return () => clearTimeout(timer);
  }, [defsPending, answered]);
  const data = useDeferredValue(defsPending && !defsWaitOver ? undefined : search.data);
  const rendering = data !== search.data;
  const busy = search.isFetching || rendering;
  const access = data?.access;

  // The page of results on screen, for 前へ / 次へ on the detail pages opened from it.
  const listHref = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (!data || rendering || search.isPlaceholderData) return;
    rememberResults({
      listHref,
      hrefs: data.items.map((item) => config.detailHref(item as ItemOf<K>)),
      detailQuery: config.detailQuery?.(new URLSearchParams(location.search)) ?? '',
      first: (data.page - 1) * data.pageSize + 1,
      total: data.total,
    });
  }, [data, rendering, search.isPlaceholderData, listHref, location.search, config]);

  // The columns read the property definitions only where the list has property columns: on the patent list
  // their arrival made new columns and so re-rendered every row for nothing.
  const columnDefs = config.propertyColumns ? defs : undefined;
  const columnDefsById = config.propertyColumns ? defsById : NO_DEFS;

  // Columns: the user's choice, else the list's defaults plus the most reported properties.
  const defaultKeys = useMemo(() => {
    const base = config.columns.filter((column) => column.defaultOn).map((column) => column.key);
    if (!config.propertyColumns) return base;
    const top = [...(columnDefs ?? [])]
      .sort((a, b) => b.count - a.count)
      .slice(0, DEFAULT_PROPERTY_COLUMNS)
      .map((def) => PROPERTY_COLUMN_PREFIX + def.id);
    return [...base, ...top];
  }, [config, columnDefs]);
  const chosenKeys = columnChoice.chosen ?? defaultKeys;
  const tableColumns: TableColumn<ItemOf<K>>[] = useMemo(() => {
    const context = {
      access: access ?? {
        level: 'visitor',
        propertyValues: false,
        advancedSearch: false,
        patentResults: false,
        maxPage: 3,
      },
      defs: columnDefsById,
    } as const;
    const base = config.columns
      .filter((column) => column.fixed || chosenKeys.includes(column.key))
      .map((column) => ({ ...column, render: (item: ItemOf<K>) => column.render(item, context) }));
    // Visitors get no property values (entitlement `propertyValues`): no columns of locks, one notice.
    const properties =
      config.propertyColumns && access?.propertyValues !== false
        ? chosenKeys
            .filter((key) => key.startsWith(PROPERTY_COLUMN_PREFIX))
            .map((key) => key.slice(PROPERTY_COLUMN_PREFIX.length))
            .filter((id) => !columnDefs || columnDefsById.has(id))
            .map((id) => ({
              key: PROPERTY_COLUMN_PREFIX + id,
              label: propertyHeader(columnDefsById.get(id), id),
              align: 'right' as const,
              width: '7rem',
              render: (item: ItemOf<K>) => (
                <PropertyCell
                  values={propertiesOf(item)}
                  propertyId={id}
                  headerUnit={propertyHeaderUnit(columnDefsById.get(id))}
                />
              ),
            }))
        : [];
    return [...base, ...properties];
  }, [config, chosenKeys, access, columnDefs, columnDefsById]);

  // Kept the same object between renders, like the columns, so that the results table (memoised) renders
  // again only when its rows or columns change, not on every answer of another query of the page.
  const toggleSelected = useCallback(
    (id: string) =>
      setSelected((current) =>
        current.includes(id)
          ? current.filter((item) => item !== id)
          : current.length >= COMPARE_MAX
            ? current
            : [...current, id],
      ),
    [],
  );
  const selection = useMemo(
    () => (config.selectable ? { ids: selected, max: COMPARE_MAX, toggle: toggleSelected } : undefined),
    [config.selectable, selected, toggleSelected],
  );

  const clearNarrowing = () => go(withChanges(state, { filters: {}, ranges: [] }));
  const elsewhere = OTHER_LISTS[config.kind].map((list) => ({
    to: list.href(state.q || undefined),
    label: `${list.label}検索`,
  }));
  const first = data ? (data.page - 1) * data.pageSize + 1 : 0;
  const last = data ? Math.min(data.total, data.page * data.pageSize) : 0;
  const patentResults =
    config.patentResults && data && 'patentResults' in data
      ? (data.patentResults as Parameters<typeof PatentResultsPanel>[0]['results'])
      : undefined;

  return (
    <>
      <PageHeading title={config.title} description={config.description} />
      <SearchBox
        kind={config.kind}
        noun={config.noun}
        value={state.q}
        placeholder={config.placeholder}
        onSearch={(q) => go(withChanges(state, { q }))}
      />
      {conflicts.length > 0 && (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => go(withoutConflicts(config, state))}>
              外して検索する
            </Button>
          }
        >
          この検索には、スタンダードプランの機能（{conflicts.join('、')}）が含まれています。
          外して検索するか、スタンダードプランをご検討ください。
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '260px minmax(0, 1fr)' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        {/* On a phone the results come first and the filters after them (issue 17, point 9). */}
        <Box component="aside" id="filters" aria-label="絞り込み条件" sx={{ order: { xs: 2, md: 0 } }}>
          <FacetPanel
            facets={config.facets}
            counts={data?.facets}
            selected={state.filters}
            onToggle={toggleFacet}
          />
          <RangeFilterBuilder
            defs={defs}
            ranges={state.ranges}
            note={config.rangeNote}
            onApply={applyRanges}
          />
        </Box>
        <Box
          component="section"
          aria-labelledby="results-title"
          aria-busy={busy}
          data-testid="results"
          // Which search the answer on screen belongs to (tests wait for it instead of guessing).
          data-search={busy || search.isPlaceholderData ? 'loading' : searchStateToParams(state).toString()}
          sx={{ minWidth: 0, order: { xs: 1, md: 0 } }}
        >
          <Typography id="results-title" component="h2" sx={{ position: 'absolute', left: -9999 }}>
            検索結果
          </Typography>
          <Button
            href="#filters"
            size="small"
            variant="outlined"
            sx={{ display: { xs: 'inline-flex', md: 'none' }, mb: 1 }}
          >
            絞り込み条件へ（結果の下）
          </Button>
          <ActiveFilters
            facets={config.facets}
            counts={data?.facets}
            filters={state.filters}
            ranges={state.ranges}
            defs={defsById}
            onRemoveFilter={(param, value) => go(toggleFilter(state, param, value))}
            onRemoveRange={(index) =>
              go(withChanges(state, { ranges: state.ranges.filter((_, at) => at !== index) }))
            }
            onClear={clearNarrowing}
          />
          {config.patentResults && (
            <Box sx={{ mb: 1.5 }}>
              <PatentResultsPanel
                q={state.q}
                shown={state.withPatents}
                openHref={hrefOf({ ...state, withPatents: true })}
                closeHref={hrefOf({ ...state, withPatents: false })}
                results={patentResults}
              />
            </Box>
          )}
          <Box sx={{ minHeight: 24, mb: 0.5 }} aria-live="polite" aria-atomic>
            {data && (
              <Typography variant="body2">
                {state.q ? `「${state.q}」の${config.noun}` : `${config.noun}`}{' '}
                <Box component="strong" data-testid="result-total" sx={{ fontSize: '1.125rem' }}>
                  {formatJaNumber(data.total)}
                </Box>
                件{catalogueLoading && '（データの読み込み中。まだ全件ではありません）'}
                {data.total > 0 && `（${formatJaNumber(first)}〜${formatJaNumber(last)}件目を表示）`}
                {data.expandedTerms.length > 0 && (
                  <Box component="span" sx={{ color: 'text.secondary', ml: 1, fontSize: '0.8125rem' }}>
                    同義語も検索: {data.expandedTerms.slice(0, 6).join('、')}
                    {data.expandedTerms.length > 6 && ' ほか'}
                  </Box>
                )}
              </Typography>
            )}
          </Box>
          <ListToolbar
            kind={config.kind}
            query={query}
            total={data?.total}
            selectedIds={selected}
            onClearSelection={() => setSelected([])}
          >
            <SortSelect
              sorts={config.sorts}
              defs={config.propertyColumns ? defs : undefined}
              value={state.sort}
              onChange={(sort) => go(withChanges(state, { sort }))}
            />
            <ColumnPicker
              columns={config.columns}
              defs={config.propertyColumns ? (defs ?? []) : []}
              selected={chosenKeys}
              onChange={columnChoice.choose}
              onReset={columnChoice.reset}
            />
          </ListToolbar>
          {access && !access.propertyValues && config.propertyColumns && (
            <Alert
              severity="info"
              variant="outlined"
              sx={{ mb: 1.5, alignItems: 'center' }}
              action={
                <GatedButton
                  to={hrefOf(state)}
                  level={requiredLevelOf('propertyValues')}
                  size="small"
                  color="inherit"
                >
                  無料登録する
                </GatedButton>
              }
            >
              物性値と詳細ページは、無料会員登録でご覧いただけます。
            </Alert>
          )}
          <Box sx={{ height: 4, mb: 0.5 }}>
            {search.isFetching && <ProgressBar label="検索中" placement="inline" />}
          </Box>
          {issues ? (
            <Alert severity="warning" role="alert">
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                検索式を確認してください。
              </Typography>
              {issues.map((message) => (
                <Typography key={message} variant="body2">
                  {message}
                </Typography>
              ))}
            </Alert>
          ) : conflicts.length > 0 ? null : data && data.total === 0 && catalogueLoading ? (
            <CatalogueStillLoading noun={config.noun} />
          ) : data && data.total === 0 ? (
            <EmptyResult
              noun={config.noun}
              q={state.q}
              narrowed={hasNarrowing(state)}
              onClearNarrowing={clearNarrowing}
              elsewhere={elsewhere}
              onSearch={(q) => go(withChanges(state, { q }))}
            />
          ) : (
            <>
              <Box
                sx={{
                  // The previous answer stays while the next loads: dimmed, so it is not taken for the new one.
                  opacity: search.isPlaceholderData ? 0.55 : 1,
                  transition: 'opacity 120ms',
                }}
              >
                <ResultsTable
                  caption={`${config.noun}の検索結果`}
                  columns={tableColumns}
                  items={data?.items}
                  itemId={config.itemId}
                  itemName={config.itemName}
                  skeletonRows={Math.min(state.pageSize, 10)}
                  selection={selection}
                />
              </Box>
              {data && (
                <ResultPagination
                  total={data.total}
                  page={data.page}
                  pageSize={data.pageSize}
                  maxPage={data.access.maxPage}
                  onPage={(page) => {
                    go(withChanges(state, { page }));
                    window.scrollTo({ top: 0 });
                  }}
                  onPageSize={(pageSize) => go(withChanges(state, { pageSize }))}
                />
              )}
            </>
          )}
        </Box>
      </Box>
    </>
  );
}
