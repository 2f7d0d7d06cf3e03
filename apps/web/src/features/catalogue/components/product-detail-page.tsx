import Typography from '@mui/material/Typography';
import { requiredLevelOf } from '@app/contract/plans';
import { PageHeading } from '../../../components/page-heading';
import { PlannedFeatures } from '../../../components/planned-features';
import { RelatedLinks } from '../../../components/related-links';
import { paths } from '../../../config/paths';

const LINKS = [
  { to: paths.products.getHref(), label: '製品検索に戻る' },
  { to: paths.productRecommend.getHref(), label: '製品レコメンド', level: requiredLevelOf('recommendation') },
];

const FEATURES = [
  'メーカー・カテゴリ・用途・特長',
  '物性値（元の値と換算値、試験規格）',
  '使用されている素材',
  '関連する特許と類似製品',
];

export function ProductDetailPage({ id }: { id: string }) {
  return (
    <>
      <PageHeading
        title="製品詳細"
        description="製品の物性値（単位・試験方法つき）、使用素材、用途・特長、関連する特許と類似製品を確認します。"
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
