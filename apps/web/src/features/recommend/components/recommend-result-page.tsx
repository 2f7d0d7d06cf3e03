import { requiredLevelOf } from '@app/contract/plans';
import { PageHeading } from '../../../components/page-heading';
import { PlannedFeatures } from '../../../components/planned-features';
import { RelatedLinks } from '../../../components/related-links';
import { paths } from '../../../config/paths';

const LINKS = [
  {
    to: paths.productRecommend.getHref(),
    label: '条件を変えてレコメンドする',
    level: requiredLevelOf('recommendation'),
  },
  { to: paths.products.getHref(), label: '製品検索' },
];

const FEATURES = ['適合度の高い順の製品一覧', '要件ごとの適合・不適合とその差', '根拠となる特許の実施例'];

export function RecommendResultPage() {
  return (
    <>
      <PageHeading
        title="製品レコメンドの結果"
        description="条件に合う製品を、適合度スコア（0〜100）とその理由つきで表示します。"
      />
      <PlannedFeatures items={FEATURES} />
      <RelatedLinks links={LINKS} />
    </>
  );
}
