import { requiredLevelOf } from '@app/contract/plans';
import { PageHeading } from '../../../components/page-heading';
import { PlanRequiredNotice } from '../../../components/plan-required-notice';
import { PlannedFeatures } from '../../../components/planned-features';
import { RelatedLinks } from '../../../components/related-links';
import { paths } from '../../../config/paths';

const LINKS = [{ to: paths.patents.getHref(), label: '特許検索' }];

const FEATURES = [
  '実施例の一覧表と物性の分布',
  '物性どうし・配合との相関',
  '実施例と比較例を分ける要因と、物性を左右する成分',
  '請求項の数値範囲と実施例の位置関係',
];

export function AnalyzedPatentsPage() {
  return (
    <>
      <PageHeading
        title="大量実施例特許の分析"
        description="実施例の多い特許について、実施例の一覧、物性の分布と相関、実施例と比較例を分ける要因、請求項の数値範囲を分析します。"
      />
      <PlanRequiredNotice
        level={requiredLevelOf('largePatentAnalysis')}
        to={paths.analyzedPatents.getHref()}
      />
      <PlannedFeatures items={FEATURES} />
      <RelatedLinks links={LINKS} />
    </>
  );
}
