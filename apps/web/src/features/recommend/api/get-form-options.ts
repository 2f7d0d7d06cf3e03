import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@app/contract/api-paths';
import { categoryTreeSchema, propertyDefListSchema } from '@app/contract/catalogue';
import { recommendKeywordsSchema } from '@app/contract/recommendation';
import { apiRequest } from '../../../lib/api-client';
import { recommendKeys } from './query-keys';

/** The pick-lists of the recommendation form: they change only with an import, so they stay fresh a while. */
const PICK_LIST_STALE_MS = 10 * 60_000;

/** GET products/categories: the category tree with product counts. */
export function useProductCategories() {
  return useQuery({
    queryKey: recommendKeys.categories(),
    queryFn: ({ signal }) =>
      apiRequest(API_PATHS.productCategories.build(), { schema: categoryTreeSchema, signal }),
    staleTime: PICK_LIST_STALE_MS,
  });
}

/** GET products/physical-property-defs: properties of datasheets with their unit families. */
export function useProductPropertyDefs() {
  return useQuery({
    queryKey: recommendKeys.propertyDefs(),
    queryFn: ({ signal }) =>
      apiRequest(API_PATHS.productPropertyDefs.build(), { schema: propertyDefListSchema, signal }),
    staleTime: PICK_LIST_STALE_MS,
  });
}

/** GET products/recommend-keywords?q=: application keywords starting with or containing `q`, with counts. */
export function useRecommendKeywords(q: string) {
  return useQuery({
    queryKey: recommendKeys.keywords(q),
    queryFn: ({ signal }) =>
      apiRequest(API_PATHS.productRecommendKeywords.build(), {
        query: { q: q || undefined, limit: 30 },
        schema: recommendKeywordsSchema,
        signal,
      }),
    staleTime: PICK_LIST_STALE_MS,
    placeholderData: keepPreviousData,
  });
}
