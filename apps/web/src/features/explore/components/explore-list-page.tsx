import { requiredLevelOf } from '@app/contract/plans';
import { GatedButton } from '../../../components/gated-link';
import { PageHeading } from '../../../components/page-heading';
import { PlannedFeatures } from '../../../components/planned-features';
import { RelatedLinks } from '../../../components/related-links';
import { paths } from '../../../config/paths';

const FEATURES = [
  '探索の一覧（種類・状況・進捗・作成日時）',
  '完了した探索の結果ページへの移動',
  '順解析・逆解析の新規作成（スタンダードプラン）',
];

const LINKS = [
  { to: paths.patents.getHref(), label: '特許検索' },
  { to: paths.visualizedExamples.getHref(), label: '実施例の可視化' },
];

export function ExploreListPage() {
  const level = requiredLevelOf('exploration');
  return (
    <>
      <PageHeading
        title="製品探索"
        description="特許の実施例データから配合と物性の関係を学習し、物性を予測する順解析と、目標の物性を満たす配合を提案する逆解析を行います。"
        actions={
          <>
            <GatedButton to={paths.exploreNew.getHref()} level={level} variant="contained">
              順解析を始める
            </GatedButton>
            <GatedButton to={paths.exploreNewInverse.getHref()} level={level} variant="outlined">
              逆解析を始める
            </GatedButton>
          </>
        }
      />
      <PlannedFeatures items={FEATURES} />
      <RelatedLinks links={LINKS} />
    </>
  );
}
