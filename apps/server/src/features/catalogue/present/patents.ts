import type {
  ClaimRangeView,
  Link,
  PatentDetail,
  PatentSummary,
  SimilarPatent,
  Snippet,
} from '@app/contract/catalogue';
import { LEGAL_STATUSES } from '@app/contract/interchange';
import { highlightAll } from '../search/highlight.js';
import type { SearchHit } from '../search/search-types.js';
import type { SlotSnippet } from '../search/snippets.js';
import { rangeText } from './claim-range-text.js';
import {
  presentExampleTable,
  type ExampleComponentRow,
  type ExampleRow,
  type ExampleValueRow,
} from './example-table.js';
import { linksById, patentLinksById, patentLinksInOrder, type LinkRow, type PatentLinkRow } from './links.js';
import { propertyDefInfo, type PropertyDefRow } from './property-values.js';

/**
 * What leaves the server of patents (docs/spec/sessions-and-accounts.md): rows as read by
 * read/patents.ts in, the contract's JSON out. No database here: each function is tested on
 * rows written by hand (patents.test.ts).
 */

function legalStatusLabel(status: string): string {
  return LEGAL_STATUSES[status as keyof typeof LEGAL_STATUSES] ?? status;
}

export function presentSnippet(found: SlotSnippet | null | undefined): Snippet | null {
  if (!found) return null;
  return {
    field: found.field,
    text: found.text,
    highlights: found.highlights,
    html: found.html,
    ...(found.matches.length > 0 ? { matches: found.matches } : {}),
  };
}

export function titleHighlights(title: string, terms: readonly string[]): [number, number][] {
  return highlightAll(title, terms)?.highlights ?? [];
}

/** An applicant as listed on a patent: the name printed, the company it resolved to (名寄せ), the role. */
export interface ApplicantView {
  name: string;
  company: { id: string; name: string } | null;
  role: string;
}

/** An applicant as read (read/patents.ts applicantRows): `external_id` and `company_name` of the company, if resolved. */
export interface ApplicantRow {
  patent_id: number;
  name: string;
  role: string;
  external_id: string | null;
  company_name: string | null;
}

/** Applicants per patent row id, in their order. */
export function presentApplicants(rows: readonly ApplicantRow[]): Map<number, ApplicantView[]> {
  const result = new Map<number, ApplicantView[]>();
  for (const row of rows) {
    const list = result.get(Number(row.patent_id)) ?? [];
    list.push({
      name: row.name,
      company: row.external_id ? { id: row.external_id, name: row.company_name ?? row.name } : null,
      role: row.role,
    });
    result.set(Number(row.patent_id), list);
  }
  return result;
}

/** The columns of `patents` a list summary shows. */
export interface PatentSummaryRow {
  id: number;
  external_id: string;
  publication_number: string;
  country: string;
  title: string;
  abstract: string | null;
  application_date: string | null;
  publication_date: string | null;
  legal_status: string;
  claim_count: number;
  example_count: number;
  is_demo: number;
}

export interface ClassificationRow {
  patent_id: number;
  scheme: string;
  code: string;
  ordinal: number;
}

/** List summaries in the order of the hits; a hit whose row is gone (deleted since indexing) is left out. */
export function presentPatentSummaries(
  hits: readonly SearchHit[],
  rows: readonly PatentSummaryRow[],
  applicants: ReadonlyMap<number, readonly ApplicantView[]>,
  classifications: readonly ClassificationRow[],
  terms: readonly string[],
  snippets: ReadonlyMap<number, SlotSnippet | null>,
): PatentSummary[] {
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  const codes = classifications
    .filter((code) => code.scheme === 'ipc' || code.scheme === 'theme')
    .sort((a, b) => a.ordinal - b.ordinal);
  return hits.flatMap((hit): PatentSummary[] => {
    const row = byId.get(hit.id);
    if (!row) return [];
    const own = codes.filter((code) => Number(code.patent_id) === hit.id);
    return [
      {
        id: row.external_id,
        publicationNumber: row.publication_number,
        country: row.country,
        title: row.title,
        titleHighlights: titleHighlights(row.title, terms),
        abstract: row.abstract,
        applicants: (applicants.get(hit.id) ?? []).map(({ name, company }) => ({ name, company })),
        applicationDate: row.application_date,
        publicationDate: row.publication_date,
        legalStatus: row.legal_status,
        legalStatusLabel: legalStatusLabel(row.legal_status),
        ipc: own.filter((code) => code.scheme === 'ipc').map((code) => code.code),
        themes: own.filter((code) => code.scheme === 'theme').map((code) => code.code),
        claimCount: Number(row.claim_count),
        exampleCount: Number(row.example_count),
        score: hit.score,
        snippet: presentSnippet(snippets.get(hit.id)),
        isDemo: row.is_demo === 1,
      },
    ];
  });
}

