import { SignupPage } from '../../../features/auth/components/signup-page';

export function Component() {
  return <SignupPage />;
}
