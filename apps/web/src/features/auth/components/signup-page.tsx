import { PageHeading } from '../../../components/page-heading';
import { PlannedFeatures } from '../../../components/planned-features';
import { RelatedLinks } from '../../../components/related-links';
import { paths } from '../../../config/paths';

const LINKS = [
  { to: paths.login.getHref(), label: 'ログイン（登録済みの方）' },
  { to: paths.contact.getHref(), label: 'お問い合わせ' },
];

const FEATURES = [
  'お名前・会社名・部署・メールアドレス・パスワードの登録',
  '登録後にお送りする確認メールのリンクから本登録を完了',
  '無料会員は詳細ページ、物性値、ブックマーク、製品レコメンド（上位3件）をご利用いただけます',
];

export function SignupPage() {
  return (
    <>
      <PageHeading
        title="無料会員登録"
        description="会社のメールアドレスで無料会員登録をします。Gmail や Yahoo!メールなどのフリーメールではご登録いただけません。"
      />
      <PlannedFeatures items={FEATURES} />
      <RelatedLinks links={LINKS} />
    </>
  );
}
