import { PageHeading } from '../../../components/page-heading';
import { PlannedFeatures } from '../../../components/planned-features';
import { RelatedLinks } from '../../../components/related-links';
import { paths } from '../../../config/paths';
import { KeywordNote } from './keyword-note';

const LINKS = [
  { to: paths.products.getHref(), label: '製品検索' },
  { to: paths.patents.getHref(), label: '特許検索' },
];

const FEATURES = [
  '素材名・別名・CAS番号でのキーワード検索（「PP」で「ポリプロピレン」も見つかります）',
  'カテゴリでの絞り込み',
  '素材を使った製品・特許・実施例の横断検索（スタンダードプラン）',
];

export function MaterialsPage() {
  return (
    <>
      <PageHeading
        title="素材検索"
        description="樹脂・フィラー・難燃剤・可塑剤などの素材を名称や別名で検索し、その素材を使った製品や特許を調べます。"
      />
      <KeywordNote />
      <PlannedFeatures items={FEATURES} />
      <RelatedLinks links={LINKS} />
    </>
  );
}
