import type { ClaimRangeView, ExampleTable } from '@app/contract/catalogue';
import type { LargePatentAnalysis, LargePatentList, LargePatentSummary } from '@app/contract/large-patents';
import { sql, type SqlBool } from 'kysely';
import type { DbExecutor } from '../../db/schema.js';
import { applicantsOf, claimRangesOf, exampleTable } from '../catalogue/routes/patent-pages.js';
import { normalizePublicationNumber } from '../catalogue/common/normalize.js';

/** SQL of the large-patent analysis: the list of patents with many examples and one patent's data. */

const likePattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface ListRequest {
  q?: string | undefined;
  minExamples: number;
  page: number;
  pageSize: number;
}

type PatentRow = {
  id: number;
  external_id: string;
  publication_number: string;
  title: string;
  application_date: string | null;
};

async function summaries(db: DbExecutor, rows: readonly PatentRow[]): Promise<LargePatentSummary[]> {
  const ids = rows.map((row) => Number(row.id));
  if (ids.length === 0) return [];
  const [applicants, counts] = await Promise.all([
    applicantsOf(db, ids),
    db
      .selectFrom('examples')
      .select((eb) => [
        'patent_id',
        eb.fn.countAll<number>().as('examples'),
        eb.fn.sum<number>('comparative').as('comparative'),
      ])
      .where('patent_id', 'in', ids)
      .groupBy('patent_id')
      .execute(),
  ]);
  const countOf = new Map(counts.map((row) => [Number(row.patent_id), row]));
  return rows.map((row) => {
    const id = Number(row.id);
    return {
      id: row.external_id,
      publicationNumber: row.publication_number,
      title: row.title,
      applicants: (applicants.get(id) ?? []).map((applicant) => applicant.name),
      filingDate: row.application_date,
      exampleCount: Number(countOf.get(id)?.examples ?? 0),
      comparativeCount: Number(countOf.get(id)?.comparative ?? 0),
    };
  });
}

/**
 * Patents with at least `minExamples` examples, most examples first; every word of `q` must occur in the
 * publication number, the title or an applicant's name.
 */
export async function listLargePatents(db: DbExecutor, request: ListRequest): Promise<LargePatentList> {
  let query = db.selectFrom('patents').where('example_count', '>=', request.minExamples);
  const terms = (request.q ?? '').normalize('NFKC').split(/\s+/).filter(Boolean).slice(0, 10);
  for (const term of terms) {
    const pattern = likePattern(term);
    const number = normalizePublicationNumber(term);
    const applicants = db
      .selectFrom('patent_applicants')
      .select('patent_id')
      .where(sql<SqlBool>`lower(name) like ${pattern} escape '\\'`);
    query = query.where((eb) =>
      eb.or([
        sql<SqlBool>`lower(patents.title) like ${pattern} escape '\\'`,
        sql<SqlBool>`lower(patents.publication_number) like ${pattern} escape '\\'`,
        ...(number
          ? [
              sql<SqlBool>`patents.publication_number_normalized like ${likePattern(number).toUpperCase()} escape '\\'`,
            ]
          : []),
        eb('patents.id', 'in', applicants),
      ]),
    );
  }
  const [total, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    query
      .select(['id', 'external_id', 'publication_number', 'title', 'application_date'])
      .orderBy('example_count', 'desc')
      .orderBy('publication_number')
      .limit(request.pageSize)
      .offset((request.page - 1) * request.pageSize)
      .execute(),
  ]);
  return {
    kind: 'list',
    items: await summaries(db, rows),
    total: Number(total.total),
    page: request.page,
    pageSize: request.pageSize,
    minExamples: request.minExamples,
  };
}

export interface PatentData {
  patent: LargePatentAnalysis['patent'];
  table: ExampleTable;
  claimRanges: ClaimRangeView[];
}

/** The patent (by its external id) with its whole example table and claim ranges; null when unknown. */
export async function patentData(db: DbExecutor, externalId: string): Promise<PatentData | null> {
  const patent = await db
    .selectFrom('patents')
    .select(['id', 'external_id', 'publication_number', 'title', 'application_date', 'legal_status'])
    .where('external_id', '=', externalId)
    .executeTakeFirst();
  if (!patent) return null;
  const id = Number(patent.id);
  const [summary, table, ranges, claims] = await Promise.all([
    summaries(db, [patent]),
    exampleTable(db, id),
    db
      .selectFrom('claim_ranges')
      .selectAll()
      .where('patent_id', '=', id)
      .orderBy('claim_number')
      .orderBy('ordinal')
      .execute(),
    db.selectFrom('patent_claims').select(['number', 'text']).where('patent_id', '=', id).execute(),
  ]);
  return {
    patent: { ...summary[0]!, legalStatus: patent.legal_status },
    table,
    claimRanges: await claimRangesOf(db, ranges, new Map(claims.map((claim) => [claim.number, claim.text]))),
  };
}
