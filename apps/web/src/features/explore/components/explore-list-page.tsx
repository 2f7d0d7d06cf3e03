import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { requiredLevelOf, satisfies } from '@app/contract/plans';
import { GatedButton } from '../../../components/gated-link';
import { PageHeading } from '../../../components/page-heading';
import { PlanRequiredNotice } from '../../../components/plan-required-notice';
import { paths } from '../../../config/paths';
import { accessLevel, useSession } from '../../../lib/session';
import { useExplorations } from '../api/get-explorations';
import { ExplorationIntro } from './exploration-intro';
import { ExplorationListItem } from './exploration-list-item';
import { RetryAlert } from '../../../components/load-error';

const PAGE_SIZE = 20;
const LEVEL = requiredLevelOf('exploration');

/**
 * /explore-products: a standard user's explorations with live progress; for everyone else, what
 * exploration does and an illustration (the feature needs the standard plan, docs/spec/entitlements.md).
 */
export function ExploreListPage() {
  const session = useSession();
  const allowed = satisfies(accessLevel(session), LEVEL);
  return (
    <>
      <PageHeading
        title="製品探索"
        description="特許の実施例やお手持ちの実験データから配合と物性の関係を学習し、配合から物性を予測する順解析と、目標の物性を満たす配合を提案する逆解析を行います。"
        actions={
          <>
            <GatedButton to={paths.exploreNew.getHref()} level={LEVEL} variant="contained" disableElevation>
              順解析を始める
            </GatedButton>
            <GatedButton to={paths.exploreNewInverse.getHref()} level={LEVEL} variant="outlined">
              逆解析を始める
            </GatedButton>
          </>
        }
      />
      {allowed ? (
        <ExplorationList />
      ) : (
        <>
          <PlanRequiredNotice level={LEVEL} to={paths.exploreNew.getHref()} />
          {!session.isLoggedIn && (
            <Typography variant="body2" sx={{ mb: 3 }}>
              スタンダードプランをご利用中の方は
              <Link component={RouterLink} to={paths.login.getHref(paths.exploreProducts.getHref())}>
                ログイン
              </Link>
              してください。
            </Typography>
          )}
          <ExplorationIntro />
        </>
      )}
    </>
  );
}

function ExplorationList() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useExplorations({ page, pageSize: PAGE_SIZE });

  if (isPending) {
    return (
      <Box aria-busy="true" aria-label="探索の一覧を読み込み中" sx={{ display: 'grid', gap: 1.5 }}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} variant="rounded" height={96} />
        ))}
      </Box>
    );
  }
  if (isError) {
    return <RetryAlert what="探索の一覧" onRetry={() => void refetch()} />;
  }
  if (data.total === 0) {
    return (
      <>
        <Paper variant="outlined" sx={{ p: 3, mb: 4 }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
            まだ探索はありません
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            まず順解析で、選んだ実施例のデータからどのくらい正確に物性を予測できるかを確かめ、そのうえで逆解析で目標の物性を満たす配合の候補を探すのがおすすめです。どちらも、最初から入っている設定のまま実行できます。
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              component={RouterLink}
              to={paths.exploreNew.getHref()}
              variant="contained"
              disableElevation
            >
              順解析を始める
            </Button>
            <Button component={RouterLink} to={paths.exploreNewInverse.getHref()} variant="outlined">
              逆解析を始める
            </Button>
          </Box>
        </Paper>
        <ExplorationIntro />
      </>
    );
  }

  const pages = Math.ceil(data.total / data.pageSize);
  return (
    <Box component="section" aria-labelledby="explorations-heading">
      <Typography id="explorations-heading" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
        あなたの探索（{data.total}件）
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {data.items.map((item) => (
          <ExplorationListItem key={item.id} item={item} />
        ))}
      </Box>
      {pages > 1 && (
        <Pagination
          sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
          count={pages}
          page={page}
          onChange={(_event, next) => setPage(next)}
          color="primary"
          getItemAriaLabel={(type, number) =>
            type === 'page' ? `${number}ページ目` : type === 'next' ? '次のページ' : '前のページ'
          }
        />
      )}
    </Box>
  );
}
