import type { Link, ProductDetail, PropertyValueView, ProductSummary } from '@app/contract/catalogue';
import { propertyDistance, spreads, type Vector } from '../common/similarity.js';
import type { SearchHit } from '../search/search-types.js';
import type { SlotSnippet } from '../search/snippets.js';
import { patentLinksById, type PatentLinkRow } from './links.js';
import { presentSnippet, titleHighlights } from './patents.js';
import { presentOwnerValues, type PropertyDefRow, type StoredValue } from './property-values.js';

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

/** A product with its maker and category (read/products.ts productLinkRows). */
export interface ProductLinkRow {
  id: number;
  external_id: string;
  name: string;
  maker_id: string;
  maker_name: string;
  category_id: string;
  category_name: string;
}

/** The ranked similar products as shown (a ranked product whose row is gone is left out). */
export function presentSimilarProducts(
  ranked: readonly { id: number; distance: number; shared: number }[],
  rows: readonly ProductLinkRow[],
): ProductDetail['similar'] {
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return ranked.flatMap((item) => {
    const row = byId.get(item.id);
    return row
      ? [
          {
            id: row.external_id,
            name: row.name,
            maker: { id: row.maker_id, name: row.maker_name },
            category: { id: row.category_id, name: row.category_name },
            distance: Math.round(item.distance * 1000) / 1000,
            sharedProperties: item.shared,
          },
        ]
      : [];
  });
}

/** The rows of the product detail page (read/products.ts productDetailRows). */
export interface ProductDetailRows {
  product: {
    id: number;
    external_id: string;
    name: string;
    brand: string | null;
    grade: string | null;
    status: string;
    datasheet: string | null;
    description: string | null;
    url: string | null;
    is_demo: number;
  };
  maker: { external_id: string; name: string; country: string | null; url: string | null };
  category: { external_id: string; name: string };
  /** Row ids of the category's path, root first, and their rows. */
  pathIds: readonly number[];
  path: readonly { id: number; external_id: string; name: string }[];
  materials: readonly { external_id: string; name: string; category: string }[];
  keywords: readonly { kind: string; keyword: string }[];
  values: { values: readonly (StoredValue & { owner: number })[]; defs: readonly PropertyDefRow[] };
  /** The patents naming the product, examples first; links of the first ones (null: not for this plan). */
  patents: {
    ordered: readonly { id: number; via: 'example' | 'text' }[];
    links: readonly PatentLinkRow[] | null;
  };
}

/**
 * The patents of a product's page: all counted; listed unless the plan locks them — those whose links were
 * read (the first ones, read/products.ts).
 */
function presentProductPatents(patents: ProductDetailRows['patents']): ProductDetail['patents'] {
  const total = patents.ordered.length;
  if (!patents.links) return { total, items: null, locked: true };
  const links = patentLinksById(patents.links);
  return {
    total,
    items: patents.ordered.flatMap((item) => {
      const link = links.get(item.id);
      return link ? [{ ...link, via: item.via }] : [];
    }),
    locked: false,
  };
}

export function presentProductDetail(
  rows: ProductDetailRows,
  similar: ProductDetail['similar'],
): ProductDetail {
  const { product, maker, category } = rows;
  const id = Number(product.id);
  const path: Link[] = rows.pathIds.flatMap((pathId) => {
    const row = rows.path.find((item) => Number(item.id) === pathId);
    return row ? [{ id: row.external_id, name: row.name }] : [];
  });
  return {
    id: product.external_id,
    name: product.name,
    brand: product.brand,
    grade: product.grade,
    maker: { id: maker.external_id, name: maker.name, country: maker.country, url: maker.url },
    category: { id: category.external_id, name: category.name, path },
    status: product.status,
    applications: rows.keywords.filter((row) => row.kind === 'application').map((row) => row.keyword),
    features: rows.keywords.filter((row) => row.kind === 'feature').map((row) => row.keyword),
    datasheet: product.datasheet,
    description: product.description,
    url: product.url,
    materials: rows.materials.map((row) => ({ id: row.external_id, name: row.name, category: row.category })),
    properties: presentOwnerValues(rows.values).get(id) ?? [],
    patents: presentProductPatents(rows.patents),
    similar,
    isDemo: product.is_demo === 1,
  };
}
