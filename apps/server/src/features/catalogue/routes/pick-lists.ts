import type { CategoryNode, CodeList, CompanyList, PropertyDefView } from '@app/contract/catalogue';
import type { DbExecutor } from '../../../db/schema.js';
import {
  presentCategoryTree,
  presentCodeList,
  presentCompanyList,
  presentPropertyDefs,
} from '../present/directories.js';
import { categoryRows, codeListRows, companyListRows, propertyDefListRows } from '../read/directories.js';
import type { SearchIndex } from '../search/search-index.js';

/** The pick-lists of the search forms: the rows of read/directories.ts handed to present/directories.ts. */

interface ListQuery {
  q?: string;
  page: number;
  pageSize: number;
}

export async function categoryTree(db: DbExecutor, index: SearchIndex): Promise<CategoryNode[]> {
  const { rows, counts } = await categoryRows(db, index);
  return presentCategoryTree(rows, counts);
}

export async function propertyDefList(
  db: DbExecutor,
  index: SearchIndex,
  scope: 'product' | 'example',
): Promise<PropertyDefView[]> {
  const { rows, counts } = await propertyDefListRows(db, index, scope);
  return presentPropertyDefs(rows, counts);
}

/** Companies with products (makers) or patents (applicants), most first; `q` on any name variant. */
export async function companyList(
  db: DbExecutor,
  index: SearchIndex,
  kind: 'products' | 'patents',
  query: ListQuery,
): Promise<CompanyList> {
  const { rows, counts } = await companyListRows(db, index, kind, query.q);
  return presentCompanyList(rows, counts, query);
}

/** IPC subclasses/main groups or F-term themes in use, with patent counts and titles. */
export async function codeList(
  db: DbExecutor,
  index: SearchIndex,
  scheme: 'ipc' | 'theme',
  query: ListQuery & { level?: 'subclass' | 'group' },
): Promise<CodeList> {
  const { counts, titles } = await codeListRows(db, index, scheme, query.level);
  return presentCodeList(counts, titles, query);
}
