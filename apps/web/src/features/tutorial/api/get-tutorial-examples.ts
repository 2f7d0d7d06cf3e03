import { useQuery } from '@tanstack/react-query';
import { searchCatalogue, type ListKind, type SearchQuery } from '../../../lib/catalogue-search';
import { accessLevel, useSession } from '../../../lib/session';

/**
 * A real search of the catalogue for the tutorial's live examples (the same call the list pages make),
 * run only when its step is open and cached so going back and forth does not search again.
 */
export function useTutorialSearch<K extends ListKind>(kind: K, query: SearchQuery, enabled: boolean) {
  const plan = accessLevel(useSession());
  return useQuery({
    queryKey: ['tutorial-example', kind, plan, query],
    queryFn: ({ signal }) => searchCatalogue(kind, query, signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}
