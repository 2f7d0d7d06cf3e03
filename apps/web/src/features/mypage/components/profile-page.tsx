import { PageHeading } from '../../../components/page-heading';
import { PlannedFeatures } from '../../../components/planned-features';
import { RelatedLinks } from '../../../components/related-links';
import { paths } from '../../../config/paths';

const LINKS = [
  { to: paths.mypage.getHref(), label: 'マイページ' },
  { to: paths.mypageChangePassword.getHref(), label: 'パスワードの変更' },
];

const FEATURES = ['登録情報の確認', 'お名前・会社名・部署・役職・電話番号・住所の変更'];

export function ProfilePage() {
  return (
    <>
      <PageHeading
        title="プロフィール"
        description="ご登録のお名前・会社名・部署・役職・連絡先を確認・変更します。"
      />
      <PlannedFeatures items={FEATURES} />
      <RelatedLinks links={LINKS} />
    </>
  );
}
