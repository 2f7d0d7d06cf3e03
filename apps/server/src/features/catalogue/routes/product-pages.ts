import type { Access, ProductDetail, ProductSummary } from '@app/contract/catalogue';
import type { DbExecutor } from '../../../db/schema.js';
import {
  presentProductDetail,
  presentProductSummaries,
  presentSimilarProducts,
  rankSimilarProducts,
} from '../present/products.js';
import { presentOwnerValues } from '../present/property-values.js';
import {
  productDetailRows,
  productLinkRows,
  productSummaryRows,
  similarProductCandidates,
} from '../read/products.js';
import type { SearchIndex } from '../search/search-index.js';
import type { SearchHit } from '../search/search-types.js';
import type { SlotSnippet } from '../search/snippets.js';

/** What the pages of products show: the rows of read/products.ts handed to present/products.ts. */

export async function productSummaries(
  db: DbExecutor,
  hits: readonly SearchHit[],
  terms: readonly string[],
  snippets: Map<number, SlotSnippet | null>,
  access: Access,
): Promise<ProductSummary[]> {
  if (hits.length === 0) return [];
  const rows = await productSummaryRows(
    db,
    hits.map((hit) => hit.id),
    access.propertyValues,
  );
  return presentProductSummaries(
    hits,
    rows.products,
    rows.materials,
    rows.keywords,
    rows.values ? presentOwnerValues(rows.values) : null,
    terms,
    snippets,
  );
}

/** Products of the same category with the nearest datasheet values (scaled by the category's spread). */
async function similarProducts(
  db: DbExecutor,
  productId: number,
  categoryId: number,
): Promise<ProductDetail['similar']> {
  const { ids, vectors } = await similarProductCandidates(db, productId, categoryId);
  const ranked = rankSimilarProducts(productId, ids, vectors);
  if (ranked.length === 0) return [];
  return presentSimilarProducts(
    ranked,
    await productLinkRows(
      db,
      ranked.map((item) => item.id),
    ),
  );
}

/** The product detail page; null when there is no such product. */
export async function productDetail(
  db: DbExecutor,
  index: SearchIndex,
  externalId: string,
  access: Access,
): Promise<ProductDetail | null> {
  const rows = await productDetailRows(db, index, externalId, access.patentResults);
  if (!rows) return null;
  return presentProductDetail(
    rows,
    await similarProducts(db, Number(rows.product.id), Number(rows.product.category_id)),
  );
}
