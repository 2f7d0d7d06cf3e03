import { data } from 'react-router';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { NOT_FOUND_MESSAGE } from '../../../lib/navigation-rules';
import { fetchSecurityStatus } from '../../../lib/security-status';
import { getSession } from '../../../lib/session';

/**
 * The console exists only for operators whose session proved the second factor; everyone else (visitors
 * included) gets the 404 screen, so the page does not even reveal that it exists. The API checks the same.
 */
export async function loader() {
  const status = getSession().isLoggedIn ? await fetchSecurityStatus().catch(() => null) : null;
  if (status?.role !== 'operator' || !status.sessionSecondFactor) {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way to the 404 screen
    throw data(NOT_FOUND_MESSAGE, { status: 404, statusText: 'Not Found' });
  }
  return null;
}

export function Component() {
  return <AdminPage />;
}
