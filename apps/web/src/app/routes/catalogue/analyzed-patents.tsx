import { LargePatentsPage } from '../../../features/large-patents/components/large-patents-page';

export function Component() {
  return <LargePatentsPage />;
}
