import { requiredLevelOf } from '@app/contract/plans';
import { PageHeading } from '../../../components/page-heading';
import { PlannedFeatures } from '../../../components/planned-features';
import { RelatedLinks } from '../../../components/related-links';
import { paths } from '../../../config/paths';
import { KeywordNote } from './keyword-note';

const LINKS = [
  { to: paths.materials.getHref(), label: '素材検索' },
  { to: paths.productRecommend.getHref(), label: '製品レコメンド', level: requiredLevelOf('recommendation') },
];

const FEATURES = [
  '製品名・メーカー・用途・特長でのキーワード検索',
  'カテゴリとメーカーでの絞り込み',
  '物性値の範囲指定による検索（スタンダードプラン）',
  '2〜5製品の比較',
];

export function ProductsPage() {
  return (
    <>
      <PageHeading
        title="製品検索"
        description="市販グレードを、製品名・メーカー・カテゴリ・用途・物性値で検索します。"
      />
      <KeywordNote />
      <PlannedFeatures items={FEATURES} />
      <RelatedLinks links={LINKS} />
    </>
  );
}
