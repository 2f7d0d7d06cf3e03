import type { CategoryTree, CodeList, CompanyList, PropertyDefList } from '@app/contract/catalogue';
import type { AuthUser } from '../../../auth/auth-user.js';
import {
  presentCategoryTree,
  presentCodeList,
  presentCompanyList,
  presentPropertyDefs,
} from '../present/directories.js';
import { categoryRows, codeListRows, companyListRows, propertyDefListRows } from '../read/directories.js';
import type { ReadContext } from './catalogue-reads.js';

/**
 * The pick-lists of the search forms: the rows of read/directories.ts handed to present/directories.ts.
 * They are read operations (read-pool/read-operations.ts) like the searches: their counts come from the
 * search index, whose snapshot of a kind takes a second or more to load after a start or an import (the
 * examples'), and on the main thread that load held every other request of the server for as long.
 */

interface ListQuery {
  q?: string;
  page: number;
  pageSize: number;
}

export async function categoryTree({ db, index }: ReadContext): Promise<CategoryTree> {
  const { rows, counts } = await categoryRows(db, index);
  return { items: presentCategoryTree(rows, counts) };
}

export async function propertyDefList(
  { db, index }: ReadContext,
  _user: AuthUser | null,
  scope: 'product' | 'example',
): Promise<PropertyDefList> {
  const { rows, counts } = await propertyDefListRows(db, index, scope);
  return { items: presentPropertyDefs(rows, counts) };
}

/** Companies with products (makers) or patents (applicants), most first; `q` on any name variant. */
export async function companyList(
  { db, index }: ReadContext,
  _user: AuthUser | null,
  { kind, ...query }: ListQuery & { kind: 'products' | 'patents' },
): Promise<CompanyList> {
  const { rows, counts } = await companyListRows(db, index, kind, query.q);
  return presentCompanyList(rows, counts, query);
}

/** IPC subclasses/main groups or F-term themes in use, with patent counts and titles. */
export async function codeList(
  { db, index }: ReadContext,
  _user: AuthUser | null,
  { scheme, ...query }: ListQuery & { scheme: 'ipc' | 'theme'; level?: 'subclass' | 'group' },
): Promise<CodeList> {
  const { counts, titles } = await codeListRows(db, index, scheme, query.level);
  return presentCodeList(counts, titles, query);
}
