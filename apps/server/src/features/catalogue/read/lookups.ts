import type { FacetValue, Link, PatentLink } from '@app/contract/catalogue';
import { LEGAL_STATUSES, MATERIAL_CATEGORIES, PRODUCT_STATUSES } from '@app/contract/interchange';
import type { DbExecutor } from '../../../db/schema.js';
import type { FacetCount, SearchKind } from '../search/search-types.js';

/**
 * Public ids (interchange `external_id`) ↔ row ids, and the labels of facet values. The API never shows
 * row ids; the index stores them.
 */

export type EntityTable =
  'companies' | 'materials' | 'products' | 'patents' | 'examples' | 'property_defs' | 'product_categories';

const CHUNK = 500;

/** Row ids of the given public ids (unknown ones are left out). */
export async function rowIds(
  db: DbExecutor,
  table: EntityTable,
  externalIds: readonly string[],
): Promise<number[]> {
  const ids: number[] = [];
  const unique = [...new Set(externalIds)];
  for (let start = 0; start < unique.length; start += CHUNK) {
    const rows = await db
      .selectFrom(table)
      .select('id')
      .where('external_id', 'in', unique.slice(start, start + CHUNK))
      .execute();
    ids.push(...rows.map((row) => Number(row.id)));
  }
  return ids;
}

/** Public id and display name of rows (patents: publication number; examples: label). */
export async function links(
  db: DbExecutor,
  table: EntityTable,
  ids: readonly number[],
): Promise<Map<number, Link>> {
  const result = new Map<number, Link>();
  const unique = [...new Set(ids)];
  for (let start = 0; start < unique.length; start += CHUNK) {
    const batch = unique.slice(start, start + CHUNK);
    const rows =
      table === 'patents'
        ? await db
            .selectFrom('patents')
            .select(['id', 'external_id', 'publication_number as name'])
            .where('id', 'in', batch)
            .execute()
        : table === 'examples'
          ? await db
              .selectFrom('examples')
              .select(['id', 'external_id', 'label as name'])
              .where('id', 'in', batch)
              .execute()
          : await db
              .selectFrom(table)
              .select(['id', 'external_id', 'name'])
              .where('id', 'in', batch)
              .execute();
    for (const row of rows) result.set(Number(row.id), { id: row.external_id, name: row.name });
  }
  return result;
}

interface FacetSpec {
  /** The index's facet name. */
  facet: string;
  /** Values are row ids of this table (shown as public ids). */
  entity?: EntityTable;
  /** Classification titles of this scheme. */
  scheme?: 'ipc' | 'theme';
  labels?: Readonly<Record<string, string>>;
  label?: (value: string) => string;
}

/** The facets each list answers, by API name. */
const FACETS: Readonly<Record<SearchKind, Readonly<Record<string, FacetSpec>>>> = {
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
export function facetNames(kind: SearchKind): string[] {
  return Object.values(FACETS[kind]).map((spec) => spec.facet);
}

async function classificationTitles(
  db: DbExecutor,
  scheme: string,
  codes: readonly string[],
): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const candidates = new Set<string>();
  for (const code of codes) {
    candidates.add(code);
    // Main groups are indexed as C08L23; their titles are stored under C08L23/00.
    if (/^[A-H]\d\d[A-Z]\d+$/.test(code)) candidates.add(`${code}/00`);
  }
  const rows = await db
    .selectFrom('classification_codes')
    .select(['code', 'title'])
    .where('scheme', '=', scheme)
    .where('code', 'in', [...candidates])
    .execute();
  const titles = new Map<string, string>();
  for (const row of rows) titles.set(row.code.replace(/\/00$/, ''), row.title);
  return titles;
}

/**
 * The label table's own entry: a filter value is echoed as a facet value, and a value such as
 * `hasOwnProperty` would otherwise find an Object method (a function, not a label: a 500).
 */
function ownLabel(labels: Readonly<Record<string, string>> | undefined, value: string): string | undefined {
  return labels && Object.hasOwn(labels, value) ? labels[value] : undefined;
}

/** Index facet counts → API facets: public ids as values, Japanese labels. */
export async function presentFacets(
  db: DbExecutor,
  kind: SearchKind,
  counts: Record<string, FacetCount[]>,
): Promise<Record<string, FacetValue[]>> {
  const result: Record<string, FacetValue[]> = {};
  for (const [name, spec] of Object.entries(FACETS[kind])) {
    const values = counts[spec.facet] ?? [];
    if (spec.entity) {
      const found = await links(
        db,
        spec.entity,
        values.map((value) => Number(value.value)),
      );
      result[name] = values.flatMap((value) => {
        const link = found.get(Number(value.value));
        return link ? [{ value: link.id, label: link.name, count: value.count }] : [];
      });
    } else if (spec.scheme) {
      const titles = await classificationTitles(
        db,
        spec.scheme,
        values.map((value) => value.value),
      );
      result[name] = values.map((value) => {
        const code = spec.label ? spec.label(value.value) : value.value;
        const title = titles.get(value.value);
        return { value: value.value, label: title ? `${code} ${title}` : code, count: value.count };
      });
    } else {
      result[name] = values.map((value) => ({
        value: value.value,
        label: ownLabel(spec.labels, value.value) ?? spec.label?.(value.value) ?? value.value,
        count: value.count,
      }));
    }
  }
  return result;
}

/** Patents by row id as the link shape every page shows (number, title, application date). */
export async function patentLinkMap(
  db: DbExecutor,
  ids: readonly number[],
): Promise<Map<number, PatentLink>> {
  const result = new Map<number, PatentLink>();
  if (ids.length === 0) return result;
  const rows = await db
    .selectFrom('patents')
    .select(['id', 'external_id', 'publication_number', 'title', 'application_date'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  for (const row of rows) {
    result.set(Number(row.id), {
      id: row.external_id,
      publicationNumber: row.publication_number,
      title: row.title,
      applicationDate: row.application_date,
    });
  }
  return result;
}
