import { MypagePage } from '../../../features/mypage/components/mypage-page';

export function Component() {
  return <MypagePage />;
}
