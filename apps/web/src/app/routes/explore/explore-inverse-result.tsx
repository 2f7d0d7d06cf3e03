import { useParams } from 'react-router';
import { ExploreInverseResultPage } from '../../../features/explore/components/explore-inverse-result-page';

export function Component() {
  const { id = '' } = useParams();
  return <ExploreInverseResultPage id={id} />;
}
