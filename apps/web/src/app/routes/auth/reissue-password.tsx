import { ReissuePasswordPage } from '../../../features/auth/components/reissue-password-page';

export function Component() {
  return <ReissuePasswordPage />;
}
