import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import {
  GOAL_KIND_LABELS,
  type Candidate,
  type ExplorationDetail,
  type InverseResult,
} from '@app/contract/explorations';
import { requiredLevelOf } from '@app/contract/plans';
import { useGate } from '../../../components/gated-link';
import { PageHeading } from '../../../components/page-heading';
import { RelatedLinks } from '../../../components/related-links';
import { paths } from '../../../config/paths';
import { useExplorationDetail } from '../api/get-exploration-detail';
import { useInverseResult } from '../api/get-inverse-result';
import { downloadText, safeFileName } from '../../../lib/csv-file';
import { candidatesCsv } from '../utils/candidates-csv';
import { foldedNote } from '../utils/folded-note';
import { describeComposition } from '../utils/composition';
import { formatInterval, formatValue, modelLabel } from '../utils/format';
import { resultHref } from '../utils/result-href';
import { ParetoChart, type ParetoAxis, type ParetoPoint } from './charts/pareto-chart';
import { BestKnownExample } from './result/best-known-example';
import { CandidatesTable } from './result/candidates-table';
import { LoadError } from '../../../components/load-error';
import { ResultSection } from './result/result-section';
import { RunStatusPanel } from './result/run-status-panel';
import { nameWithUnit } from '../../../lib/display-unit';
import { formatJaNumber } from '../../../lib/ja-number';

const LINKS = [
  { to: paths.exploreProducts.getHref(), label: '製品探索の一覧' },
  { to: paths.exploreNew.getHref(), label: '順解析を始める', level: 'standard' as const },
];

