import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { LEGAL_STATUSES, type LegalStatus } from '@app/contract/interchange';
import type { LargePatentAnalysis } from '@app/contract/large-patents';
import { paths } from '../../../config/paths';
import { safeFileName } from '../../../lib/csv-file';
import { useLargePatentAnalysis } from '../api/get-large-patents';
import { formatDate } from '../utils/format';
import { pageHref, type PageQuery } from '../utils/page-query';
import { ClaimScatter } from './claim-scatter';
import { CorrelationHeatmap } from './correlation-heatmap';
import { DistributionCharts } from './distribution-charts';
import { DriversCharts } from './drivers-charts';
import { ExampleTable } from './example-table';
import { LoadError } from './load-error';
import { RulesList } from './rules-list';
import { Section } from './section';
import { SeparationSection } from './separation-section';

function PatentHeader({ analysis }: { analysis: LargePatentAnalysis }) {
  const { patent } = analysis;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="body2" color="text.secondary">
        {patent.publicationNumber}・{formatDate(patent.filingDate)} 出願
        {patent.legalStatus && (
          <Chip
            size="small"
            label={LEGAL_STATUSES[patent.legalStatus as LegalStatus] ?? patent.legalStatus}
            variant="outlined"
            sx={{ ml: 1 }}
          />
        )}
      </Typography>
      <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mt: 0.5 }}>
        {patent.title}
      </Typography>
      <Typography color="text.secondary">{patent.applicants.join('、') || '出願人の記載なし'}</Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mt: 1.5 }}>
        <Typography>
          実施例 <strong>{patent.exampleCount - patent.comparativeCount}</strong> 件・比較例{' '}
          <strong>{patent.comparativeCount}</strong> 件
        </Typography>
        <Link component={RouterLink} to={paths.patent.getHref(patent.id)}>
          特許の詳細（請求項・全文）を見る
        </Link>
      </Box>
    </Paper>
  );
}

/** The whole analysis of one patent, in the order a reader goes from the data to its conclusions. */
function AnalysisSections({ analysis }: { analysis: LargePatentAnalysis }) {
  const fileStem = safeFileName(analysis.patent.publicationNumber);
  const hasProperties = analysis.table.properties.length > 0;
  return (
    <>
      <PatentHeader analysis={analysis} />
      <Section
        id="lp-table"
        title="実施例・比較例の一覧"
        lead="すべての例の配合と物性です。列の見出しで並べ替え、種別や名前で絞り込めます。例の名前から、その例の詳細ページを開けます。"
      >
        <ExampleTable table={analysis.table} patentId={analysis.patent.id} fileStem={fileStem} />
      </Section>
      <Section
        id="lp-distributions"
        title="物性の分布"
        lead="物性ごとの値のばらつきです。実施例と比較例を積み上げて表示します。"
      >
        {hasProperties ? (
          <DistributionCharts distributions={analysis.distributions} fileStem={fileStem} />
        ) : (
          <Alert severity="info" variant="outlined">
            この特許の例には物性の値が記載されていません。
          </Alert>
        )}
      </Section>
      <Section
        id="lp-correlation"
        title="配合と物性の相関"
        lead="どの成分の量とどの物性が一緒に増減するかを、相関係数で一覧にしています。"
      >
        {analysis.correlation.variables.length >= 2 ? (
          <CorrelationHeatmap correlation={analysis.correlation} fileStem={fileStem} />
        ) : (
          <Alert severity="info" variant="outlined">
            相関を計算できる列が2つ未満です。
          </Alert>
        )}
      </Section>
      <Section
        id="lp-drivers"
        title="物性を左右する成分"
        lead="製品探索（順解析）と同じモデルをこの特許の例で学習し、物性ごとにどの成分の量が効いているかを示します。交差検証の R² が高いほど信頼できます。"
      >
        {analysis.drivers.length > 0 ? (
          <DriversCharts drivers={analysis.drivers} fileStem={fileStem} />
        ) : (
          <Alert severity="info" variant="outlined">
            モデルを学習できる物性がありませんでした（配合と物性の両方が記載された例が少ないためです）。
          </Alert>
        )}
      </Section>
      <Section
        id="lp-separation"
        title="実施例と比較例を分けるもの"
        lead="発明の効果を示す実施例と、それに及ばない比較例とで、どの列の値が違うかを比べます。"
      >
        <SeparationSection separation={analysis.separation} fileStem={fileStem} />
      </Section>
      <Section
        id="lp-rules"
        title="例から読み取れる規則"
        lead="「この成分がこの量以上のとき、この物性がこの値以上になる」といった単純な規則のうち、全体の傾向より当てはまりのよいものです。"
      >
        <RulesList rules={analysis.rules} />
      </Section>
      <Section
        id="lp-claims"
        title="請求項の数値範囲と実施例"
        lead="2つの列を選ぶと、例の値を点で、請求項に書かれた数値範囲を網掛けで重ねて表示します。"
      >
        <ClaimScatter analysis={analysis} fileStem={fileStem} />
      </Section>
    </>
  );
}

/** Placeholders of the header and the first sections, at their real heights, while the analysis loads. */
function AnalysisSkeleton() {
  return (
    <Box aria-busy="true" aria-label="特許の分析を読み込み中" sx={{ display: 'grid', gap: 3 }}>
      <Skeleton variant="rounded" height={150} />
      <Skeleton variant="text" width="30%" height={36} />
      <Skeleton variant="rounded" height={600} />
      <Skeleton variant="text" width="30%" height={36} />
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Skeleton variant="rounded" height={300} />
        <Skeleton variant="rounded" height={300} />
      </Box>
    </Box>
  );
}

/** The chosen patent: loads its analysis and shows it, with the way back to the list. */
export function AnalysisView({ query, patentId }: { query: PageQuery; patentId: string }) {
  const analysis = useLargePatentAnalysis(patentId);
  let body;
  if (analysis.isPending) body = <AnalysisSkeleton />;
  else if (analysis.isError)
    body = (
      <LoadError
        error={analysis.error}
        what="特許の分析"
        notFound="この特許は見つかりません。一覧から選び直してください。"
        onRetry={() => void analysis.refetch()}
      />
    );
  else body = <AnalysisSections key={analysis.data.patent.id} analysis={analysis.data} />;
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box>
        <Button
          component={RouterLink}
          to={pageHref({ ...query, patentId: null })}
          startIcon={<ArrowBackIcon aria-hidden="true" />}
        >
          特許の一覧に戻る
        </Button>
      </Box>
      <Box sx={{ minWidth: 0 }}>{body}</Box>
    </Box>
  );
}
