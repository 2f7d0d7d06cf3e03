import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@app/contract/api-paths';
import {
  largePatentAnalysisSchema,
  largePatentListSchema,
  type LargePatentAnalysis,
  type LargePatentList,
} from '@app/contract/large-patents';
import { apiRequest } from '../../../lib/api-client';
import { largePatentKeys } from './query-keys';

export type ListParams = { q: string; minExamples: number; page: number; pageSize: number };

/**
 * GET large-patents/analyze without `patentId`: the patents with at least `minExamples` examples. The
 * previous page stays on screen while the next loads, so paging and typing do not make the list jump.
 */
export function useLargePatentList(params: ListParams, enabled: boolean) {
  return useQuery({
    queryKey: largePatentKeys.list(params.q, params.minExamples, params.page),
    queryFn: ({ signal }): Promise<LargePatentList> =>
      apiRequest(API_PATHS.largePatentAnalyze.build(), {
        query: {
          q: params.q || undefined,
          minExamples: params.minExamples,
          page: params.page,
          pageSize: params.pageSize,
        },
        schema: largePatentListSchema,
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
}

/**
 * GET large-patents/analyze?patentId=: the whole analysis of one patent. It changes only with an import,
 * so it stays fresh while the user goes back and forth between patents.
 */
export function useLargePatentAnalysis(patentId: string | null) {
  return useQuery({
    queryKey: largePatentKeys.analysis(patentId ?? ''),
    queryFn: ({ signal }): Promise<LargePatentAnalysis> =>
      apiRequest(API_PATHS.largePatentAnalyze.build(), {
        query: { patentId: patentId ?? undefined },
        schema: largePatentAnalysisSchema,
        signal,
      }),
    enabled: patentId !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
