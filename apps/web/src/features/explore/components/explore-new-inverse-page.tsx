import { requiredLevelOf } from '@app/contract/plans';
import { PageHeading } from '../../../components/page-heading';
import { PlanRequiredNotice } from '../../../components/plan-required-notice';
import { PlannedFeatures } from '../../../components/planned-features';
import { RelatedLinks } from '../../../components/related-links';
import { paths } from '../../../config/paths';

const LINKS = [
  { to: paths.exploreProducts.getHref(), label: '製品探索の一覧' },
  { to: paths.exploreNew.getHref(), label: '順解析を始める', level: requiredLevelOf('exploration') },
];

const FEATURES = [
  '物性ごとの目標と優先度の指定',
  '配合の制約（合計100%、成分ごとの上下限、固定成分、成分数の上限、コスト）',
  '候補配合の提案と予測物性・不確かさ',
  '候補に近い実施例・特許・製品、権利範囲に入る可能性のある特許の表示',
];

export function ExploreNewInversePage() {
  return (
    <>
      <PageHeading
        title="逆解析による製品探索"
        description="目標とする物性（最大化・最小化・目標値・範囲）と配合の制約から、条件を満たす配合の候補を提案します。"
      />
      <PlanRequiredNotice level={requiredLevelOf('exploration')} to={paths.exploreNewInverse.getHref()} />
      <PlannedFeatures items={FEATURES} />
      <RelatedLinks links={LINKS} />
    </>
  );
}
