import { PatentsPage } from '../../../features/catalogue/components/patents-page';

export function Component() {
  return <PatentsPage />;
}
