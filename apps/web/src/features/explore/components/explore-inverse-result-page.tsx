import Typography from '@mui/material/Typography';
import { PageHeading } from '../../../components/page-heading';
import { PlannedFeatures } from '../../../components/planned-features';
import { RelatedLinks } from '../../../components/related-links';
import { paths } from '../../../config/paths';

const LINKS = [{ to: paths.exploreProducts.getHref(), label: '製品探索の一覧' }];

const FEATURES = [
  '進捗と状況（待機中・実行中・完了・失敗と理由）',
  '配合候補のランキングと予測物性・不確かさ',
  '物性のトレードオフ（パレート解）と推奨の折衷案',
  '候補ごとに近い実施例・特許・製品',
];

export function ExploreInverseResultPage({ id }: { id: string }) {
  return (
    <>
      <PageHeading title="逆解析の結果" description="逆解析の進捗と、提案された配合候補を確認します。" />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3, fontFamily: 'monospace' }}>
        {'ID: '}
        {id}
      </Typography>
      <PlannedFeatures items={FEATURES} />
      <RelatedLinks links={LINKS} />
    </>
  );
}
