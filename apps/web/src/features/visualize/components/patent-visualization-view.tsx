import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PatentVisualization } from '@app/contract/visualization';
import { VISUALIZATION_LIMITS } from '@app/contract/visualization';
import { Chart } from '../../../components/charts/chart';
import {
  matrixClickFilters,
  matrixOption,
  rankingClickFilter,
  rankingOption,
  trendClickFilter,
  trendOption,
} from '../charts/aggregate-options';
import {
  formatNumber,
  landscapeClickFilter,
  landscapeOption,
  visibleClusters,
} from '../charts/landscape-option';
import {
  applicantRanking,
  clusterCounts,
  matrixOf,
  pointsInPeriod,
  trendOf,
  yearBounds,
  type MatrixColumnKind,
  type YearRange,
} from '../utils/patent-aggregates';
import {
  addFilters,
  applyFilters,
  filterLabel,
  removeFilter,
  type ListFilter,
} from '../utils/patent-filters';
import { useChartExport } from './chart-export';
import { ClusterList } from './cluster-list';
import { FilteredPatentList } from './filtered-patent-list';
import { ListFilterChips } from './list-filter-chips';
import { YearRangeSlider } from './year-range-slider';
import { formatJaNumber } from '../../../lib/ja-number';

const MATRIX_ROWS = 12;

const MATRICES: {
  kind: MatrixColumnKind;
  title: string;
  columnName: string;
  key: 'applicantYear' | 'applicantIpc' | 'applicantTheme';
}[] = [
  { kind: 'year', title: '出願人 × 出願年', columnName: '出願年', key: 'applicantYear' },
  { kind: 'ipc', title: '出願人 × IPC', columnName: 'IPC', key: 'applicantIpc' },
  { kind: 'theme', title: '出願人 × テーマコード', columnName: 'テーマ', key: 'applicantTheme' },
];

/**
 * The charts and the list of one answer. The time slider and the clicked filters are state of this
 * answer: a new search (a new `data`) starts from the whole period with no filter, because the page
 * mounts this view with the answer as its key.
 */