/** /explore-products/inverse/:id — progress until done; then the candidates, the trade-off and the export. */
export function ExploreInverseResultPage({ id }: { id: string }) {
  const { data: detail, error, refetch } = useExplorationDetail(id);
  const done = detail?.status === 'done' && detail.kind === 'inverse';
  const result = useInverseResult(id, done);

  return (
    <>
      <PageHeading
        title="逆解析の結果"
        description="目標と制約から提案した配合の候補です。予測値には 90% 予測区間、候補ごとに近い実在の実施例と、請求範囲に入るおそれのある特許を示します。"
      />
      {detail ? (
        <>
          <RunStatusPanel detail={detail} />
          {detail.kind !== 'inverse' ? (
            <Alert severity="info">
              これは順解析の探索です。
              <Link component={RouterLink} to={resultHref(detail)}>
                順解析の結果
              </Link>
              をご覧ください。
            </Alert>
          ) : done && result.data ? (
            <InverseResultView detail={detail} result={result.data} />
          ) : done && result.error ? (
            <LoadError error={result.error} onRetry={() => void result.refetch()} what="逆解析の結果" />
          ) : done ? (
            <Skeleton variant="rounded" height={320} aria-label="結果を読み込み中" />
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

/** Below this (on the 0–1 desirability scale, shown as 0.00) an expected improvement counts as none. */
const NO_IMPROVEMENT = 0.005;

const sameInputs = (a: Candidate, b: Candidate) => JSON.stringify(a.inputs) === JSON.stringify(b.inputs);

function InverseResultView({ detail, result }: { detail: ExplorationDetail; result: InverseResult }) {
  const [tab, setTab] = useState<'best' | 'next'>('best');
  const exportGate = useGate(requiredLevelOf('csvExport'));

  const pareto = useMemo(() => {
    const goals = result.goals;
    if (goals.length < 2 || result.pareto.length === 0) return null;
    const axes: ParetoAxis[] = goals.map((goal) => {
      const target = result.targets.find((t) => t.key === goal.target);
      return {
        name: target?.name ?? goal.target,
        unit: target?.unit,
        direction: GOAL_KIND_LABELS[goal.kind],
      };
    });
    const valuesOf = (c: Candidate) => goals.map((goal) => c.predictions[goal.target]?.mean ?? Number.NaN);
    const points: ParetoPoint[] = result.pareto.map((c, i) => ({
      label: `パレート解 ${i + 1}：${describeComposition(c.inputs, result.inputs)}`,
      values: valuesOf(c),
      compromise: result.compromise !== null && sameInputs(c, result.compromise),
    }));
    if (result.compromise && !points.some((p) => p.compromise)) {
      points.push({
        label: `推奨の折衷案：${describeComposition(result.compromise.inputs, result.inputs)}`,
        values: valuesOf(result.compromise),
        compromise: true,
      });
    }
    return { axes, points };
  }, [result]);

  if (!result.feasible) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" component={RouterLink} to={paths.exploreNewInverse.getHref()}>
            条件を見直す
          </Button>
        }
      >
        <AlertTitle>条件をすべて満たす配合はありません</AlertTitle>
        指定された制約を同時に満たす配合が存在しないため、候補を作りませんでした。理由：
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {(result.reasons.length > 0 ? result.reasons : ['制約が互いに矛盾しています。']).map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </Box>
      </Alert>
    );
  }

  const onExport = () => {
    if (!exportGate.allowed) {
      exportGate.onBlocked();
      return;
    }
    downloadText(candidatesCsv(result), `${safeFileName(`逆解析_${detail.name}`)}_${detail.id}.csv`);
  };

  const compromise = result.compromise;
  const listFolded =
    tab === 'best'
      ? foldedNote(result.folded, 'candidates', result.candidates.length)
      : foldedNote(result.folded, 'nextToTest', result.nextToTest.length);
  const paretoFolded = foldedNote(result.folded, 'pareto', result.pareto.length);
  // When the best measured example already meets the goals, nothing is expected to beat it: every
  // candidate's expected improvement is ~0 and the list is ordered by its optimistic score instead.
  const noImprovement =
    tab === 'next' &&
    result.nextToTest.length > 0 &&
    result.nextToTest.every((c) => (c.expectedImprovement ?? 0) < NO_IMPROVEMENT);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {result.warnings.length > 0 && (
        <Alert severity="warning">
          {result.warnings.map((warning) => (
            <Box key={warning}>{warning}</Box>
          ))}
        </Alert>
      )}

      <ResultSection
        title="配合の候補"
        description="「予測が最良の候補」は予測値がもっとも目標に近い配合です。「次に試すべき候補」は、まだ実験データが少なく、試すと新しいことがわかる見込みが大きい配合です（期待改善量の大きい順）。"
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Tabs
            value={tab}
            onChange={(_event, next: 'best' | 'next') => setTab(next)}
            aria-label="候補の区分"
          >
            <Tab
              value="best"
              label={`予測が最良の候補（${result.candidates.length}）`}
              id="tab-best"
              aria-controls="panel-candidates"
            />
            <Tab
              value="next"
              label={`次に試すべき候補（情報量が多い）（${result.nextToTest.length}）`}
              id="tab-next"
              aria-controls="panel-candidates"
            />
          </Tabs>
          <Box sx={{ flex: 1 }} />
          <Button
            variant="outlined"
            startIcon={<DownloadIcon aria-hidden="true" />}
            onClick={onExport}
            aria-haspopup={exportGate.allowed ? undefined : 'dialog'}
          >
            CSV をダウンロード
          </Button>
        </Box>
        {listFolded && (
          <Typography variant="body2" color="text.secondary" data-testid="folded-candidates">
            {listFolded}
          </Typography>
        )}
        {noImprovement && (
          <Typography variant="body2" color="text.secondary" data-testid="no-improvement">
            期待改善量はどの候補もほぼ 0
            です。既知の最良の実施例がすでに目標をほぼ満たしていて、それを上回る見込みが小さいためです。この一覧は、予測の幅の中で最もうまくいった場合の望ましさが大きい順に並べています。
          </Typography>
        )}
        <Box id="panel-candidates" role="tabpanel" aria-labelledby={tab === 'best' ? 'tab-best' : 'tab-next'}>
          {tab === 'best' ? (
            <CandidatesTable candidates={result.candidates} result={result} label="予測が最良の候補" />
          ) : (
            <CandidatesTable
              candidates={result.nextToTest}
              result={result}
              label="次に試すべき候補"
              showImprovement
            />
          )}
        </Box>
        {result.bestKnown && <BestKnownExample known={result.bestKnown} result={result} />}
        <Typography variant="body2" color="text.secondary">
          望ましさは、すべての目標をどれだけ満たすかを 0〜100%
          で表したものです。学習データとの近さが低い候補は、予測が外れやすいのでご注意ください。各行の右端のボタンで、近い実在の実施例・関連製品・請求範囲の詳細を表示します。
        </Typography>
      </ResultSection>

      {pareto && (
        <ResultSection
          title="目標のトレードオフと推奨の折衷案"
          description="ある目標を良くすると別の目標が悪くなる関係と、その中でバランスのよい配合を示します。"
        >
          <ParetoChart
            axes={pareto.axes}
            points={pareto.points}
            exportName={safeFileName(`逆解析_${detail.name}_パレート解`)}
          />
          {paretoFolded && (
            <Typography variant="body2" data-testid="folded-pareto">
              {paretoFolded}
            </Typography>
          )}
          {compromise && (
            <Alert severity="success" variant="outlined" icon={false}>
              <AlertTitle>推奨の折衷案</AlertTitle>
              {describeComposition(compromise.inputs, result.inputs)}
              <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
                {result.targets.map((t) => {
                  const p = compromise.predictions[t.key];
                  return p ? (
                    <li key={t.key}>
                      {nameWithUnit(t.name, t.unit)}：{formatInterval(p.mean, p.lower90, p.upper90)}
                    </li>
                  ) : null;
                })}
              </Box>
            </Alert>
          )}
        </ResultSection>
      )}

      <Typography variant="body2" color="text.secondary">
        学習に使った実施例 {result.model.trainingRows} 件・モデルの評価{' '}
        {formatJaNumber(result.model.evaluations)} 回・計算時間 {formatValue(result.model.seconds)}{' '}
        秒（モデル：{[...new Set(result.model.targets.map((t) => modelLabel(t.model)))].join('、')}）
      </Typography>
    </Box>
  );
}
