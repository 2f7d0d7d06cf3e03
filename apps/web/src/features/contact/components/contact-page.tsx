import Alert from '@mui/material/Alert';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { PlannedFeatures } from '../../../components/planned-features';
import { RelatedLinks } from '../../../components/related-links';
import { paths } from '../../../config/paths';

const FEATURES = [
  'お問い合わせ種別（使い方・プランの変更・データの誤り・その他）を選んで送信',
  'ログイン中はお名前・会社名・メールアドレスを自動入力',
  'スタンダードプランへの変更のお申し込み',
];

const LINKS = [
  { to: paths.tutorial.getHref(), label: 'チュートリアル' },
  { to: paths.home.getHref(), label: 'ホーム' },
];

export function ContactPage() {
  const [params] = useSearchParams();
  const upgrade = params.get('subject') === 'upgrade';
  return (
    <>
      <PageHeading
        title="お問い合わせ"
        description="サービスの使い方、プランの変更、データの誤りなどについて、運営にお問い合わせいただけます。"
      />
      {upgrade && (
        <Alert severity="info" sx={{ mb: 3 }}>
          スタンダードプランへの変更のお申し込みとして承ります。
        </Alert>
      )}
      <PlannedFeatures items={FEATURES} />
      <RelatedLinks links={LINKS} />
    </>
  );
}
