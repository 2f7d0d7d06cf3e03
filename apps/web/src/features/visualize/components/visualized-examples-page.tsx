import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ScatterPlotOutlinedIcon from '@mui/icons-material/ScatterPlotOutlined';
import { satisfies, requiredLevelOf } from '@app/contract/plans';
import type { ExampleVisualization } from '@app/contract/visualization';
import { PageHeading } from '../../../components/page-heading';
import { RelatedLinks } from '../../../components/related-links';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-error';
import { classifyError } from '../../../lib/error-catalogue';
import { accessLevel, useSession } from '../../../lib/session';
import { useExampleVisualization } from '../api/visualization-api';
import { ExamplesForm } from './examples-form';
import { ExamplesScatter, SCATTER_HEIGHT } from './examples-scatter';
import {
  CATEGORY_COLOURS,
  examplesApiQuery,
  examplesSearchParams,
  preferredAxes,
  readExamplesSearch,
  type ExamplesSearch,
} from './examples-search-state';
import { ExamplesSelectionPanel } from './examples-selection-panel';
import { pointsInRect, type SelectionRect } from './examples-selection';
import { SampleViewNote } from './sample-view-note';
import { formatJaNumber } from '../../../lib/ja-number';

const LINKS = [
  { to: paths.visualizedPatents.getHref(), label: '特許の可視化' },
  { to: paths.patents.getHref(), label: '特許検索' },
];

const NO_POINTS = new Int32Array(0);

/** What the colours of the answer stand for, in words. */
function colourLabelOf(data: ExampleVisualization): string {
  const category = CATEGORY_COLOURS.find((c) => c.value === data.colorBy);
  if (category) return category.label;
  const ingredient = data.axisOptions.find((o) => o.axis === data.colorBy);
  return ingredient ? ingredient.name : '原料';
}

/** A Japanese sentence for a failed call: the API's own message for a bad search, else a generic one. */
function errorMessageOf(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 404) {
    return `表示できませんでした：${classifyError(error).message}`;
  }
  return '可視化のデータを読み込めませんでした。通信状態を確認して、もう一度お試しください。';
}

/**
 * /visualized/examples (docs/spec/analyses.md): any two properties (or an ingredient amount) of the examples of the
 * patents matching a search as a scatter, coloured by patent, applicant, 実施例/比較例 or an ingredient,
 * with the Pareto front and box selection. Visitors see the API's sample; exports are for the standard plan.
 */
export function VisualizedExamplesPage() {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readExamplesSearch(params), [params]);
  const query = useExampleVisualization(examplesApiQuery(search));
  const data = query.data;
  const session = useSession();
  const canExport = satisfies(accessLevel(session), requiredLevelOf('visualisationExport'));

  // The box belongs to the answer it was drawn on: new axes or a new search start unselected.
  const [selection, setSelection] = useState<{ data: ExampleVisualization; rect: SelectionRect } | null>(
    null,
  );
  const rect = data && selection?.data === data ? selection.rect : null;
  const selected = useMemo(
    () => (data && rect ? pointsInRect(data.points.x, data.points.y, rect) : NO_POINTS),
    [data, rect],
  );
  const select = useCallback(
    (next: SelectionRect | null) => setSelection(next && data ? { data, rect: next } : null),
    [data],
  );

  const change = (next: ExamplesSearch) => setParams(examplesSearchParams(next));

  // No axes in the URL and the API's default pair (the two most measured properties) shares no example:
  // open on a classic trade-off the data offers instead. Replaces the entry, so Back still works.
  useEffect(() => {
    if (!data || data.shown > 0 || search.x || search.y) return;
    const preferred = preferredAxes(data.axisOptions);
    if (!preferred || (preferred.x === data.x.axis && preferred.y === data.y.axis)) return;
    setParams(examplesSearchParams({ ...search, ...preferred }), { replace: true });
  }, [data, search, setParams]);

  return (
    <>
      <PageHeading
        title="実施例の可視化"
        description="特許の実施例・比較例から任意の2つの物性（または原料の配合量と物性）を散布図で比較し、特許・出願人・原料で色分けします。パレート解（トレードオフの限界）を示し、囲んだ範囲の実施例を一覧にできます。"
      />
      <SampleViewNote />
      <ExamplesForm
        search={search}
        axisOptions={data?.axisOptions}
        drawnX={data?.x.axis ?? ''}
        drawnY={data?.y.axis ?? ''}
        onChange={change}
      />

      {query.isError && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              再読み込み
            </Button>
          }
        >
          {errorMessageOf(query.error)}
        </Alert>
      )}

      {query.isPending && !query.isError && <ScatterSkeleton />}

      {data && (
        <Box sx={{ position: 'relative' }} aria-busy={query.isFetching}>
          {query.isPlaceholderData && (
            <LinearProgress
              aria-label="新しい条件で読み込んでいます"
              sx={{ position: 'absolute', top: -8, left: 0, right: 0 }}
            />
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} role="status">
            {data.total === data.shown
              ? `両方の値がある実施例・比較例 ${formatJaNumber(data.total)}件を表示しています。`
              : `両方の値がある実施例・比較例 ${formatJaNumber(data.total)}件のうち ${formatJaNumber(data.shown)}件を表示しています。`}
            {data.sample && '（ゲスト向けのサンプル表示です）'}
          </Typography>
          {data.shown === 0 ? (
            <EmptyScatter data={data} q={search.q} />
          ) : (
            <>
              <ExamplesScatter
                data={data}
                colourLabel={colourLabelOf(data)}
                rect={rect}
                selected={selected}
                onSelect={select}
                canExport={canExport}
              />
              <ExamplesSelectionPanel
                data={data}
                rect={rect}
                selected={selected}
                onSelect={select}
                onClear={() => select(null)}
              />
            </>
          )}
        </Box>
      )}
      <Box sx={{ mt: 4 }}>
        <RelatedLinks links={LINKS} />
      </Box>
    </>
  );
}

/** The shape of the loaded chart, so nothing below it jumps when it arrives. */
function ScatterSkeleton() {
  return (
    <Box aria-busy="true" aria-label="散布図を読み込んでいます" role="progressbar">
      <Skeleton variant="text" width="40%" />
      <Skeleton variant="text" width="30%" sx={{ mb: 1 }} />
      <Skeleton variant="rectangular" height={SCATTER_HEIGHT} sx={{ borderRadius: 1 }} />
      <Skeleton variant="text" width="80%" sx={{ mt: 1 }} />
    </Box>
  );
}

function EmptyScatter({ data, q }: { data: ExampleVisualization; q: string }) {
  return (
    <Box
      role="status"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 3,
        minHeight: SCATTER_HEIGHT,
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1 }}>
        <ScatterPlotOutlinedIcon color="action" aria-hidden="true" />
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {q ? `「${q}」に一致する特許に、` : ''}
          {data.x.name}と{data.y.name}の両方が測定された実施例はありません
        </Typography>
      </Box>
      <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary', fontSize: '0.875rem' }}>
        <li>
          横軸・縦軸に、件数の多い別の物性を選んでください（項目名の後ろの数字が値のある実施例の件数です）。
        </li>
        {q && <li>検索語を減らすか、別の語で検索してください。</li>}
      </Box>
    </Box>
  );
}
