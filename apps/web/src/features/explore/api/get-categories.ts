import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@app/contract/api-paths';
import { explorationCategoriesSchema } from '@app/contract/explorations';
import { apiRequest } from '../../../lib/api-client';
import { explorationKeys } from './query-keys';

/**
 * The query of GET explore-products/categories: none for the themes only, or a catalogue scope
 * (`scopeType=classification&scheme=ipc&code=C08L23`, `scopeType=materials&ids=3,5`, …) for its variables.
 */
export type CategoriesQuery = {
  scopeType?: 'classification' | 'materials' | 'patents' | 'search';
  scheme?: 'ipc' | 'theme';
  code?: string;
  ids?: string;
  query?: string;
  includeComparative?: 'true' | 'false';
};

function getCategories(query: CategoriesQuery, signal?: AbortSignal) {
  return apiRequest(API_PATHS.exploreCategories.build(), {
    query,
    schema: explorationCategoriesSchema,
    signal,
  });
}

function categoriesQueryOptions(query: CategoriesQuery) {
  return queryOptions({
    queryKey: explorationKeys.categories(query),
    queryFn: ({ signal }) => getCategories(query, signal),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useCategories(query: CategoriesQuery, enabled = true) {
  return useQuery({ ...categoriesQueryOptions(query), enabled });
}
