import { PageHeading } from '../../../components/page-heading';
import { PlannedFeatures } from '../../../components/planned-features';
import { RelatedLinks } from '../../../components/related-links';
import { paths } from '../../../config/paths';

const LINKS = [
  { to: paths.reissuePassword.getHref(), label: '再設定リンクをもう一度送る' },
  { to: paths.login.getHref(), label: 'ログイン' },
];

const FEATURES = [
  '新しいパスワードの入力（8文字以上、15文字以上を推奨）',
  '設定後は新しいパスワードでログイン',
];

export function ResetPasswordPage() {
  return (
    <>
      <PageHeading
        title="パスワードの再設定"
        description="メールでお送りしたリンクから開き、新しいパスワードを設定します。"
      />
      <PlannedFeatures items={FEATURES} />
      <RelatedLinks links={LINKS} />
    </>
  );
}
