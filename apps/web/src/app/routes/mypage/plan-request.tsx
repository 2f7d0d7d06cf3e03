import { PlanRequestPage } from '../../../features/mypage/components/plan-request-page';

export function Component() {
  return <PlanRequestPage />;
}