function parseNumbers(json: string): number[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : [];
  } catch {
    return [];
  }
}

/** Claims as stored (depends_on: a JSON list of claim numbers) → the detail page's claims. */
export function presentClaims(
  rows: readonly { number: number; text: string; depends_on: string; independent: number }[],
): PatentDetail['claims'] {
  return rows.map((claim) => ({
    number: claim.number,
    text: claim.text,
    dependsOn: parseNumbers(claim.depends_on),
    independent: claim.independent === 1,
  }));
}

/** A patent's codes by scheme, IPC and themes with their titles (null where the code list lacks one). */
export function presentClassifications(
  codes: readonly { scheme: string; code: string }[],
  titles: readonly { scheme: string; code: string; title: string }[],
): Pick<PatentDetail, 'ipc' | 'fi' | 'themes' | 'fterms'> {
  const titleOf = (scheme: string, code: string) =>
    titles.find((row) => row.scheme === scheme && row.code === code)?.title ?? null;
  return {
    ipc: codes
      .filter((code) => code.scheme === 'ipc')
      .map((code) => ({ code: code.code, title: titleOf('ipc', code.code) })),
    fi: codes.filter((code) => code.scheme === 'fi').map((code) => code.code),
    themes: codes
      .filter((code) => code.scheme === 'theme')
      .map((code) => ({ code: code.code, title: titleOf('theme', code.code) })),
    fterms: codes.filter((code) => code.scheme === 'fterm').map((code) => code.code),
  };
}

/** The columns of `claim_ranges` the patent page shows. */
export interface ClaimRangeRow {
  claim_number: number;
  kind: ClaimRangeView['kind'];
  subject: string;
  group_symbol: string | null;
  material_id: number | null;
  property_def_id: number | null;
  min: number | null;
  max: number | null;
  min_inclusive: number;
  max_inclusive: number;
  unit: string;
  basis: string | null;
  original_text: string | null;
}

/**
 * Claim ranges as shown: the linked material/property (links by row id), and where the range stands in
 * its claim's own words (claimTexts by claim number).
 */
export function presentClaimRangeViews(
  ranges: readonly ClaimRangeRow[],
  materials: ReadonlyMap<number, Link>,
  properties: ReadonlyMap<number, Link>,
  claimTexts: ReadonlyMap<number, string>,
): ClaimRangeView[] {
  return ranges.map((row) => ({
    claim: row.claim_number,
    kind: row.kind,
    subject: row.subject,
    group: row.group_symbol,
    material: row.material_id === null ? null : (materials.get(Number(row.material_id)) ?? null),
    property: row.property_def_id === null ? null : (properties.get(Number(row.property_def_id)) ?? null),
    min: row.min,
    max: row.max,
    minInclusive: row.min_inclusive === 1,
    maxInclusive: row.max_inclusive === 1,
    unit: row.unit,
    basis: row.basis,
    ...rangeText(claimTexts.get(row.claim_number), row),
  }));
}

/** Claim ranges with the link rows of what they name (read/patents.ts claimRangeLinkRows). */
export function presentClaimRanges(
  ranges: readonly ClaimRangeRow[],
  links: { materials: readonly LinkRow[]; properties: readonly LinkRow[] },
  claimTexts: ReadonlyMap<number, string>,
): ClaimRangeView[] {
  return presentClaimRangeViews(ranges, linksById(links.materials), linksById(links.properties), claimTexts);
}

