import { ExploreListPage } from '../../../features/explore/components/explore-list-page';

export function Component() {
  return <ExploreListPage />;
}
