import type { DbExecutor } from '../../../db/schema.js';
import { FACETS, isMainGroup, type EntityTable } from '../common/facet-specs.js';
import type { FacetCount, SearchKind } from '../search/search-types.js';

/**
 * Public ids (interchange `external_id`) ↔ row ids, and the rows behind the labels of facet values. The API
 * never shows row ids; the index stores them. Rows out; present/links.ts and present/facets.ts shape them.
 */

export type { EntityTable } from '../common/facet-specs.js';

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

/** Row id, public id and display name of rows (patents: publication number; examples: label). */
export async function linkRows(
  db: DbExecutor,
  table: EntityTable,
  ids: readonly number[],
): Promise<{ id: number; external_id: string; name: string }[]> {
  const result = [];
  const unique = [...new Set(ids)];
  for (let start = 0; start < unique.length; start += CHUNK) {
    const batch = unique.slice(start, start + CHUNK);
    result.push(
      ...(table === 'patents'
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
              .execute()),
    );
  }
  return result;
}

/** Titles of classification codes of a scheme (main groups also under their `/00` form). */
async function classificationTitleRows(
  db: DbExecutor,
  scheme: string,
  codes: readonly string[],
): Promise<{ code: string; title: string }[]> {
  if (codes.length === 0) return [];
  const candidates = new Set<string>();
  for (const code of codes) {
    candidates.add(code);
    if (isMainGroup(code)) candidates.add(`${code}/00`);
  }
  const rows = [];
  const unique = [...candidates];
  for (let start = 0; start < unique.length; start += CHUNK) {
    rows.push(
      ...(await db
        .selectFrom('classification_codes')
        .select(['code', 'title'])
        .where('scheme', '=', scheme)
        .where('code', 'in', unique.slice(start, start + CHUNK))
        .execute()),
    );
  }
  return rows;
}

/** The rows facet values are labelled with, by API facet name: links of entity values, titles of codes. */
export interface FacetLabelRows {
  links: Record<string, { id: number; external_id: string; name: string }[]>;
  titles: Record<string, { code: string; title: string }[]>;
}

/** The label rows of a list's facet counts (common/facet-specs.ts says which facet needs which). */
export async function facetLabelRows(
  db: DbExecutor,
  kind: SearchKind,
  counts: Record<string, FacetCount[]>,
): Promise<FacetLabelRows> {
  const result: FacetLabelRows = { links: {}, titles: {} };
  for (const [name, spec] of Object.entries(FACETS[kind])) {
    const values = counts[spec.facet] ?? [];
    if (spec.entity) {
      result.links[name] = await linkRows(
        db,
        spec.entity,
        values.map((value) => Number(value.value)),
      );
    } else if (spec.scheme) {
      result.titles[name] = await classificationTitleRows(
        db,
        spec.scheme,
        values.map((value) => value.value),
      );
    }
  }
  return result;
}

/** Patents by row id with what their link shows (number, title, application date). */
export async function patentLinkRows(
  db: DbExecutor,
  ids: readonly number[],
): Promise<
  {
    id: number;
    external_id: string;
    publication_number: string;
    title: string;
    application_date: string | null;
  }[]
> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('patents')
    .select(['id', 'external_id', 'publication_number', 'title', 'application_date'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
}
