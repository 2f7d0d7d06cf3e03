import type { Link, PatentLink } from '@app/contract/catalogue';

/** Rows of read/lookups.ts as the links every page shows (public id and name; never a row id). */

export interface LinkRow {
  id: number;
  external_id: string;
  name: string;
}

export interface PatentLinkRow {
  id: number;
  external_id: string;
  publication_number: string;
  title: string;
  application_date: string | null;
}

/** Links by row id. */
export function linksById(rows: readonly LinkRow[]): Map<number, Link> {
  return new Map(rows.map((row) => [Number(row.id), { id: row.external_id, name: row.name }]));
}

/** Patent links by row id. */
export function patentLinksById(rows: readonly PatentLinkRow[]): Map<number, PatentLink> {
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        id: row.external_id,
        publicationNumber: row.publication_number,
        title: row.title,
        applicationDate: row.application_date,
      },
    ]),
  );
}

/** Patent links in the order of `ids` (ids without a row are left out). */
export function patentLinksInOrder(ids: readonly number[], rows: readonly PatentLinkRow[]): PatentLink[] {
  const byId = patentLinksById(rows);
  return ids.flatMap((id) => {
    const link = byId.get(id);
    return link ? [link] : [];
  });
}
