import type {
  ClaimRangeView,
  ExampleTable,
  MatchedExamples,
  PatentDetail,
  PatentSummary,
  SimilarPatent,
} from '@app/contract/catalogue';
import type { DbExecutor } from '../../../db/schema.js';
import { linksById, patentLinksById } from '../present/links.js';
import { presentMatchedExamples } from '../present/matched-examples.js';
import {
  presentApplicants,
  presentClaimRanges,
  presentPatentDetail,
  presentPatentExamples,
  presentPatentSummaries,
  type ApplicantView,
  type ClaimRangeRow,
} from '../present/patents.js';
import { presentSimilarPatents, rankSimilarPatents, sharedMaterialIds } from '../present/similar-patents.js';
import {
  applicantRows,
  claimRangeLinkRows,
  exampleTableRows,
  patentDetailRows,
  patentSummaryRows,
} from '../read/patents.js';
import { similarPatentCandidates, similarPatentLinkRows } from '../read/similar-patents.js';
import { hasExampleFilters, readMatchedExamples, type ExampleFilters } from '../read/matched-examples.js';
import type { SearchHit } from '../search/search-types.js';
import type { SlotSnippet } from '../search/snippets.js';

/**
 * What the pages of patents show, as one function each: the rows of read/patents.ts handed to the presenters
 * of present/patents.ts. Also what other features show of patents (CSV export, the large-patent analysis).
 */

export async function patentSummaries(
  db: DbExecutor,
  hits: readonly SearchHit[],
  terms: readonly string[],
  snippets: Map<number, SlotSnippet | null>,
): Promise<PatentSummary[]> {
  if (hits.length === 0) return [];
  const rows = await patentSummaryRows(
    db,
    hits.map((hit) => hit.id),
  );
  return presentPatentSummaries(
    hits,
    rows.patents,
    presentApplicants(rows.applicants),
    rows.classifications,
    terms,
    snippets,
  );
}

/** The applicants of these patents, per patent row id. */
export async function applicantsOf(
  db: DbExecutor,
  patentIds: readonly number[],
): Promise<Map<number, ApplicantView[]>> {
  return presentApplicants(await applicantRows(db, patentIds));
}

/** The examples of a patent as one table: a column per component (group, name, unit), one per property. */
export async function exampleTable(db: DbExecutor, patentId: number): Promise<ExampleTable> {
  return presentPatentExamples(await exampleTableRows(db, patentId));
}

/** Claim ranges of a patent (claim_ranges rows) as shown: linked material/property, the claim's own words. */
export async function claimRangesOf(
  db: DbExecutor,
  ranges: readonly ClaimRangeRow[],
  claimTexts: ReadonlyMap<number, string>,
): Promise<ClaimRangeView[]> {
  return presentClaimRanges(ranges, await claimRangeLinkRows(db, ranges), claimTexts);
}

/** Other patents by the Jaccard similarity of their features; those sharing nothing are left out. */
async function similarPatents(db: DbExecutor, patentId: number): Promise<SimilarPatent[]> {
  const { own, candidates, features } = await similarPatentCandidates(db, patentId);
  const ranked = rankSimilarPatents(own, candidates, features);
  if (ranked.length === 0) return [];
  const links = await similarPatentLinkRows(
    db,
    ranked.map((item) => item.id),
    sharedMaterialIds(ranked),
  );
  return presentSimilarPatents(ranked, patentLinksById(links.patents), linksById(links.materials));
}

/** The patent detail page. Null when there is no such patent. */
export async function patentDetail(db: DbExecutor, externalId: string): Promise<PatentDetail | null> {
  const rows = await patentDetailRows(db, externalId);
  if (!rows) return null;
  return presentPatentDetail(rows, await similarPatents(db, Number(rows.patent.id)));
}

/**
 * The patents (list summaries or a detail) with `matchedExamples`: one entry per example filter of `filters`,
 * in the order ranges, materials, products, naming at most `limit` examples each. Unchanged without such a filter.
 */
export async function withMatchedExamples<T extends { id: string }>(
  db: DbExecutor,
  items: T[],
  filters: ExampleFilters,
  limit: number | null,
): Promise<(T & { matchedExamples?: MatchedExamples[] })[]> {
  if (!hasExampleFilters(filters) || items.length === 0) return items;
  const patents = items.map((item) => item.id);
  const byPatent = presentMatchedExamples(patents, await readMatchedExamples(db, patents, filters), limit);
  return items.map((item) => ({ ...item, matchedExamples: byPatent.get(item.id) ?? [] }));
}
