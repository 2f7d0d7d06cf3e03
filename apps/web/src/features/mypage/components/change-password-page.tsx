import { PageHeading } from '../../../components/page-heading';
import { PlannedFeatures } from '../../../components/planned-features';
import { RelatedLinks } from '../../../components/related-links';
import { paths } from '../../../config/paths';

const LINKS = [{ to: paths.mypage.getHref(), label: 'マイページ' }];

const FEATURES = ['現在のパスワードの確認', '新しいパスワードの設定（8文字以上、15文字以上を推奨）'];

export function ChangePasswordPage() {
  return (
    <>
      <PageHeading
        title="パスワードの変更"
        description="現在のパスワードと新しいパスワードを入力して変更します。変更すると、ほかの端末ではログインし直しが必要になります。"
      />
      <PlannedFeatures items={FEATURES} />
      <RelatedLinks links={LINKS} />
    </>
  );
}
