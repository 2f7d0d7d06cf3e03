import { RecommendPage } from '../../../features/recommend/components/recommend-page';

export function Component() {
  return <RecommendPage />;
}
