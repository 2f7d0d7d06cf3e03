import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ExplorationDetail, ForwardResult } from '@app/contract/explorations';
import { PageHeading } from '../../../components/page-heading';
import { RelatedLinks } from '../../../components/related-links';
import { paths } from '../../../config/paths';
import { useExplorationDetail } from '../api/get-exploration-detail';
import { formatCount, formatFixed, formatValue, modelLabel } from '../utils/format';
import { resultHref } from '../utils/result-href';
import { FeatureImportanceChart } from './charts/feature-importance-chart';
import { PredictedVsActualChart } from './charts/predicted-vs-actual-chart';
import { LoadError } from '../../../components/load-error';
import { MetricsTable } from './result/metrics-table';
import { PredictionTable } from './result/prediction-table';
import { ResultSection } from './result/result-section';
import { RunStatusPanel } from './result/run-status-panel';
import { TrainingDomainTable } from './result/training-domain-table';

const LINKS = [
  { to: paths.exploreProducts.getHref(), label: '製品探索の一覧' },
  { to: paths.exploreNewInverse.getHref(), label: '逆解析を始める', level: 'standard' as const },
];

/** /explore-products/forward/:id — progress until the job is done, then accuracy, charts and predictions. */
export function ExploreForwardResultPage({ id }: { id: string }) {
  const { data: detail, error, refetch } = useExplorationDetail(id);
  return (
    <>
      <PageHeading
        title="順解析の結果"
        description="物性ごとの予測精度、予測値と実測値の比較、効いている入力を確かめ、配合を入力して物性を予測できます。"
      />
      {detail ? (
        <>
          <RunStatusPanel detail={detail} />
          {detail.kind !== 'forward' ? (
            <Alert severity="info">
              これは逆解析の探索です。
              <Link component={RouterLink} to={resultHref(detail)}>
                逆解析の結果
              </Link>
              をご覧ください。
            </Alert>
          ) : detail.status === 'done' && detail.forward ? (
            <ForwardResultView id={id} detail={detail} result={detail.forward} />
          ) : null}
        </>
      ) : error ? (
        <LoadError error={error} onRetry={() => void refetch()} what="製品探索" />
      ) : (
        <Box aria-busy="true" aria-label="読み込み中" sx={{ display: 'grid', gap: 2 }}>
          <Skeleton variant="rounded" height={120} />
          <Skeleton variant="rounded" height={320} />
        </Box>
      )}
      <RelatedLinks links={LINKS} />
    </>
  );
}

function ForwardResultView({
  id,
  detail,
  result,
}: {
  id: string;
  detail: ExplorationDetail;
  result: ForwardResult;
}) {
  const [tab, setTab] = useState(0);
  const current = result.targets[Math.min(tab, result.targets.length - 1)];
  const data = detail.data;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <ResultSection
        title="予測の精度"
        description={`学習データを ${result.model.folds} つに分け、1 つずつ学習に使わずに予測して確かめた結果（交差検証）です。`}
      >
        <MetricsTable targets={result.targets} folds={result.model.folds} />
      </ResultSection>

      {current && (
        <ResultSection title="予測値と実測値・入力の重要度" description="物性を切り替えて確認できます。">
          {result.targets.length > 1 && (
            <Tabs
              value={tab}
              onChange={(_event, next: number) => setTab(next)}
              variant="scrollable"
              aria-label="表示する物性"
            >
              {result.targets.map(({ target }, index) => (
                <Tab
                  key={target.key}
                  label={target.name}
                  id={`target-tab-${index}`}
                  aria-controls="target-panel"
                />
              ))}
            </Tabs>
          )}
          <Box
            id="target-panel"
            role={result.targets.length > 1 ? 'tabpanel' : undefined}
            aria-labelledby={result.targets.length > 1 ? `target-tab-${tab}` : undefined}
            sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' } }}
          >
            <PredictedVsActualChart
              key={current.target.key}
              target={current.target.name}
              unit={current.target.unit}
              points={current.points.map((p) => ({
                actual: p.actual,
                predicted: p.predicted,
                lower: p.lower90,
                upper: p.upper90,
              }))}
              r2={current.metrics.r2}
              coverage={current.metrics.coverage90}
              exportName={`順解析_${current.target.name}_予測値と実測値`}
            />
            <FeatureImportanceChart
              key={`importance-${current.target.key}`}
              target={current.target.name}
              items={current.importance.map((i) => ({ name: i.name, importance: i.importance }))}
              exportName={`順解析_${current.target.name}_重要度`}
            />
          </Box>
          <Typography variant="body2" color="text.secondary">
            モデル：{modelLabel(current.model)}（学習に使った実施例 {current.trainingRows} 件）
          </Typography>
        </ResultSection>
      )}

      <ResultSection
        title="配合を入力して予測"
        description="配合量や条件を入力すると、物性の予測値と 90% 予測区間を計算します。学習データから離れた配合には警告を、存続中の特許の請求範囲に入る配合にはその特許を表示します。"
      >
        <PredictionTable explorationId={id} result={result} />
      </ResultSection>

      <ResultSection
        title="学習データの範囲"
        description="予測を信頼できるのは、おおむねこの範囲の中の配合です。範囲の外では予測が外れやすくなります。"
      >
        <TrainingDomainTable domain={result.domain} />
        {data && (
          <Box sx={{ display: 'grid', gap: 0.5 }}>
            <Typography variant="body2">
              対象の実施例 {formatCount(data.examplesInScope)} 件のうち、{formatCount(data.used)}{' '}
              件を学習に使いました
              {data.dropped > 0 && `（${formatCount(data.dropped)} 件は除外）`}。
            </Typography>
            {data.dropReasons.map((r) => (
              <Typography key={r.reason} variant="body2" color="text.secondary">
                除外：{r.reason}（{formatCount(r.count)} 件）
              </Typography>
            ))}
            {data.notes.map((note) => (
              <Typography key={note} variant="body2" color="text.secondary">
                {note}
              </Typography>
            ))}
          </Box>
        )}
        <Typography variant="body2" color="text.secondary">
          計算時間 {formatFixed(result.model.totalSeconds, 1)} 秒（学習{' '}
          {formatValue(result.model.trainSeconds)} 秒）・乱数シード {result.model.seed}
        </Typography>
      </ResultSection>
    </Box>
  );
}
