import type { ZodType } from 'zod';
import { API_PATHS } from '@app/contract/api-paths';
import {
  exampleSearchResponseSchema,
  materialSearchResponseSchema,
  patentSearchResponseSchema,
  productSearchResponseSchema,
  type ExampleSearchResponse,
  type MaterialSearchResponse,
  type PatentSearchResponse,
  type ProductSearchResponse,
} from '@app/contract/catalogue';
import { apiRequest } from './api-client';

/** The catalogue lists a page can search (list pages, tutorial examples). */
export type ListKind = 'products' | 'materials' | 'patents' | 'examples';

export type SearchResponseOf = {
  products: ProductSearchResponse;
  materials: MaterialSearchResponse;
  patents: PatentSearchResponse;
  examples: ExampleSearchResponse;
};

/** Query parameters of a search, as the contract's `*SearchQuerySchema` reads them. */
export type SearchQuery = Record<string, string | string[]>;

const ENDPOINTS = {
  products: { path: API_PATHS.productsSearch.build(), schema: productSearchResponseSchema },
  materials: { path: API_PATHS.materialsSearch.build(), schema: materialSearchResponseSchema },
  patents: { path: API_PATHS.patentsSearch.build(), schema: patentSearchResponseSchema },
  examples: { path: API_PATHS.examplesSearch.build(), schema: exampleSearchResponseSchema },
} as const;

/** GET <kind>/search. */
export function searchCatalogue<K extends ListKind>(
  kind: K,
  query: SearchQuery,
  signal?: AbortSignal,
): Promise<SearchResponseOf[K]> {
  const endpoint = ENDPOINTS[kind];
  return apiRequest(endpoint.path, {
    query,
    // One schema per kind; the map's union type is narrowed back to the kind's response here.
    schema: endpoint.schema as unknown as ZodType<SearchResponseOf[K]>,
    signal,
  });
}
