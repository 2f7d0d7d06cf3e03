import Typography from '@mui/material/Typography';
import { PageHeading } from '../../../components/page-heading';
import { RelatedLinks } from '../../../components/related-links';
import { paths } from '../../../config/paths';
import { accessLevel, useSession } from '../../../lib/session';

const PLAN_LABEL = { visitor: '未登録', free: 'フリープラン', standard: 'スタンダードプラン' } as const;

const LINKS = [
  { to: paths.mypageProfile.getHref(), label: 'プロフィール' },
  { to: paths.mypageBookmarks.getHref(), label: 'ブックマーク' },
  { to: paths.mypageChangePassword.getHref(), label: 'パスワードの変更' },
  { to: paths.contact.getHref('upgrade'), label: 'プランの変更を申し込む' },
];

export function MypagePage() {
  const session = useSession();
  return (
    <>
      <PageHeading title="マイページ" description="ご登録情報、ブックマーク、パスワードを管理します。" />
      <Typography>
        {session.name ? `${session.name} 様` : 'ログイン中'}（ご利用中のプラン:{' '}
        {PLAN_LABEL[accessLevel(session)]}）
      </Typography>
      <RelatedLinks title="メニュー" links={LINKS} />
    </>
  );
}
