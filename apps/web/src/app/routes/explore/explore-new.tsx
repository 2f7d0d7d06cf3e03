import { ExploreNewPage } from '../../../features/explore/components/explore-new-page';

export function Component() {
  return <ExploreNewPage />;
}
