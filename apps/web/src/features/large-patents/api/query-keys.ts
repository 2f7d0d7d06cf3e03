/** TanStack Query keys of the large-patent analysis feature. */
export const largePatentKeys = {
  all: ['large-patents'] as const,
  list: (q: string, minExamples: number, page: number) =>
    [...largePatentKeys.all, 'list', q, minExamples, page] as const,
  analysis: (patentId: string) => [...largePatentKeys.all, 'analysis', patentId] as const,
};
