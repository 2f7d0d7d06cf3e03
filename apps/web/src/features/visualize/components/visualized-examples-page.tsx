import { PageHeading } from '../../../components/page-heading';
import { PlannedFeatures } from '../../../components/planned-features';
import { RelatedLinks } from '../../../components/related-links';
import { paths } from '../../../config/paths';
import { SampleViewNote } from './sample-view-note';

const LINKS = [
  { to: paths.visualizedPatents.getHref(), label: '特許の可視化' },
  { to: paths.patents.getHref(), label: '特許検索' },
];

const FEATURES = [
  '2つの物性の散布図（特許・出願人・成分で色分け）',
  'パレート解の表示と範囲選択による絞り込み',
  'グラフの画像・CSV出力（スタンダードプラン）',
];

export function VisualizedExamplesPage() {
  return (
    <>
      <PageHeading
        title="実施例の可視化"
        description="実施例の任意の2つの物性を散布図で比較し、特許・出願人・素材で色分けします。パレート解（トレードオフの限界）も表示します。"
      />
      <SampleViewNote />
      <PlannedFeatures items={FEATURES} />
      <RelatedLinks links={LINKS} />
    </>
  );
}
