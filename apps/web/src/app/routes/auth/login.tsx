import { LoginPage } from '../../../features/auth/components/login-page';

export function Component() {
  return <LoginPage />;
}
