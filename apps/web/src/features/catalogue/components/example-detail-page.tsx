import Typography from '@mui/material/Typography';
import { PageHeading } from '../../../components/page-heading';
import { PlannedFeatures } from '../../../components/planned-features';
import { RelatedLinks } from '../../../components/related-links';
import { paths } from '../../../config/paths';

const FEATURES = [
  '配合（素材・量・単位）',
  '加工条件（温度・時間など）',
  '測定された物性値と試験方法',
  '同じ特許のほかの実施例との比較',
];

export function ExampleDetailPage({ id, exampleId }: { id: string; exampleId: string }) {
  return (
    <>
      <PageHeading
        title="実施例詳細"
        description="実施例・比較例の配合（素材と量）、加工条件、測定された物性値を確認します。"
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3, fontFamily: 'monospace' }}>
        {'ID: '}
        {id} / {'実施例ID: '}
        {exampleId}
      </Typography>
      <PlannedFeatures items={FEATURES} />
      <RelatedLinks
        links={[
          { to: paths.patent.getHref(id), label: 'この実施例の特許' },
          { to: paths.patents.getHref(), label: '特許検索' },
        ]}
      />
    </>
  );
}
