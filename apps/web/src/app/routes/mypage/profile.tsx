import { ProfilePage } from '../../../features/mypage/components/profile-page';

export function Component() {
  return <ProfilePage />;
}
