/** Query keys of the exploration calls, in one place so mutations invalidate exactly what they change. */
export const explorationKeys = {
  all: ['explorations'] as const,
  lists: () => [...explorationKeys.all, 'list'] as const,
  detail: (id: string) => [...explorationKeys.all, 'detail', id] as const,
  inverseResult: (id: string) => [...explorationKeys.all, 'inverse-result', id] as const,
  categories: (scope: Record<string, string | undefined>) =>
    [...explorationKeys.all, 'categories', scope] as const,
};
