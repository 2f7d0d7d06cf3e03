import { ChangePasswordPage } from '../../../features/mypage/components/change-password-page';

export function Component() {
  return <ChangePasswordPage />;
}
