import { LEGAL_STATUSES, MATERIAL_CATEGORIES, PRODUCT_STATUSES } from '@app/contract/interchange';

/**
 * The facets each list answers, by API name: which index facet counts them (read/ asks the index for these),
 * and how a value is labelled (present/facets.ts). Values of an `entity` facet are row ids of that table,
 * shown as public ids; of a `scheme` facet classification codes, shown with their titles.
 */

/** The lists (search-types.ts SearchKind; common/ imports no other layer). */
type ListKind = 'patents' | 'materials' | 'products' | 'examples';

export type EntityTable =
  'companies' | 'materials' | 'products' | 'patents' | 'examples' | 'property_defs' | 'product_categories';

export interface FacetSpec {
  /** The index's facet name. */
  facet: string;
  /** Values are row ids of this table (shown as public ids). */
  entity?: EntityTable;
  /** Classification titles of this scheme. */
  scheme?: 'ipc' | 'theme';
  labels?: Readonly<Record<string, string>>;
  label?: (value: string) => string;
}

export const FACETS: Readonly<Record<ListKind, Readonly<Record<string, FacetSpec>>>> = {
  patents: {
    applicant: { facet: 'applicant', entity: 'companies' },
    ipc: { facet: 'ipc_subclass', scheme: 'ipc' },
    ipcGroup: {
      facet: 'ipc_group',
      scheme: 'ipc',
      label: (value) => value.replace(/^([A-H]\d\d[A-Z])(\d+)$/, '$1 $2/00'),
    },
    theme: { facet: 'theme', scheme: 'theme' },
    year: { facet: 'year', label: (value) => `${value}年` },
    legalStatus: { facet: 'legal_status', labels: LEGAL_STATUSES },
    material: { facet: 'material', entity: 'materials' },
  },
  products: {
    category: { facet: 'category', entity: 'product_categories' },
    maker: { facet: 'maker', entity: 'companies' },
    material: { facet: 'material', entity: 'materials' },
    status: { facet: 'status', labels: PRODUCT_STATUSES },
    inPatents: { facet: 'in_patents', labels: { '1': '特許に記載あり' } },
  },
  materials: {
    category: { facet: 'material_category', labels: MATERIAL_CATEGORIES },
    applicant: { facet: 'applicant', entity: 'companies' },
    maker: { facet: 'maker', entity: 'companies' },
  },
  examples: {
    applicant: { facet: 'applicant', entity: 'companies' },
    ipc: { facet: 'ipc_subclass', scheme: 'ipc' },
    theme: { facet: 'theme', scheme: 'theme' },
    year: { facet: 'year', label: (value) => `${value}年` },
    comparative: { facet: 'comparative', labels: { '0': '実施例', '1': '比較例' } },
    property: { facet: 'property', entity: 'property_defs' },
    material: { facet: 'material', entity: 'materials' },
  },
};

/** Index facet names a list counts. */
export function facetNames(kind: ListKind): string[] {
  return Object.values(FACETS[kind]).map((spec) => spec.facet);
}

/** Main groups are indexed as C08L23; their titles are stored under C08L23/00. */
export const isMainGroup = (code: string): boolean => /^[A-H]\d\d[A-Z]\d+$/.test(code);
