import Alert from '@mui/material/Alert';
import { PLAN_LIMITS } from '@app/contract/plans';
import { PageHeading } from '../../../components/page-heading';
import { PlannedFeatures } from '../../../components/planned-features';
import { RelatedLinks } from '../../../components/related-links';
import { paths } from '../../../config/paths';
import { accessLevel, useSession } from '../../../lib/session';

const FEATURES = [
  '用途キーワードとカテゴリの指定',
  '物性の要件（下限・上限・目標値）と重み付け',
  '適合度スコア（0〜100）と理由つきの製品一覧',
];

const LINKS = [
  { to: paths.productRecommendResult.getHref(), label: '前回のレコメンド結果' },
  { to: paths.products.getHref(), label: '製品検索' },
];

export function RecommendPage() {
  const session = useSession();
  return (
    <>
      <PageHeading
        title="製品レコメンド"
        description="用途のキーワード、カテゴリ、物性の要件と重み付けを入力し、条件に合う市販製品を探します。"
      />
      {accessLevel(session) === 'free' && (
        <Alert severity="info" variant="outlined" sx={{ mb: 3 }}>
          フリープランでは上位{PLAN_LIMITS.freeRecommendationResults}
          件まで表示します。すべての結果はスタンダードプランでご覧いただけます。
        </Alert>
      )}
      <PlannedFeatures items={FEATURES} />
      <RelatedLinks links={LINKS} />
    </>
  );
}
