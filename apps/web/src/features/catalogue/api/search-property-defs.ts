import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@app/contract/api-paths';
import { propertyDefListSchema } from '@app/contract/catalogue';
import { apiRequest } from '../../../lib/api-client';

/** Datasheet properties (products, materials' typical values) or properties measured in examples (patents). */
export type PropertyScope = 'product' | 'example';

const PATHS = {
  product: API_PATHS.productPropertyDefs.build(),
  example: API_PATHS.examplePropertyDefs.build(),
} as const;

function getPropertyDefs(scope: PropertyScope, signal?: AbortSignal) {
  return apiRequest(PATHS[scope], { schema: propertyDefListSchema, signal });
}

/** The property definitions for range filters, property columns and property sort; they rarely change. */
export function usePropertyDefs(scope: PropertyScope) {
  return useQuery({
    queryKey: ['catalogue-property-defs', scope],
    queryFn: ({ signal }) => getPropertyDefs(scope, signal),
    staleTime: 10 * 60_000,
    select: (data) => data.items,
  });
}
