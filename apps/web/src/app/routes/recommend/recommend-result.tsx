import { RecommendResultPage } from '../../../features/recommend/components/recommend-result-page';

export function Component() {
  return <RecommendResultPage />;
}
