import type { PropertyValueView, ProductSummary } from '@app/contract/catalogue';
import { propertyDistance, spreads, type Vector } from '../common/similarity.js';
import type { SearchHit } from '../search/search-types.js';
import type { SlotSnippet } from '../search/snippets.js';
import { presentSnippet, titleHighlights } from './patents.js';

/** What leaves the server of products: rows as read by read/products.ts in, JSON out. */

const SIMILAR = 6;

/** A product with its maker and category, as a list summary shows it. */
export interface ProductSummaryRow {
  id: number;
  external_id: string;
  name: string;
  brand: string | null;
  grade: string | null;
  status: string;
  is_demo: number;
  maker_id: string;
  maker_name: string;
  category_id: string;
  category_name: string;
}

/**
 * List summaries in the order of the hits (a hit whose row is gone is left out). `values` is null when
 * the caller may not see property values (docs/spec/sessions-and-accounts.md).
 */
export function presentProductSummaries(
  hits: readonly SearchHit[],
  rows: readonly ProductSummaryRow[],
  materials: readonly { product_id: number; external_id: string; name: string }[],
  keywords: readonly { product_id: number; kind: string; keyword: string }[],
  values: ReadonlyMap<number, PropertyValueView[]> | null,
  terms: readonly string[],
  snippets: ReadonlyMap<number, SlotSnippet | null>,
): ProductSummary[] {
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return hits.flatMap((hit): ProductSummary[] => {
    const row = byId.get(hit.id);
    if (!row) return [];
    const own = keywords.filter((keyword) => Number(keyword.product_id) === hit.id);
    return [
      {
        id: row.external_id,
        name: row.name,
        titleHighlights: titleHighlights(row.name, terms),
        brand: row.brand,
        grade: row.grade,
        maker: { id: row.maker_id, name: row.maker_name },
        category: { id: row.category_id, name: row.category_name },
        status: row.status,
        materials: materials
          .filter((material) => Number(material.product_id) === hit.id)
          .map((material) => ({ id: material.external_id, name: material.name })),
        applications: own
          .filter((keyword) => keyword.kind === 'application')
          .map((keyword) => keyword.keyword),
        features: own.filter((keyword) => keyword.kind === 'feature').map((keyword) => keyword.keyword),
        properties: values ? (values.get(hit.id) ?? []) : null,
        score: hit.score,
        snippet: presentSnippet(snippets.get(hit.id)),
        isDemo: row.is_demo === 1,
      },
    ];
  });
}

/**
 * The candidates with the nearest datasheet values (each property scaled by its spread among them):
 * nearest first, then more shared properties, then the lower id. Candidates sharing no property are left
 * out. At most SIMILAR.
 */
export function rankSimilarProducts(
  ownId: number,
  candidateIds: readonly number[],
  vectors: ReadonlyMap<number, Vector>,
): { id: number; distance: number; shared: number }[] {
  const own: Vector = vectors.get(ownId) ?? new Map();
  const spread = spreads(vectors.values());
  return candidateIds
    .flatMap((id) => {
      const found = propertyDistance(own, vectors.get(id) ?? new Map(), spread);
      return found ? [{ id, ...found }] : [];
    })
    .sort((a, b) => a.distance - b.distance || b.shared - a.shared || a.id - b.id)
    .slice(0, SIMILAR);
}
