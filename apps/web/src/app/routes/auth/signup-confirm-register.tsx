import { SignupConfirmRegisterPage } from '../../../features/auth/components/signup-confirm-register-page';

export function Component() {
  return <SignupConfirmRegisterPage />;
}
