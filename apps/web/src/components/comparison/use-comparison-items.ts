import { useQueries } from '@tanstack/react-query';
import { API_PATHS } from '@app/contract/api-paths';
import {
  materialDetailSchema,
  productDetailSchema,
  type MaterialDetail,
  type ProductDetail,
} from '@app/contract/catalogue';
import { apiRequest } from '../../lib/api-client';
import type { ComparisonType } from './comparison-rows';

export type ComparisonItems =
  { type: 'product'; items: ProductDetail[] } | { type: 'material'; items: MaterialDetail[] };

/**
 * The detail of every compared record (the detail call: same data and plan checks as the detail pages),
 * cached under the detail pages' own key, so opening a compared record afterwards is instant.
 */
export function useComparisonItems(type: ComparisonType, ids: readonly string[], enabled: boolean) {
  const results = useQueries({
    queries: ids.map((id) => ({
      // The detail pages' key (features/catalogue/api/detail-queries.ts) and data: one cache entry for both.
      queryKey: ['catalogue-detail', type, id],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        type === 'product'
          ? apiRequest(API_PATHS.productDetail.build({ id }), { schema: productDetailSchema, signal })
          : apiRequest(API_PATHS.materialDetail.build({ id }), { schema: materialDetailSchema, signal }),
      enabled,
      staleTime: 10 * 60_000,
    })),
  });
  const failed = ids.filter((_, index) => results[index]?.isError);
  const pending = results.some((result) => result.isPending);
  const loaded = results.flatMap((result) => (result.data ? [result.data] : []));
  const data = !pending && loaded.length === ids.length ? ({ type, items: loaded } as ComparisonItems) : null;
  return { data, pending: pending && failed.length === 0, failed };
}
