import { PageHeading } from '../../../components/page-heading';
import { RelatedLinks } from '../../../components/related-links';
import { paths } from '../../../config/paths';

const LINKS = [{ to: paths.login.getHref(), label: 'ログイン' }];

export function ResetPasswordConfirmPage() {
  return (
    <>
      <PageHeading
        title="パスワード再設定の完了"
        description="パスワードの再設定が完了すると、この画面が表示されます。新しいパスワードでログインしてください。"
      />
      <RelatedLinks links={LINKS} />
    </>
  );
}
