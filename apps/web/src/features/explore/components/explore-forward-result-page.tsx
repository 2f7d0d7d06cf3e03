import Typography from '@mui/material/Typography';
import { PageHeading } from '../../../components/page-heading';
import { PlannedFeatures } from '../../../components/planned-features';
import { RelatedLinks } from '../../../components/related-links';
import { paths } from '../../../config/paths';

const LINKS = [{ to: paths.exploreProducts.getHref(), label: '製品探索の一覧' }];

const FEATURES = [
  '進捗と状況（待機中・実行中・完了・失敗と理由）',
  '物性ごとの精度（R²・RMSE）と予測値・実測値の比較',
  '特徴量の重要度',
  '配合を入力しての予測',
];

export function ExploreForwardResultPage({ id }: { id: string }) {
  return (
    <>
      <PageHeading title="順解析の結果" description="順解析の進捗と結果を確認します。" />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3, fontFamily: 'monospace' }}>
        {'ID: '}
        {id}
      </Typography>
      <PlannedFeatures items={FEATURES} />
      <RelatedLinks links={LINKS} />
    </>
  );
}
