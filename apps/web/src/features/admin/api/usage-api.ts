import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminUsageSchema } from '@app/contract/admin-usage';
import { API_PATHS } from '@app/contract/api-paths';
import { apiRequest } from '../../../lib/api-client';

/** The console's usage figures (30 days). */
function adminUsageQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'usage'],
    queryFn: ({ signal }) => apiRequest(API_PATHS.adminUsage.build(), { schema: adminUsageSchema, signal }),
  });
}
export const useAdminUsage = () => useQuery(adminUsageQueryOptions());
