import { ExamplesPage } from '../../../features/catalogue/components/examples-page';

export function Component() {
  return <ExamplesPage />;
}
