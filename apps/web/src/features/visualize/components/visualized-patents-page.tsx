import { PageHeading } from '../../../components/page-heading';
import { PlannedFeatures } from '../../../components/planned-features';
import { RelatedLinks } from '../../../components/related-links';
import { paths } from '../../../config/paths';
import { SampleViewNote } from './sample-view-note';

const LINKS = [
  { to: paths.visualizedExamples.getHref(), label: '実施例の可視化' },
  { to: paths.patents.getHref(), label: '特許検索' },
];

const FEATURES = [
  '文章の類似度による特許のマップ（クラスタと時間スライダーつき）',
  '出願件数の推移と出願人ランキング',
  'IPC・テーマコードの内訳',
  'グラフの画像・CSV出力（スタンダードプラン）',
];

export function VisualizedPatentsPage() {
  return (
    <>
      <PageHeading
        title="特許の可視化"
        description="特許の技術マップ、出願件数の推移、出願人ランキング、IPC・テーマの内訳をグラフで表示します。グラフをクリックすると特許の一覧を絞り込めます。"
      />
      <SampleViewNote />
      <PlannedFeatures items={FEATURES} />
      <RelatedLinks links={LINKS} />
    </>
  );
}
