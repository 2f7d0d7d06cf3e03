import type { MaterialSearchQuery, PatentSearchQuery, ProductSearchQuery } from '@app/contract/catalogue';
import { CSV_EXPORT, type SearchKindName } from '@app/contract/bookmarks';
import type { AuthUser } from '../../auth/auth-user.js';
import type { ReadContext } from '../catalogue/routes/catalogue-reads.js';
import { materialSummaries } from '../catalogue/routes/material-pages.js';
import { patentSummaries } from '../catalogue/routes/patent-pages.js';
import { productSummaries } from '../catalogue/routes/product-pages.js';
import { materialFilters, patentFilters, productFilters } from '../catalogue/read/search-filters.js';
import { runSearch, type FilterInput, type SearchOutput } from '../catalogue/read/search-service.js';
import { toCsv, type CsvCell } from './csv.js';
import { materialTable, patentTable, productTable } from './export-tables.js';

/*
 * The CSV exports' costly part — every result page searched and presented, the table and its text — as
 * reads a catalogue read thread runs (read-pool/read-operations.ts); the route only sends the text.
 */

/** Results fetched per search call while collecting an export. */
const CHUNK = 1000;

type Query = MaterialSearchQuery | ProductSearchQuery | PatentSearchQuery;

export interface ExportFile {
  csv: string;
  /** Results of the search (the file may hold fewer: CSV_EXPORT.maxRows). */
  total: number;
  /** Data rows in the file. */
  exported: number;
}

/** Collects every result page by page (the search service's own paging) and presents it as rows. */
async function collect<T>(
  { db, index }: ReadContext,
  user: AuthUser,
  kind: SearchKindName,
  query: Query,
  filters: FilterInput[],
  present: (found: SearchOutput) => Promise<T[]>,
): Promise<{ items: T[]; total: number }> {
  const items: T[] = [];
  let total = 0;
  for (let page = 1; items.length < CSV_EXPORT.maxRows; page += 1) {
    const found = await runSearch(db, index, user, {
      kind,
      q: query.q,
      page,
      pageSize: CHUNK,
      sort: query.sort,
      synonyms: query.synonyms,
      prop: query.prop,
      filters,
    });
    total = found.result.total;
    items.push(...(await present(found)));
    if (found.result.hits.length < CHUNK) break;
  }
  return { items: items.slice(0, CSV_EXPORT.maxRows), total };
}

function file(rows: CsvCell[][], total: number): ExportFile {
  return { csv: toCsv(rows), total, exported: rows.length - 1 };
}

export async function materialsExport(context: ReadContext, user: AuthUser, query: MaterialSearchQuery) {
  const { items, total } = await collect(context, user, 'materials', query, materialFilters(query), (found) =>
    materialSummaries(context.db, found.result.hits, found.terms, found.snippets, found.access),
  );
  return file(materialTable(items), total);
}

export async function productsExport(context: ReadContext, user: AuthUser, query: ProductSearchQuery) {
  const { items, total } = await collect(context, user, 'products', query, productFilters(query), (found) =>
    productSummaries(context.db, found.result.hits, found.terms, found.snippets, found.access),
  );
  return file(productTable(items), total);
}

export async function patentsExport(context: ReadContext, user: AuthUser, query: PatentSearchQuery) {
  const { items, total } = await collect(context, user, 'patents', query, patentFilters(query), (found) =>
    patentSummaries(context.db, found.result.hits, found.terms, found.snippets),
  );
  return file(patentTable(items), total);
}
