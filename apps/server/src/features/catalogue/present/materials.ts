import type { MaterialDetail, MaterialSummary, PropertyValueView } from '@app/contract/catalogue';
import { MATERIAL_CATEGORIES } from '@app/contract/interchange';
import type { SearchHit } from '../search/search-types.js';
import type { SlotSnippet } from '../search/snippets.js';
import { propertyDistance, spreads } from '../common/similarity.js';
import { patentLinksInOrder, type PatentLinkRow } from './links.js';
import { presentSnippet, titleHighlights } from './patents.js';
import { presentOwnerValues, type PropertyDefRow, type StoredValue } from './property-values.js';

/** What leaves the server of materials: rows as read by read/materials.ts in, JSON out. */

const SIMILAR = 6;

export function categoryLabel(category: string): string {
  return MATERIAL_CATEGORIES[category as keyof typeof MATERIAL_CATEGORIES] ?? category;
}

/** The columns of `materials` a list summary shows. */
export interface MaterialSummaryRow {
  id: number;
  external_id: string;
  name: string;
  name_en: string | null;
  category: string;
  cas_number: string | null;
  is_demo: number;
}

/**
 * List summaries in the order of the hits (a hit whose row is gone is left out). Aliases that repeat the
 * name are not listed again; at most 8. `values` is null when the caller may not see property values.
 */
export function presentMaterialSummaries(
  hits: readonly SearchHit[],
  rows: readonly MaterialSummaryRow[],
  aliases: ReadonlyMap<number, readonly string[]>,
  productCounts: readonly { value: string; count: number | string | bigint }[],
  values: ReadonlyMap<number, PropertyValueView[]> | null,
  terms: readonly string[],
  snippets: ReadonlyMap<number, SlotSnippet | null>,
): MaterialSummary[] {
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return hits.flatMap((hit): MaterialSummary[] => {
    const row = byId.get(hit.id);
    if (!row) return [];
    const names = new Set([row.name, row.name_en]);
    return [
      {
        id: row.external_id,
        name: row.name,
        titleHighlights: titleHighlights(row.name, terms),
        nameEn: row.name_en,
        category: row.category,
        categoryLabel: categoryLabel(row.category),
        casNumber: row.cas_number,
        aliases: (aliases.get(hit.id) ?? []).filter((alias) => !names.has(alias)).slice(0, 8),
        properties: values ? (values.get(hit.id) ?? []) : null,
        productCount: Number(productCounts.find((count) => Number(count.value) === hit.id)?.count ?? 0),
        score: hit.score,
        snippet: presentSnippet(snippets.get(hit.id)),
        isDemo: row.is_demo === 1,
      },
    ];
  });
}

/**
 * The materials most like one by their property values (distance over the properties both have, each
 * scaled by its spread among the candidates): nearest first, those sharing no property last, then by the
 * number of shared properties and the name. At most SIMILAR.
 */
export function rankSimilarMaterials(
  ownId: number,
  candidates: readonly { id: number; external_id: string; name: string; category: string }[],
  vectors: ReadonlyMap<number, Map<number, number>>,
): MaterialDetail['similar'] {
  const own = vectors.get(ownId) ?? new Map<number, number>();
  const spread = spreads(vectors.values());
  return candidates
    .map((row) => {
      const found = propertyDistance(own, vectors.get(Number(row.id)) ?? new Map(), spread);
      return {
        id: row.external_id,
        name: row.name,
        category: row.category,
        distance: found ? Math.round(found.distance * 1000) / 1000 : null,
        sharedProperties: found?.shared ?? 0,
      };
    })
    .sort(
      (a, b) =>
        (a.distance === null ? 1 : 0) - (b.distance === null ? 1 : 0) ||
        (a.distance ?? 0) - (b.distance ?? 0) ||
        b.sharedProperties - a.sharedProperties ||
        (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
    )
    .slice(0, SIMILAR);
}

/** Aliases per material row id, in their order. */
export function aliasesByMaterial(
  rows: readonly { material_id: number; alias: string }[],
): Map<number, string[]> {
  const result = new Map<number, string[]>();
  for (const row of rows) {
    const list = result.get(Number(row.material_id)) ?? [];
    list.push(row.alias);
    result.set(Number(row.material_id), list);
  }
  return result;
}

type OwnerValueRows = {
  values: readonly (StoredValue & { owner: number })[];
  defs: readonly PropertyDefRow[];
};
type Count = number | string | bigint;

/** The rows of the material detail page (read/materials.ts materialDetailRows). */
export interface MaterialDetailRows {
  material: {
    id: number;
    external_id: string;
    name: string;
    name_en: string | null;
    category: string;
    cas_number: string | null;
    formula: string | null;
    description: string | null;
    is_demo: number;
  };
  aliases: readonly { material_id: number; alias: string }[];
  values: OwnerValueRows;
  productTotal: Count;
  products: readonly { external_id: string; name: string; maker_id: string; maker_name: string }[];
  /** Examples using the material per patent, most first. */
  patentCounts: readonly { patent_id: number; examples: Count }[];
  shownPatents: readonly number[];
  /** Null when the caller's plan does not include patent results. */
  patentLinks: readonly PatentLinkRow[] | null;
  applicants: readonly { external_id: string; name: string; patents: Count }[];
  examples:
    | readonly {
        external_id: string;
        label: string;
        comparative: number;
        patent_id: string;
        publication_number: string;
      }[]
    | null;
  candidates: readonly { id: number; external_id: string; name: string; category: string }[];
  vectors: ReadonlyMap<number, Map<number, number>>;
}

const LINKED = 20;

/**
 * The material detail page. Patents, examples and applicants are counted for everyone and listed only
 * when `locked` is false (the caller's plan includes patent results).
 */
export function presentMaterialDetail(rows: MaterialDetailRows, locked: boolean): MaterialDetail {
  const { material } = rows;
  const id = Number(material.id);
  return {
    id: material.external_id,
    name: material.name,
    nameEn: material.name_en,
    category: material.category,
    categoryLabel: categoryLabel(material.category),
    casNumber: material.cas_number,
    formula: material.formula,
    description: material.description,
    aliases: aliasesByMaterial(rows.aliases).get(id) ?? [],
    properties: presentOwnerValues(rows.values).get(id) ?? [],
    products: {
      total: Number(rows.productTotal),
      items: rows.products.map((row) => ({
        id: row.external_id,
        name: row.name,
        maker: { id: row.maker_id, name: row.maker_name },
      })),
    },
    patents: {
      total: rows.patentCounts.length,
      items: locked || !rows.patentLinks ? null : patentLinksInOrder(rows.shownPatents, rows.patentLinks),
      locked,
    },
    examples: {
      total: rows.patentCounts.reduce((sum, row) => sum + Number(row.examples), 0),
      items:
        locked || !rows.examples
          ? null
          : rows.examples.map((row) => ({
              id: row.external_id,
              patentId: row.patent_id,
              publicationNumber: row.publication_number,
              label: row.label,
              comparative: row.comparative === 1,
            })),
      locked,
    },
    applicants: {
      total: rows.applicants.length,
      items: locked
        ? null
        : rows.applicants
            .slice(0, LINKED)
            .map((row) => ({ id: row.external_id, name: row.name, patentCount: Number(row.patents) })),
      locked,
    },
    similar: rankSimilarMaterials(id, rows.candidates, rows.vectors),
    isDemo: material.is_demo === 1,
  };
}
