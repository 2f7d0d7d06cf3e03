import { AnalyzedPatentsPage } from '../../../features/catalogue/components/analyzed-patents-page';

export function Component() {
  return <AnalyzedPatentsPage />;
}
