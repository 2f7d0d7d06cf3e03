import { PageHeading } from '../../../components/page-heading';
import { PlannedFeatures } from '../../../components/planned-features';
import { RelatedLinks } from '../../../components/related-links';
import { paths } from '../../../config/paths';

const LINKS = [
  { to: paths.signup.getHref(), label: '無料会員登録（はじめての方）' },
  { to: paths.reissuePassword.getHref(), label: 'パスワードをお忘れの方' },
];

const FEATURES = [
  '会社のメールアドレスとパスワードでのログイン',
  'ログイン後は、ログイン前に開こうとしていたページへ戻ります',
  'パスワードを忘れた場合の再発行',
];

export function LoginPage() {
  return (
    <>
      <PageHeading title="ログイン" description="ご登録の会社メールアドレスとパスワードでログインします。" />
      <PlannedFeatures items={FEATURES} />
      <RelatedLinks links={LINKS} />
    </>
  );
}
