import Typography from '@mui/material/Typography';
import { requiredLevelOf } from '@app/contract/plans';
import { PageHeading } from '../../../components/page-heading';
import { PlannedFeatures } from '../../../components/planned-features';
import { RelatedLinks } from '../../../components/related-links';
import { paths } from '../../../config/paths';

const LINKS = [
  { to: paths.patents.getHref(), label: '特許検索に戻る' },
  {
    to: paths.visualizedExamples.getHref(),
    label: '実施例の可視化',
    level: requiredLevelOf('visualisation'),
  },
];

const FEATURES = [
  '公報番号・出願人・発明者・IPC・テーマコード・日付・法的状態',
  '要約と請求項（数値範囲の抽出つき）',
  '実施例・比較例の一覧と各実施例への移動',
];

export function PatentDetailPage({ id }: { id: string }) {
  return (
    <>
      <PageHeading
        title="特許詳細"
        description="書誌事項、要約、請求項と、実施例・比較例の一覧を確認します。"
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
