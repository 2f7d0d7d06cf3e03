import { PageHeading } from '../../../components/page-heading';
import { PlannedFeatures } from '../../../components/planned-features';
import { RelatedLinks } from '../../../components/related-links';
import { paths } from '../../../config/paths';

const LINKS = [
  { to: paths.mypage.getHref(), label: 'マイページ' },
  { to: paths.patents.getHref(), label: '特許検索' },
];

const FEATURES = [
  'ブックマークの一覧（種類ごとの絞り込み）',
  'フォルダとメモでの整理',
  'フリープランは50件まで保存できます',
];

export function BookmarksPage() {
  return (
    <>
      <PageHeading
        title="ブックマーク"
        description="保存した素材・製品・特許・実施例の一覧です。フォルダとメモで整理できます。"
      />
      <PlannedFeatures items={FEATURES} />
      <RelatedLinks links={LINKS} />
    </>
  );
}
