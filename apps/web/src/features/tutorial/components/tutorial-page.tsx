import { PageHeading } from '../../../components/page-heading';
import { PlannedFeatures } from '../../../components/planned-features';
import { RelatedLinks } from '../../../components/related-links';
import { paths } from '../../../config/paths';

const LINKS = [
  { to: paths.patents.getHref(), label: '特許検索' },
  { to: paths.materials.getHref(), label: '素材検索' },
  { to: paths.products.getHref(), label: '製品検索' },
  { to: paths.exploreProducts.getHref(), label: '製品探索' },
  { to: paths.contact.getHref(), label: 'お問い合わせ' },
];

const FEATURES = [
  '特許・素材・製品のキーワード検索と絞り込み',
  '詳細ページと実施例・比較例の見方',
  '順解析・逆解析による製品探索の流れ',
  '製品レコメンドと可視化の使い方',
];

export function TutorialPage() {
  return (
    <>
      <PageHeading
        title="チュートリアル"
        description="はじめての方向けに、検索から分析までの使い方を順にご説明します。"
      />
      <PlannedFeatures items={FEATURES} />
      <RelatedLinks links={LINKS} />
    </>
  );
}
