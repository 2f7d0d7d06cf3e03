import { ChangePasswordConfirmPage } from '../../../features/mypage/components/change-password-confirm-page';

export function Component() {
  return <ChangePasswordConfirmPage />;
}
