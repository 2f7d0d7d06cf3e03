import { PageHeading } from '../../../components/page-heading';
import { PlannedFeatures } from '../../../components/planned-features';
import { RelatedLinks } from '../../../components/related-links';
import { paths } from '../../../config/paths';

const LINKS = [{ to: paths.login.getHref(), label: 'ログイン' }];

const FEATURES = ['メールアドレスの入力と再設定リンクの送信（リンクの有効期限は1時間）'];

export function ReissuePasswordPage() {
  return (
    <>
      <PageHeading
        title="パスワードの再発行"
        description="ご登録のメールアドレスに、パスワード再設定用のリンクをお送りします。"
      />
      <PlannedFeatures items={FEATURES} />
      <RelatedLinks links={LINKS} />
    </>
  );
}
