import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@app/contract/api-paths';
import {
  exampleDetailSchema,
  materialDetailSchema,
  patentDetailSchema,
  productDetailSchema,
} from '@app/contract/catalogue';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

/**
 * The four detail calls (GET …/detail). A detail changes only when the catalogue is re-imported, so it
 * stays fresh for the session's browsing back and forth; a 404 is an answer, not worth a retry.
 */

const detailKeys = {
  all: ['catalogue-detail'] as const,
  material: (id: string) => [...detailKeys.all, 'material', id] as const,
  product: (id: string) => [...detailKeys.all, 'product', id] as const,
  /** `filters`: the example filters of the list it was opened from (a query string, '' for none). */
  patent: (id: string, filters = '') => [...detailKeys.all, 'patent', id, filters] as const,
  example: (patentId: string, exampleId: string) =>
    [...detailKeys.all, 'example', patentId, exampleId] as const,
};

const COMMON = {
  staleTime: 10 * 60_000,
  retry: (failures: number, error: Error) =>
    !(error instanceof ApiError && error.status < 500) && failures < 1,
};

function materialDetailQuery(id: string) {
  return queryOptions({
    ...COMMON,
    queryKey: detailKeys.material(id),
    queryFn: ({ signal }) =>
      apiRequest(API_PATHS.materialDetail.build({ id }), { schema: materialDetailSchema, signal }),
  });
}

function productDetailQuery(id: string) {
  return queryOptions({
    ...COMMON,
    queryKey: detailKeys.product(id),
    queryFn: ({ signal }) =>
      apiRequest(API_PATHS.productDetail.build({ id }), { schema: productDetailSchema, signal }),
  });
}

function patentDetailQuery(id: string, filters = '') {
  return queryOptions({
    ...COMMON,
    queryKey: detailKeys.patent(id, filters),
    queryFn: ({ signal }) =>
      apiRequest(`${API_PATHS.patentDetail.build({ id })}${filters ? `?${filters}` : ''}`, {
        schema: patentDetailSchema,
        signal,
      }),
  });
}

function exampleDetailQuery(patentId: string, exampleId: string) {
  return queryOptions({
    ...COMMON,
    queryKey: detailKeys.example(patentId, exampleId),
    queryFn: ({ signal }) =>
      apiRequest(API_PATHS.exampleDetail.build({ patentId, exampleId }), {
        schema: exampleDetailSchema,
        signal,
      }),
  });
}

export const useMaterialDetail = (id: string) => useQuery(materialDetailQuery(id));
export const useProductDetail = (id: string) => useQuery(productDetailQuery(id));
export const usePatentDetail = (id: string, filters = '') => useQuery(patentDetailQuery(id, filters));
export const useExampleDetail = (patentId: string, exampleId: string) =>
  useQuery(exampleDetailQuery(patentId, exampleId));
