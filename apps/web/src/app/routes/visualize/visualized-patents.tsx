import { VisualizedPatentsPage } from '../../../features/visualize/components/visualized-patents-page';

export function Component() {
  return <VisualizedPatentsPage />;
}
