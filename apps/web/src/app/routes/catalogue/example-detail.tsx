import { useParams } from 'react-router';
import { ExampleDetailPage } from '../../../features/catalogue/components/example-detail-page';

export function Component() {
  const { id = '', exampleId = '' } = useParams();
  return <ExampleDetailPage id={id} exampleId={exampleId} />;
}
