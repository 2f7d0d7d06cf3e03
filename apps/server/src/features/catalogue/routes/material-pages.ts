import type { Access, MaterialDetail, MaterialSummary } from '@app/contract/catalogue';
import type { DbExecutor } from '../../../db/schema.js';
import { aliasesByMaterial, presentMaterialDetail, presentMaterialSummaries } from '../present/materials.js';
import { presentOwnerValues } from '../present/property-values.js';
import { materialDetailRows, materialSummaryRows } from '../read/materials.js';
import type { SearchHit } from '../search/search-types.js';
import type { SlotSnippet } from '../search/snippets.js';

/** What the pages of materials show: the rows of read/materials.ts handed to present/materials.ts. */

export async function materialSummaries(
  db: DbExecutor,
  hits: readonly SearchHit[],
  terms: readonly string[],
  snippets: Map<number, SlotSnippet | null>,
  access: Access,
): Promise<MaterialSummary[]> {
  if (hits.length === 0) return [];
  const rows = await materialSummaryRows(
    db,
    hits.map((hit) => hit.id),
    access.propertyValues,
  );
  return presentMaterialSummaries(
    hits,
    rows.materials,
    aliasesByMaterial(rows.aliases),
    rows.productCounts,
    rows.values ? presentOwnerValues(rows.values) : null,
    terms,
    snippets,
  );
}

/** The material detail page; null when there is no such material. */
export async function materialDetail(
  db: DbExecutor,
  externalId: string,
  access: Access,
): Promise<MaterialDetail | null> {
  const rows = await materialDetailRows(db, externalId, access.patentResults);
  return rows && presentMaterialDetail(rows, !access.patentResults);
}
