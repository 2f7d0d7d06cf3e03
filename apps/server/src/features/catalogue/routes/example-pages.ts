import type { Access, ExampleDetail, ExampleSummary } from '@app/contract/catalogue';
import type { DbExecutor } from '../../../db/schema.js';
import { presentExampleDetail, presentExampleSummaries } from '../present/examples.js';
import { exampleDetailRows, exampleSummaryRows } from '../read/examples.js';
import type { SearchHit } from '../search/search-types.js';
import type { SlotSnippet } from '../search/snippets.js';

/** What the pages of worked examples show: the rows of read/examples.ts handed to present/examples.ts. */

export async function exampleSummaries(
  db: DbExecutor,
  hits: readonly SearchHit[],
  snippets: Map<number, SlotSnippet | null>,
  access: Access,
): Promise<ExampleSummary[]> {
  if (hits.length === 0) return [];
  const rows = await exampleSummaryRows(
    db,
    hits.map((hit) => hit.id),
    access.propertyValues,
  );
  return presentExampleSummaries(hits, rows, snippets);
}

/** The example detail page; null when the example does not exist or belongs to another patent. */
export async function exampleDetail(
  db: DbExecutor,
  patentExternalId: string,
  exampleExternalId: string,
): Promise<ExampleDetail | null> {
  const rows = await exampleDetailRows(db, patentExternalId, exampleExternalId);
  return rows && presentExampleDetail(rows);
}
