import { VisualizedExamplesPage } from '../../../features/visualize/components/visualized-examples-page';

export function Component() {
  return <VisualizedExamplesPage />;
}
