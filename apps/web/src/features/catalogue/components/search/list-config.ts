import type { ReactNode } from 'react';
import type { Access, PropertyDefView } from '@app/contract/catalogue';
import type { ListKind, SearchResponseOf } from '../../api/search-queries';
import type { PropertyScope } from '../../api/search-property-defs';

export type ItemOf<K extends ListKind> = SearchResponseOf[K]['items'][number];

/** A facet of the API's `facets` and the query parameter that filters by it. */
export interface FacetDef {
  /** Key in the answer's `facets`. */
  facet: string;
  /** Query parameter (URL and API). */
  param: string;
  label: string;
  /** Cross-entity filter: standard plan (entitlement `advancedSearch`). */
  advanced?: boolean;
  /** A yes/no filter: the facet value `1` is the parameter value `true`. */
  boolean?: boolean;
  /** A filter set from links only (a patent's examples): no counts, no checkbox group, a chip when set. */
  urlOnly?: boolean;
  /** 'value-desc': listed by value, newest first (years), not by count. */
  order?: 'value-desc';
}

export interface CellContext {
  access: Access;
  defs: ReadonlyMap<string, PropertyDefView>;
}

export interface ColumnDef<Item> {
  key: string;
  label: string;
  /** Always shown (the name and its link). */
  fixed?: boolean;
  /** Shown until the user chooses otherwise. */
  defaultOn?: boolean;
  width?: number | string;
  minWidth?: number | string;
  align?: 'left' | 'right';
  render: (item: Item, context: CellContext) => ReactNode;
}

export interface SortOption {
  value: string;
  label: string;
}

export interface ListConfig<K extends ListKind> {
  kind: K;
  title: string;
  description: string;
  /** What one result is called: 製品, 素材, 特許. */
  noun: string;
  placeholder: string;
  facets: readonly FacetDef[];
  sorts: readonly SortOption[];
  /** Property sort and range filters read these definitions. */
  propertyScope: PropertyScope;
  /** Results carry their own property values (products, materials): property columns and sort. */
  propertyColumns: boolean;
  /** How the property ranges apply, under the range filter. */
  rangeNote: string;
  columns: readonly ColumnDef<ItemOf<K>>[];
  itemId: (item: ItemOf<K>) => string;
  itemName: (item: ItemOf<K>) => string;
  detailHref: (item: ItemOf<K>) => string;
  /** What the list's detail links carry after the path, from the list's parameters (patents: example filters). */
  detailQuery?: (params: URLSearchParams) => string;
  /** Rows can be picked for comparison (products, materials). */
  selectable: boolean;
  /** The list can also show the patents matching the same query (standard plan). */
  patentResults: boolean;
}

/** The facet parameters of a list, for reading the URL. */
export function filterParamsOf(config: Pick<ListConfig<ListKind>, 'facets'>): string[] {
  return [...new Set(config.facets.map((facet) => facet.param))];
}
