import type { RecommendQuery } from '@app/contract/recommendation';
import type { AuthUser } from '../../auth/auth-user.js';
import { assertCapability } from '../../auth/authorize.js';
import {
  examplesSearch,
  exampleDetailRead,
  materialDetailRead,
  materialsSearch,
  patentDetailRead,
  patentsSearch,
  productDetailRead,
  productsSearch,
  type ReadContext,
} from '../catalogue/routes/catalogue-reads.js';
import { categoryTree, codeList, companyList, propertyDefList } from '../catalogue/routes/pick-lists.js';
import { explorationCategoriesRead, scopeVariablesRead } from '../explorations/scope-reads.js';
import { materialsExport, patentsExport, productsExport } from '../csv-export/export-reads.js';
import { recommendProducts } from '../recommendation/recommend-service.js';
import { savedPatentQueryHits } from '../search-alerts/watched-matches.js';
import { visualizationRead } from '../visualization/visualization-read.js';

/**
 * Every read a catalogue read thread runs, by name: the name and the validated input cross the thread
 * boundary, the function never does. Adding a costly read = a function of (context, user, input) here and
 * `app.catalogueReads.run(name, request.user, input)` in its route.
 */
const READ_OPERATIONS = {
  patentsSearch,
  productsSearch,
  materialsSearch,
  examplesSearch,
  patentDetail: patentDetailRead,
  productDetail: productDetailRead,
  materialDetail: materialDetailRead,
  exampleDetail: exampleDetailRead,
  categoryTree,
  propertyDefs: propertyDefList,
  companies: companyList,
  codes: codeList,
  explorationCategories: explorationCategoriesRead,
  scopeVariables: scopeVariablesRead,
  visualization: visualizationRead,
  materialsExport,
  productsExport,
  patentsExport,
  savedPatentQueryHits,
  recommend: ({ db }: ReadContext, user: AuthUser | null, query: RecommendQuery) =>
    recommendProducts(db, query, { limited: assertCapability(user, 'recommendation').limited }),
};

export type ReadOperations = typeof READ_OPERATIONS;
export type ReadOperationName = keyof ReadOperations;
export type ReadInput<N extends ReadOperationName> = Parameters<ReadOperations[N]>[2];
export type ReadOutput<N extends ReadOperationName> = Awaited<ReturnType<ReadOperations[N]>>;

/** Runs `name` on `context` (the calling thread's connection and index). */
export function runReadOperation<N extends ReadOperationName>(
  context: ReadContext,
  name: N,
  user: AuthUser | null,
  input: ReadInput<N>,
): Promise<ReadOutput<N>> {
  const operation = READ_OPERATIONS[name] as (
    context: ReadContext,
    user: AuthUser | null,
    input: ReadInput<N>,
  ) => Promise<ReadOutput<N>>;
  return operation(context, user, input);
}
