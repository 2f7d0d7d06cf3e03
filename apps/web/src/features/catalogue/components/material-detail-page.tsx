import Typography from '@mui/material/Typography';
import { PageHeading } from '../../../components/page-heading';
import { PlannedFeatures } from '../../../components/planned-features';
import { RelatedLinks } from '../../../components/related-links';
import { paths } from '../../../config/paths';

const LINKS = [
  { to: paths.materials.getHref(), label: '素材検索に戻る' },
  { to: paths.products.getHref(), label: '製品検索' },
];

const FEATURES = [
  '素材の概要・別名・カテゴリ・CAS番号',
  '代表的な物性値（単位・試験方法つき）',
  'この素材を使った製品と実施例',
  '類似の素材',
];

export function MaterialDetailPage({ id }: { id: string }) {
  return (
    <>
      <PageHeading
        title="素材詳細"
        description="素材の概要、別名、代表的な物性と、この素材を使った製品・特許・実施例を確認します。"
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3, fontFamily: 'monospace' }}>
        {'ID: '}
        {id}
      </Typography>
      <PlannedFeatures items={FEATURES} />
      <RelatedLinks links={LINKS} />
    </>
  );
}
