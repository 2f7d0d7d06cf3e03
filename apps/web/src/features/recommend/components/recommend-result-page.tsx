import { useEffect, useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PLAN_LIMITS } from '@app/contract/plans';
import { recommendQuerySchema, type RecommendResponse } from '@app/contract/recommendation';
import { GatedButton } from '../../../components/gated-link';
import { PageHeading } from '../../../components/page-heading';
import { RelatedLinks } from '../../../components/related-links';
import { paths } from '../../../config/paths';
import { handleApiError } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { useRecommendations } from '../api/get-recommendations';
import { ResultCard } from './result-card';
import { RetryAlert } from '../../../components/load-error';

const LINKS = [{ to: paths.products.getHref(), label: '製品検索' }];

/** The URL's query checked with the API's own schema, so a hand-edited URL gets the same Japanese messages. */
function checkQuery(search: URLSearchParams): string[] {
  const parsed = recommendQuerySchema.safeParse({
    keyword: search.getAll('keyword'),
    category: search.get('category') ?? undefined,
    req: search.getAll('req').length > 0 ? search.getAll('req') : undefined,
    page: search.get('page') ?? undefined,
    pageSize: search.get('pageSize') ?? undefined,
  });
  return parsed.success ? [] : [...new Set(parsed.error.issues.map((issue) => issue.message))];
}

function Summary({ data }: { data: RecommendResponse }) {
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }} aria-label="条件">
      {data.keywords.length > 0 ? (
        data.keywords.map((keyword) => <Chip key={keyword} size="small" label={`用途: ${keyword}`} />)
      ) : (
        <Chip size="small" label="用途: 指定なし" />
      )}
      <Chip size="small" label={`カテゴリ: ${data.category?.name ?? 'すべて'}`} />
      {data.requirements.map((requirement, index) => (
        <Chip key={index} size="small" color="primary" variant="outlined" label={requirement.label} />
      ))}
    </Stack>
  );
}

export function RecommendResultPage() {
  const [search, setSearch] = useSearchParams();
  const problems = useMemo(() => checkQuery(search), [search]);
  const empty = search.getAll('req').length === 0;
  const result = useRecommendations(search, problems.length === 0);
  const changeHref = `${paths.productRecommend.getHref()}?${(() => {
    const copy = new URLSearchParams(search);
    copy.delete('page');
    return copy.toString();
  })()}`;
  const error = result.error;
  const invalid = error instanceof ApiError && error.status === 422 && Array.isArray(error.detail);
  useEffect(() => {
    if (error instanceof ApiError && !invalid) handleApiError(error);
  }, [error, invalid]);

  const changeButton = (
    <Button
      component={RouterLink}
      to={empty ? paths.productRecommend.getHref() : changeHref}
      variant="outlined"
    >
      {empty ? '条件を入力する' : '条件を変える'}
    </Button>
  );

  let body;
  if (empty) {
    body = (
      <Alert severity="info" action={changeButton}>
        まだ条件が指定されていません。用途と物性の要件を入力すると、合う製品を順位づけして表示します。
      </Alert>
    );
  } else if (problems.length > 0 || invalid) {
    const messages =
      problems.length > 0
        ? problems
        : (error as ApiError & { detail: { msg: string }[] }).detail.map((issue) => issue.msg);
    body = (
      <Alert severity="warning" action={changeButton}>
        <AlertTitle>条件を確認してください</AlertTitle>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </Box>
      </Alert>
    );
  } else if (result.isPending) {
    body = (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 4 }} role="status">
        <CircularProgress size={24} />
        <Typography>条件に合う製品を探しています…</Typography>
      </Stack>
    );
  } else if (result.isError) {
    body = <RetryAlert what="レコメンド結果" onRetry={() => void result.refetch()} />;
  } else {
    const data = result.data;
    const pages = Math.ceil(data.total / data.pageSize);
    body = (
      <>
        <Summary data={data} />
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography role="status">
            {data.total === 0
              ? '該当する製品はありません'
              : `${data.total}件の製品を適合度の高い順に表示しています`}
          </Typography>
          {changeButton}
        </Stack>
        {data.total === 0 ? (
          <Alert severity="info">
            <AlertTitle>条件に合う製品が見つかりませんでした</AlertTitle>
            用途キーワードを減らすか短くする（例:
            「自動車内装部品」→「自動車内装」）、カテゴリを「すべてのカテゴリ」にする、
            のいずれかをお試しください。物性の要件を満たさない製品も順位づけして表示されるので、見つからないのは用途やカテゴリの条件によるものです。
          </Alert>
        ) : (
          <Stack spacing={2}>
            {data.items.map((item) => (
              <ResultCard key={item.product.id} item={item} requirements={data.requirements} />
            ))}
          </Stack>
        )}
        {data.limited && data.hiddenCount > 0 && (
          <Alert
            severity="info"
            variant="outlined"
            sx={{ mt: 2, alignItems: 'center' }}
            action={
              <GatedButton to={changeHref} level="standard" size="small" variant="outlined" color="inherit">
                スタンダードプランについて
              </GatedButton>
            }
          >
            ほかに{data.hiddenCount}件の製品が条件に該当します。フリープランでは上位
            {PLAN_LIMITS.freeRecommendationResults}
            件まで表示します。すべての結果はスタンダードプランでご覧いただけます。
          </Alert>
        )}
        {!data.limited && pages > 1 && (
          <Pagination
            sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
            count={pages}
            page={data.page}
            onChange={(_event, page) => {
              const next = new URLSearchParams(search);
              if (page > 1) next.set('page', String(page));
              else next.delete('page');
              setSearch(next);
              window.scrollTo({ top: 0 });
            }}
          />
        )}
        {data.total > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
            {data.formula}
          </Typography>
        )}
      </>
    );
  }

  return (
    <>
      <PageHeading
        title="製品レコメンドの結果"
        description="条件に合う製品を、適合度スコア（0〜100）とその理由（要件ごとの適合・不適合とその差、根拠となる特許の実施例）つきで表示します。"
      />
      {body}
      <RelatedLinks links={LINKS} />
    </>
  );
}
