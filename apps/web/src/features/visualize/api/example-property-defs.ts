import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@app/contract/api-paths';
import { propertyDefListSchema } from '@app/contract/catalogue';
import { apiRequest } from '../../../lib/api-client';

/**
 * The properties measured in examples, for 「色分け」 of the landscape map (`colorProperty`): the most
 * measured first, since a rarely measured property leaves most points grey.
 */
export function useExamplePropertyDefs() {
  return useQuery({
    queryKey: ['visualization', 'example-property-defs'],
    queryFn: ({ signal }) =>
      apiRequest(API_PATHS.examplePropertyDefs.build(), { schema: propertyDefListSchema, signal }),
    staleTime: 10 * 60_000,
    select: (data) => [...data.items].sort((a, b) => b.count - a.count),
  });
}
