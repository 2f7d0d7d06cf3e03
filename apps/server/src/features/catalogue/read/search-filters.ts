import type { MaterialSearchQuery, PatentSearchQuery, ProductSearchQuery } from '@app/contract/catalogue';
import { yearsBetween, type FilterInput } from './search-service.js';

/*
 * The filters of each list page's query string, mapped onto index facets. One definition for the search
 * calls and for the CSV export of the same query, so an export holds exactly what the list shows.
 */

/** IPC filter values: 4 characters = subclass (C08L), longer = main group (C08L23). */
export function ipcFilters(values: string[] | undefined): FilterInput[] {
  if (!values) return [];
  const codes = values.map((value) => value.normalize('NFKC').toUpperCase().replace(/\s+/g, ''));
  const subclasses = codes.filter((code) => code.length <= 4);
  const groups = codes.filter((code) => code.length > 4).map((code) => code.replace(/\/.*$/, ''));
  return [
    { facet: 'ipc_subclass', values: subclasses },
    { facet: 'ipc_group', values: groups },
  ];
}

export function patentFilters(query: PatentSearchQuery): FilterInput[] {
  return [
    { facet: 'applicant', values: query.applicant, entity: 'companies' },
    ...ipcFilters(query.ipc),
    { facet: 'theme', values: query.theme },
    { facet: 'year', values: query.year },
    { facet: 'year', values: yearsBetween(query.yearFrom, query.yearTo) },
    { facet: 'legal_status', values: query.legalStatus },
    { facet: 'material', values: query.material, entity: 'materials', advanced: true },
    { facet: 'product', values: query.product, entity: 'products', advanced: true },
  ];
}

export function productFilters(query: ProductSearchQuery): FilterInput[] {
  return [
    { facet: 'category', values: query.category, entity: 'product_categories' },
    { facet: 'maker', values: query.maker, entity: 'companies' },
    { facet: 'status', values: query.status },
    { facet: 'material', values: query.material, entity: 'materials', advanced: true },
    { facet: 'in_patents', values: query.inPatents ? ['1'] : undefined, advanced: true },
  ];
}

export function materialFilters(query: MaterialSearchQuery): FilterInput[] {
  return [
    { facet: 'material_category', values: query.category },
    { facet: 'applicant', values: query.applicant, entity: 'companies', advanced: true },
    { facet: 'maker', values: query.maker, entity: 'companies', advanced: true },
  ];
}
