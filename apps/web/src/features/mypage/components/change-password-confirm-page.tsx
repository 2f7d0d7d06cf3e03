import { PageHeading } from '../../../components/page-heading';
import { RelatedLinks } from '../../../components/related-links';
import { paths } from '../../../config/paths';

const LINKS = [
  { to: paths.mypage.getHref(), label: 'マイページ' },
  { to: paths.home.getHref(), label: 'ホーム' },
];

export function ChangePasswordConfirmPage() {
  return (
    <>
      <PageHeading
        title="パスワード変更の完了"
        description="パスワードの変更が完了すると、この画面が表示されます。次回から新しいパスワードでログインしてください。"
      />
      <RelatedLinks links={LINKS} />
    </>
  );
}
