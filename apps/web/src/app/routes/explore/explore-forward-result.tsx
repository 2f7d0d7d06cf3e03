import { useParams } from 'react-router';
import { ExploreForwardResultPage } from '../../../features/explore/components/explore-forward-result-page';

export function Component() {
  const { id = '' } = useParams();
  return <ExploreForwardResultPage id={id} />;
}
