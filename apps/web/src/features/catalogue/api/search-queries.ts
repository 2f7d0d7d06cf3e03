import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchCatalogue, type ListKind, type SearchQuery } from '../../../lib/catalogue-search';
import { accessLevel, useSession } from '../../../lib/session';

export type { ListKind, SearchQuery, SearchResponseOf } from '../../../lib/catalogue-search';

/** Query keys of the catalogue list calls; the plan is part of the key because the answer depends on it. */
const catalogueSearchKeys = {
  all: ['catalogue-search'] as const,
  list: (kind: ListKind, plan: string, query: SearchQuery) =>
    [...catalogueSearchKeys.all, kind, plan, query] as const,
};

/**
 * One list search. The previous answer stays on screen while the next loads (no blank flash, no layout
 * shift), and the page shows a progress bar meanwhile.
 */
export function useCatalogueSearch<K extends ListKind>(kind: K, query: SearchQuery, enabled = true) {
  const plan = accessLevel(useSession());
  return useQuery({
    queryKey: catalogueSearchKeys.list(kind, plan, query),
    queryFn: ({ signal }) => searchCatalogue(kind, query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
