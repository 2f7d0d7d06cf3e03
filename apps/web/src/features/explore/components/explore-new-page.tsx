import { requiredLevelOf } from '@app/contract/plans';
import { PageHeading } from '../../../components/page-heading';
import { PlanRequiredNotice } from '../../../components/plan-required-notice';
import { PlannedFeatures } from '../../../components/planned-features';
import { RelatedLinks } from '../../../components/related-links';
import { paths } from '../../../config/paths';

const LINKS = [
  { to: paths.exploreProducts.getHref(), label: '製品探索の一覧' },
  { to: paths.exploreNewInverse.getHref(), label: '逆解析を始める', level: requiredLevelOf('exploration') },
];

const FEATURES = [
  '対象とする実施例の範囲（テーマ・素材・特許・キーワード）の指定',
  '入力変数と目的の物性の選択',
  '交差検証による精度（R²・RMSE）の確認',
  '入力した配合の予測値と予測区間（学習データの範囲外は警告）',
];

export function ExploreNewPage() {
  return (
    <>
      <PageHeading
        title="順解析による製品探索"
        description="実施例データの範囲、入力（配合量・条件）、目的の物性を選び、配合から物性を予測するモデルを作ります。"
      />
      <PlanRequiredNotice level={requiredLevelOf('exploration')} to={paths.exploreNew.getHref()} />
      <PlannedFeatures items={FEATURES} />
      <RelatedLinks links={LINKS} />
    </>
  );
}
