import { SignupVerifyPage } from '../../../features/auth/components/signup-verify-page';

export function Component() {
  return <SignupVerifyPage />;
}
