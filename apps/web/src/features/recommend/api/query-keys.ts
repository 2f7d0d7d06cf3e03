/** TanStack Query keys of the recommendation feature. */
export const recommendKeys = {
  all: ['recommend'] as const,
  keywords: (q: string) => [...recommendKeys.all, 'keywords', q] as const,
  categories: () => [...recommendKeys.all, 'categories'] as const,
  propertyDefs: () => [...recommendKeys.all, 'property-defs'] as const,
  result: (search: string) => [...recommendKeys.all, 'result', search] as const,
};
