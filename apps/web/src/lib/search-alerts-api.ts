import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@app/contract/api-paths';
import {
  searchAlertsSchema,
  searchWatchSchema,
  unsubscribedSchema,
  type AlertFrequency,
} from '@app/contract/search-alerts';
import { apiRequest } from './api-client';
import { useSession } from './session';

/* Saved-search alerts: the watches and new matches of my page, and the mail's unsubscribe link. */

const searchAlertKeys = { all: ['search-alerts'] as const };

export function useSearchAlerts() {
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: searchAlertKeys.all,
    queryFn: ({ signal }) =>
      apiRequest(API_PATHS.searchAlerts.build(), { schema: searchAlertsSchema, signal }),
    enabled: isLoggedIn,
  });
}

/** Watch (frequency) or stop watching (null) a saved search; refreshes the alerts afterwards. */
export function useSetWatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, frequency }: { id: number; frequency: AlertFrequency | null }) => {
      if (frequency === null) {
        await apiRequest<void>(API_PATHS.savedSearchWatch.build({ id }), { method: 'DELETE' });
        return;
      }
      await apiRequest(API_PATHS.savedSearchWatch.build({ id }), {
        method: 'PUT',
        body: { frequency },
        schema: searchWatchSchema,
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: searchAlertKeys.all }),
  });
}

export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest(API_PATHS.searchAlertsUnsubscribe.build(), {
        method: 'POST',
        body: { token },
        // Opened from a mail, possibly in a browser that never signed in.
        auth: false,
        schema: unsubscribedSchema,
      }),
  });
}
