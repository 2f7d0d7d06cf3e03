import { MaterialsPage } from '../../../features/catalogue/components/materials-page';

export function Component() {
  return <MaterialsPage />;
}
