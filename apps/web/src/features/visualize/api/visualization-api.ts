import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@app/contract/api-paths';
import {
  exampleVisualizationSchema,
  patentVisualizationSchema,
  type VisualizationQuery,
} from '@app/contract/visualization';
import { apiRequest, type QueryValue } from '../../../lib/api-client';

/**
 * GET patents/visualization (docs/spec/analyses.md): one endpoint for both visualisation pages, told apart by
 * `mode`. Shared by the patents page and the examples page; each page builds its own query (usually
 * straight from its URL search params, so reload and back ask the same question).
 */

/** The query without `mode` (each hook sets it); every field optional, as the page URL may omit any. */
export type VisualizationParams = Partial<Omit<VisualizationQuery, 'mode'>>;

function toQuery(params: VisualizationParams, mode: 'patents' | 'examples'): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = { mode };
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    query[key] = value;
  }
  return query;
}

function getPatentVisualization(params: VisualizationParams, signal?: AbortSignal) {
  return apiRequest(API_PATHS.patentVisualization.build(), {
    query: toQuery(params, 'patents'),
    schema: patentVisualizationSchema,
    signal,
  });
}

function getExampleVisualization(params: VisualizationParams, signal?: AbortSignal) {
  return apiRequest(API_PATHS.patentVisualization.build(), {
    query: toQuery(params, 'examples'),
    schema: exampleVisualizationSchema,
    signal,
  });
}

const visualizationKeys = {
  all: ['visualization'] as const,
  patents: (params: VisualizationParams) => ['visualization', 'patents', stableParams(params)] as const,
  examples: (params: VisualizationParams) => ['visualization', 'examples', stableParams(params)] as const,
};

/** Key order must not make two equal queries look different. */
function stableParams(params: VisualizationParams): string {
  return JSON.stringify(
    Object.entries(params)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/**
 * Previous data stays on screen while a changed query loads (`isPlaceholderData`), so the charts do not
 * collapse to skeletons on every filter change. `retry: false`: errors are shown with their Japanese
 * message at once instead of after three silent attempts.
 */
export function usePatentVisualization(params: VisualizationParams, enabled = true) {
  return useQuery({
    queryKey: visualizationKeys.patents(params),
    queryFn: ({ signal }) => getPatentVisualization(params, signal),
    enabled,
    staleTime: 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

export function useExampleVisualization(params: VisualizationParams, enabled = true) {
  return useQuery({
    queryKey: visualizationKeys.examples(params),
    queryFn: ({ signal }) => getExampleVisualization(params, signal),
    enabled,
    staleTime: 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
}
