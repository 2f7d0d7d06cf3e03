import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { MessagesAlert, RetryAlert } from '../../../components/load-error';
import { PageHeading } from '../../../components/page-heading';
import { RelatedLinks } from '../../../components/related-links';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { useExamplePropertyDefs } from '../api/example-property-defs';
import { usePatentVisualization } from '../api/visualization-api';
import { formFromSearch, paramsFromSearch, searchFromForm } from '../utils/patent-search-params';
import { PatentSearchForm } from './patent-search-form';
import { PatentVisualizationView } from './patent-visualization-view';
import { SampleViewNote } from './sample-view-note';
import { formatJaNumber } from '../../../lib/ja-number';

const LINKS = [
  { to: paths.visualizedExamples.getHref(), label: '実施例の可視化' },
  { to: paths.patents.getHref(), label: '特許検索' },
];

/**
 * 特許の可視化 (docs/spec/analyses.md): the landscape map, filing trends, applicant ranking and applicant ×
 * year / IPC / theme matrices of the patents matching a search; clicking any of them narrows the list.
 * The search lives in the URL; the time slider and the clicked filters in the view of the answer.
 */
export function VisualizedPatentsPage() {
  const [search, setSearch] = useSearchParams();
  const session = useSession();
  const searchKey = search.toString();
  const params = useMemo(() => paramsFromSearch(new URLSearchParams(searchKey)), [searchKey]);
  const form = useMemo(() => formFromSearch(new URLSearchParams(searchKey)), [searchKey]);
  const result = usePatentVisualization(params);
  const properties = useExamplePropertyDefs();
  const data = result.data;

  let body;
  if (result.isPending) {
    body = <LoadingView />;
  } else if (result.isError) {
    const problems = invalidQueryMessages(result.error);
    body = problems ? (
      <MessagesAlert title="検索条件を確認してください" messages={problems} />
    ) : (
      <RetryAlert what="可視化のデータ" onRetry={() => void result.refetch()} />
    );
  } else if (data && data.total === 0) {
    body = (
      <Alert severity="info">
        <AlertTitle>条件に一致する特許はありません</AlertTitle>
        検索語を短くするか、出願人・IPC・テーマ・出願年の条件を外してお試しください。
      </Alert>
    );
  } else if (data) {
    body = (
      <>
        <Typography role="status" sx={{ mb: 1 }}>
          {data.sample
            ? `サンプルとして ${formatJaNumber(data.shown)} 件の特許を表示しています`
            : `${form.q ? `「${form.q}」に一致する` : ''}特許 ${formatJaNumber(data.total)} 件を表示しています`}
        </Typography>
        <PatentVisualizationView key={result.dataUpdatedAt} data={data} />
      </>
    );
  }

  return (
    <>
      <PageHeading
        title="特許の可視化"
        description="特許の技術マップ、出願件数の推移、出願人ランキング、IPC・テーマの内訳をグラフで表示します。グラフをクリックすると特許の一覧を絞り込めます。"
      />
      <SampleViewNote />
      <PatentSearchForm
        key={searchKey}
        initial={form}
        applicants={data?.applicants ?? []}
        properties={properties.data ?? []}
        canSearch={session.isLoggedIn}
        onSubmit={(values) => setSearch(searchFromForm(values))}
      />
      <Box sx={{ position: 'relative', minHeight: 480 }} aria-busy={result.isFetching}>
        {result.isFetching && !result.isPending && (
          <LinearProgress aria-label="読み込み中" sx={{ position: 'absolute', top: -8, left: 0, right: 0 }} />
        )}
        {body}
      </Box>
      <RelatedLinks links={LINKS} />
    </>
  );
}

/** The messages of a refused query (422, the contract's Japanese validation messages), else null. */
function invalidQueryMessages(error: unknown): string[] | null {
  if (!(error instanceof ApiError) || error.status !== 422 || !Array.isArray(error.detail)) return null;
  const messages = error.detail.map((issue) => issue.msg).filter(Boolean);
  return messages.length ? messages : null;
}

/** Placeholders of the charts' own heights, so the page does not jump when they arrive. */
function LoadingView() {
  return (
    <Box role="status" aria-label="可視化のデータを読み込んでいます">
      <Skeleton variant="text" width={280} />
      <Skeleton variant="rectangular" height={48} sx={{ my: 2, borderRadius: 1 }} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' } }}>
        <Box sx={{ display: 'grid', gap: 4 }}>
          <Skeleton variant="rectangular" height={520} sx={{ borderRadius: 1 }} />
          <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <Skeleton variant="rectangular" height={340} sx={{ borderRadius: 1 }} />
            <Skeleton variant="rectangular" height={340} sx={{ borderRadius: 1 }} />
          </Box>
        </Box>
        <Skeleton variant="rectangular" height={600} sx={{ borderRadius: 1 }} />
      </Box>
    </Box>
  );
}