/** The example table of a patent from read/patents.ts exampleTableRows. */
export function presentPatentExamples(rows: {
  examples: readonly ExampleRow[];
  components: readonly ExampleComponentRow[];
  values: readonly ExampleValueRow[];
  defs: readonly PropertyDefRow[];
}): PatentDetail['examples'] {
  return presentExampleTable(rows.examples, rows.components, rows.values, propertyDefInfo(rows.defs));
}

/** The rows of the patent detail page (read/patents.ts patentDetailRows). */
export interface PatentDetailRows {
  patent: {
    external_id: string;
    publication_number: string;
    kind: string | null;
    country: string;
    language: string | null;
    title: string;
    abstract: string | null;
    description: string | null;
    application_number: string | null;
    application_date: string | null;
    publication_date: string | null;
    grant_number: string | null;
    grant_date: string | null;
    priority_date: string | null;
    legal_status: string;
    is_demo: number;
    id: number;
  };
  claims: readonly { number: number; text: string; depends_on: string; independent: number }[];
  applicants: readonly ApplicantRow[];
  inventors: readonly { name: string }[];
  codes: readonly { scheme: string; code: string }[];
  titles: readonly { scheme: string; code: string; title: string }[];
  citations: readonly { cited_number: string; cited_id: number | null }[];
  citedLinks: readonly PatentLinkRow[];
  citedByIds: readonly number[];
  citedByLinks: readonly PatentLinkRow[];
  ranges: readonly ClaimRangeRow[];
  rangeLinks: { materials: readonly LinkRow[]; properties: readonly LinkRow[] };
  exampleTable: Parameters<typeof presentPatentExamples>[0];
  usedMaterials: readonly {
    external_id: string;
    name: string;
    category: string;
    examples: number | string | bigint;
  }[];
  usedProducts: readonly { external_id: string; name: string; maker_id: string; maker_name: string }[];
  companies: readonly {
    external_id: string;
    name: string;
    products: readonly { external_id: string; name: string }[];
    product_count: number | string | bigint;
  }[];
}

/** The patent detail page (without matched examples, which routes add for the example filters). */
export function presentPatentDetail(rows: PatentDetailRows, similar: SimilarPatent[]): PatentDetail {
  const { patent } = rows;
  const id = Number(patent.id);
  const cited = patentLinksById(rows.citedLinks);
  return {
    id: patent.external_id,
    publicationNumber: patent.publication_number,
    kind: patent.kind,
    country: patent.country,
    language: patent.language,
    title: patent.title,
    abstract: patent.abstract,
    description: patent.description,
    claims: presentClaims(rows.claims),
    applicants: presentApplicants(rows.applicants).get(id) ?? [],
    inventors: rows.inventors.map((row) => row.name),
    ...presentClassifications(rows.codes, rows.titles),
    applicationNumber: patent.application_number,
    applicationDate: patent.application_date,
    publicationDate: patent.publication_date,
    grantNumber: patent.grant_number,
    grantDate: patent.grant_date,
    priorityDate: patent.priority_date,
    legalStatus: patent.legal_status,
    legalStatusLabel: legalStatusLabel(patent.legal_status),
    citations: rows.citations.map((row) => ({
      number: row.cited_number,
      patent: row.cited_id === null ? null : (cited.get(Number(row.cited_id)) ?? null),
    })),
    citedBy: patentLinksInOrder(rows.citedByIds, rows.citedByLinks),
    claimRanges: presentClaimRanges(
      rows.ranges,
      rows.rangeLinks,
      new Map(rows.claims.map((claim) => [claim.number, claim.text])),
    ),
    examples: presentPatentExamples(rows.exampleTable),
    materials: rows.usedMaterials.map((row) => ({
      id: row.external_id,
      name: row.name,
      category: row.category,
      exampleCount: Number(row.examples),
    })),
    companies: rows.companies.map((company) => ({
      id: company.external_id,
      name: company.name,
      productCount: Number(company.product_count),
      products: company.products.map((row) => ({ id: row.external_id, name: row.name })),
    })),
    products: rows.usedProducts.map((row) => ({
      id: row.external_id,
      name: row.name,
      maker: { id: row.maker_id, name: row.maker_name },
    })),
    similar,
    isDemo: patent.is_demo === 1,
  };
}
