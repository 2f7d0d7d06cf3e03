import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { entitlementOf, requiredLevelOf } from '@app/contract/plans';
import { PageHeading } from '../../../components/page-heading';
import { PlanRequiredNotice } from '../../../components/plan-required-notice';
import { FeatureList } from '../../../components/feature-list';
import { RelatedLinks } from '../../../components/related-links';
import { paths } from '../../../config/paths';
import { accessLevel, useSession } from '../../../lib/session';
import { parsePageQuery } from '../utils/page-query';
import { AnalysisView } from './analysis-view';
import { PatentList } from './patent-list';

const LINKS = [
  { to: paths.patents.getHref(), label: '特許検索' },
  {
    to: paths.exploreProducts.getHref(),
    label: '製品探索（順解析・逆解析）',
    level: requiredLevelOf('exploration'),
  },
];

const WHAT_IT_DOES = [
  '実施例・比較例の全件の一覧（並べ替え・絞り込み）',
  '物性の分布と、配合・物性どうしの相関',
  '物性を左右する成分と、実施例と比較例を分ける要因',
  '「タルク ≥ 20 質量部 のとき 曲げ弾性率 ≥ 2.5 GPa」のような規則',
  '請求項の数値範囲と実施例の位置関係',
];

/** For a visitor or a free user: what the page does and what it takes to use it (docs/spec/entitlements.md). */
function Gate({ entitlement }: { entitlement: 'signup' | 'upgrade' }) {
  return (
    <>
      {entitlement === 'signup' ? (
        <>
          <PlanRequiredNotice level="free" to={paths.analyzedPatents.getHref()} />
          <Typography variant="body2" sx={{ mb: 3 }}>
            この分析はスタンダードプランの機能です。無料会員登録のあと、プランの変更をお申し込みください。ご登録済みの方は
            <Link component={RouterLink} to={paths.login.getHref(paths.analyzedPatents.getHref())}>
              ログイン
            </Link>
            してください。
          </Typography>
        </>
      ) : (
        <PlanRequiredNotice level="standard" to={paths.analyzedPatents.getHref()} />
      )}
      <FeatureList items={WHAT_IT_DOES} />
    </>
  );
}

/**
 * /analyzed-patents: a patent with many examples analysed as a whole (docs/spec/analyses.md, standard plan). The URL
 * holds the list's search and the chosen patent (`?patentId=`), so reload, back and shared links all work.
 */
export function LargePatentsPage() {
  const session = useSession();
  const entitlement = entitlementOf(accessLevel(session), 'largePatentAnalysis');
  const [search] = useSearchParams();
  const { query, problems } = useMemo(() => parsePageQuery(search), [search]);

  let body;
  if (entitlement === 'signup' || entitlement === 'upgrade') body = <Gate entitlement={entitlement} />;
  else if (problems.length > 0)
    body = (
      <Alert severity="warning" sx={{ mb: 3 }}>
        <AlertTitle>アドレスの条件を確認してください</AlertTitle>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </Box>
        <Link component={RouterLink} to={paths.analyzedPatents.getHref()}>
          特許の一覧を開く
        </Link>
      </Alert>
    );
  else if (query.patentId)
    body = <AnalysisView key={query.patentId} query={query} patentId={query.patentId} />;
  else body = <PatentList query={query} />;

  return (
    <>
      <PageHeading
        title="大量実施例特許の分析"
        description="実施例の多い特許を1件選ぶと、全実施例の一覧、物性の分布と相関、物性を左右する成分、実施例と比較例を分ける要因、読み取れる規則、請求項の数値範囲と実施例の位置関係をまとめて分析します。"
      />
      {body}
      <RelatedLinks links={LINKS} />
    </>
  );
}
