import { useParams } from 'react-router';
import { PatentDetailPage } from '../../../features/catalogue/components/patent-detail-page';

export function Component() {
  const { id = '' } = useParams();
  return <PatentDetailPage id={id} />;
}
