import { useParams } from 'react-router';
import { MaterialDetailPage } from '../../../features/catalogue/components/material-detail-page';

export function Component() {
  const { id = '' } = useParams();
  return <MaterialDetailPage id={id} />;
}
