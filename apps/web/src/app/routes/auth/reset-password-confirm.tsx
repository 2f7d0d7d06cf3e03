import { ResetPasswordConfirmPage } from '../../../features/auth/components/reset-password-confirm-page';

export function Component() {
  return <ResetPasswordConfirmPage />;
}
