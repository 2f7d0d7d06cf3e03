import { MaintenancePage } from '../../../features/shell/components/maintenance-page';

export function Component() {
  return <MaintenancePage />;
}
