import { PageHeading } from '../../../components/page-heading';
import { PlannedFeatures } from '../../../components/planned-features';
import { RelatedLinks } from '../../../components/related-links';
import { paths } from '../../../config/paths';

const LINKS = [
  { to: paths.login.getHref(), label: 'ログイン' },
  { to: paths.signup.getHref(), label: '無料会員登録' },
];

const FEATURES = ['本登録の完了', 'リンクの有効期限が切れている場合の再登録のご案内'];

export function SignupConfirmRegisterPage() {
  return (
    <>
      <PageHeading
        title="本登録の完了"
        description="確認メールのリンクから開くページです。ボタンを押すと本登録が完了し、ログインしてご利用いただけます（リンクを開いただけでは完了しません）。"
      />
      <PlannedFeatures items={FEATURES} />
      <RelatedLinks links={LINKS} />
    </>
  );
}
