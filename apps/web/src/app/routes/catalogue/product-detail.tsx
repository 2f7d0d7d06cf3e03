import { useParams } from 'react-router';
import { ProductDetailPage } from '../../../features/catalogue/components/product-detail-page';

export function Component() {
  const { id = '' } = useParams();
  return <ProductDetailPage id={id} />;
}