export function PatentVisualizationView({ data }: { data: PatentVisualization }) {
  // A point's `cluster` is an index into `clusters` (the contract), whatever ids the clusters carry: the
  // page matches points and clusters by that index throughout.
  const allClusters = useMemo(
    () => data.clusters.map((cluster, index) => ({ ...cluster, id: index })),
    [data.clusters],
  );
  const bounds = useMemo(() => yearBounds(data.points), [data.points]);
  const [period, setPeriod] = useState<YearRange | null>(bounds);
  const [filters, setFilters] = useState<ListFilter[]>([]);
  const exportProps = useChartExport();

  const shown = useMemo(() => pointsInPeriod(data.points, period, bounds), [data.points, period, bounds]);
  const periodLabel = period ? `${period[0]}年〜${period[1]}年` : '全期間';
  const clusters = useMemo(() => visibleClusters(allClusters, clusterCounts(shown)), [allClusters, shown]);
  const landscape = useMemo(
    () =>
      landscapeOption({
        all: data.points,
        shown,
        clusters: allClusters,
        colorProperty: data.colorProperty,
      }),
    [data.points, shown, allClusters, data.colorProperty],
  );
  const trend = useMemo(() => trendOf(shown, period), [shown, period]);
  const ranking = useMemo(() => applicantRanking(shown, VISUALIZATION_LIMITS.applicantsTop), [shown]);
  const matrices = useMemo(
    () =>
      MATRICES.map((spec) => {
        const titles = new Map(data[spec.key].columns.map((column) => [column.code, column.title]));
        const matrix = matrixOf(shown, spec.kind, {
          rows: MATRIX_ROWS,
          columns: VISUALIZATION_LIMITS.matrixColumns,
          range: period,
          titles,
        });
        return { ...spec, matrix, option: matrixOption(matrix, spec.columnName) };
      }),
    [data, shown, period],
  );
  const trendChart = useMemo(() => trendOption(trend), [trend]);
  const rankingChart = useMemo(() => rankingOption(ranking), [ranking]);
  const listed = useMemo(() => applyFilters(shown, filters), [shown, filters]);

  const add = (added: ListFilter | ListFilter[] | null) => {
    const list = added === null ? [] : Array.isArray(added) ? added : [added];
    if (list.length > 0) setFilters((current) => addFilters(current, list));
  };
  const selectedCluster = filters.find((filter) => filter.kind === 'cluster');
  const file = (name: string) => `特許の可視化_${name}_${periodLabel}`;

  const largest = clusters[0];
  const peak = trend.reduce<(typeof trend)[number] | null>(
    (best, entry) => (!best || entry.count > best.count ? entry : best),
    null,
  );

  return (
    <>
      {data.shown < data.total && (
        <Alert severity="info" sx={{ mb: 2 }}>
          一致した {formatJaNumber(data.total)} 件のうち {formatJaNumber(data.shown)}{' '}
          件を地図に表示しています。グラフと一覧は地図に表示した特許で集計しています。検索語や条件を足すと、すべてを表示できます。
        </Alert>
      )}
      {data.layoutComputedAt === null && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          技術マップの配置をまだ計算していません（検索索引の作成中です）。しばらくしてから再読み込みしてください。
        </Alert>
      )}
      {bounds && period && <YearRangeSlider bounds={bounds} value={period} onChange={setPeriod} />}

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(300px, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 4, minWidth: 0 }}>
          <Box>
            <Chart
              title="技術マップ"
              headingLevel="h2"
              height={480}
              option={landscape}
              onEvents={{ click: (params) => add(landscapeClickFilter(params, allClusters)) }}
              summary={
                `${periodLabel}の特許${shown.length}件を文章の類似度で配置した地図。クラスタ${clusters.length}個` +
                (largest ? `、最大は「${largest.label}」（${largest.shown}件）。` : '。')
              }
              caption={
                data.colorProperty
                  ? `近い内容の特許ほど近くに並びます。点の色は${data.colorProperty.name}（${data.colorProperty.unit}、実施例の中央値）、灰色は値のない特許です。背景の濃さは特許の密度です。点をクリックするとそのクラスタで一覧を絞り込みます。`
                  : '近い内容の特許ほど近くに並びます。色はクラスタ、ラベルはクラスタの特徴語、背景の濃さは特許の密度です。点かラベルをクリックするとそのクラスタで一覧を絞り込みます。'
              }
              {...exportProps({
                name: file('技術マップ'),
                header: [
                  '公報番号',
                  'タイトル',
                  '出願人',
                  '出願年',
                  'クラスタ',
                  'x',
                  'y',
                  ...(data.colorProperty ? [`${data.colorProperty.name}[${data.colorProperty.unit}]`] : []),
                ],
                rows: () => {
                  const labels = new Map(allClusters.map((c) => [c.id, c.label]));
                  return shown.map((p) => [
                    p.publicationNumber,
                    p.title,
                    p.applicant,
                    p.year,
                    p.cluster === null ? '' : (labels.get(p.cluster) ?? ''),
                    p.x,
                    p.y,
                    ...(data.colorProperty ? [p.value] : []),
                  ]);
                },
              })}
            />
            <ClusterList
              clusters={clusters}
              selected={selectedCluster?.kind === 'cluster' ? selectedCluster.id : undefined}
              onSelect={(cluster) => add({ kind: 'cluster', id: cluster.id, label: cluster.label })}
            />
          </Box>

          <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <Chart
              title="出願件数の推移"
              option={trendChart}
              height={300}
              onEvents={{ click: (params) => add(trendClickFilter(params, trend)) }}
              summary={
                `${periodLabel}の年ごとの出願件数。` +
                (peak && peak.count > 0 ? `最多は${peak.year}年の${peak.count}件。` : '')
              }
              caption="年ごとの出願件数です。棒をクリックするとその年の特許で一覧を絞り込みます。"
              {...exportProps({
                name: file('出願件数の推移'),
                header: ['出願年', '件数'],
                rows: () => trend.map(({ year, count }) => [year, count]),
              })}
            />
            <Chart
              title="出願人ランキング"
              option={rankingChart}
              height={Math.max(300, ranking.length * 22 + 40)}
              onEvents={{ click: (params) => add(rankingClickFilter(params, ranking)) }}
              summary={
                `${periodLabel}の出願人別の特許件数。` +
                ranking
                  .slice(0, 3)
                  .map((entry, index) => `${index + 1}位 ${entry.name} ${entry.count}件`)
                  .join('、')
              }
              caption={`選んだ期間の出願件数が多い上位${VISUALIZATION_LIMITS.applicantsTop}社です。棒をクリックするとその出願人の特許で一覧を絞り込みます。`}
              {...exportProps({
                name: file('出願人ランキング'),
                header: ['順位', '出願人', '件数'],
                rows: () => ranking.map((entry, index) => [index + 1, entry.name, entry.count]),
              })}
            />
          </Box>

          {matrices.map(({ kind, title, columnName, matrix, option }) => {
            const cells = matrix.counts.flatMap((row, r) => row.map((count, c) => ({ count, r, c })));
            const top = cells.reduce<(typeof cells)[number] | null>(
              (best, cell) => (!best || cell.count > best.count ? cell : best),
              null,
            );
            return (
              <Chart
                key={kind}
                title={title}
                option={option}
                height={Math.max(260, matrix.rows.length * 28 + 110)}
                onEvents={{ click: (params) => add(matrixClickFilters(params, matrix, kind)) }}
                summary={
                  `${periodLabel}の出願人上位${matrix.rows.length}社と${columnName}ごとの件数。` +
                  (top && top.count > 0
                    ? `最多は${matrix.rows[top.r]?.name ?? ''}・${matrix.columns[top.c]?.code ?? ''}の${formatNumber(top.count)}件。`
                    : '')
                }
                caption={`色が濃いほど件数が多いことを示します。マスをクリックすると、その出願人と${columnName}の特許で一覧を絞り込みます。`}
                {...exportProps({
                  name: file(title.replace(/ × /g, '×')),
                  header: [
                    '出願人',
                    ...matrix.columns.map(({ code, title: t }) => (t ? `${code} ${t}` : code)),
                  ],
                  rows: () => matrix.rows.map((row, r) => [row.name, ...(matrix.counts[r] ?? [])]),
                })}
              />
            );
          })}
        </Box>

        <Paper
          variant="outlined"
          sx={{
            p: 2,
            position: { lg: 'sticky' },
            top: { lg: 80 },
            maxHeight: { lg: 'calc(100vh - 96px)' },
            overflowY: { lg: 'auto' },
          }}
        >
          <ListFilterChips
            filters={filters}
            onRemove={(kind) => setFilters((current) => removeFilter(current, kind))}
            onClear={() => setFilters([])}
          />
          {filters.length === 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              グラフの点・棒・マスをクリックすると、ここに一覧を絞り込みます。
            </Typography>
          )}
          <FilteredPatentList
            points={listed}
            clusters={allClusters}
            resetKey={`${filters.map(filterLabel).join('|')}|${periodLabel}`}
          />
        </Paper>
      </Box>
    </>
  );
}
