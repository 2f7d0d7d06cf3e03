import { PageHeading } from '../../../components/page-heading';
import { PlannedFeatures } from '../../../components/planned-features';
import { RelatedLinks } from '../../../components/related-links';
import { paths } from '../../../config/paths';

const LINKS = [
  { to: paths.login.getHref(), label: 'ログイン' },
  { to: paths.contact.getHref(), label: 'お問い合わせ' },
];

const FEATURES = ['確認メールを送ったメールアドレスの表示', '確認メールが届かない場合の再送信'];

export function SignupVerifyPage() {
  return (
    <>
      <PageHeading
        title="確認メールの送信"
        description="ご登録のメールアドレスに確認メールをお送りします。メール内のリンクから本登録を完了してください。"
      />
      <PlannedFeatures items={FEATURES} />
      <RelatedLinks links={LINKS} />
    </>
  );
}
