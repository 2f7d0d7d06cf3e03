import { ExploreNewInversePage } from '../../../features/explore/components/explore-new-inverse-page';

export function Component() {
  return <ExploreNewInversePage />;
}
