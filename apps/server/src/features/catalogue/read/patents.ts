import type {
  Access,
  ClaimRangeView,
  ExampleTable,
  PatentDetail,
  PatentLink,
  PatentSummary,
} from '@app/contract/catalogue';
import type { DbExecutor } from '../../../db/schema.js';
import {
  presentExampleTable,
  type ExampleComponentRow,
  type ExampleValueRow,
} from '../present/example-table.js';
import {
  legalStatusLabel,
  presentClaimRangeViews,
  presentClaims,
  presentClassifications,
  presentPatentSummaries,
  type ApplicantView,
  type ClaimRangeRow,
} from '../present/patents.js';
import type { SearchHit } from '../search/search-types.js';
import type { SlotSnippet } from '../search/snippets.js';
import { links, patentLinkMap } from './lookups.js';
import { propertyDefs } from './property-values.js';
import { similarPatents } from './similar-patents.js';

/**
 * The reads behind what leaves the server of patents (list summaries, the detail page; docs/spec/sessions-and-accounts.md):
 * all their SQL is here, and the rows go to the pure presenters of present/patents.ts and present/example-table.ts.
 */

export async function applicantsOf(
  db: DbExecutor,
  patentIds: readonly number[],
): Promise<Map<number, ApplicantView[]>> {
  const result = new Map<number, ApplicantView[]>();
  if (patentIds.length === 0) return result;
  const rows = await db
    .selectFrom('patent_applicants as a')
    .leftJoin('companies as c', 'c.id', 'a.company_id')
    .select(['a.patent_id', 'a.name', 'a.role', 'c.external_id', 'c.name as company_name'])
    .where('a.patent_id', 'in', [...patentIds])
    .orderBy('a.patent_id')
    .orderBy('a.ordinal')
    .execute();
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

export async function patentSummaries(
  db: DbExecutor,
  hits: readonly SearchHit[],
  terms: readonly string[],
  snippets: Map<number, SlotSnippet | null>,
): Promise<PatentSummary[]> {
  const ids = hits.map((hit) => hit.id);
  if (ids.length === 0) return [];
  // Independent reads: concurrent on PostgreSQL's pool.
  const [rows, applicants, classifications] = await Promise.all([
    db
      .selectFrom('patents')
      .select([
        'id',
        'external_id',
        'publication_number',
        'country',
        'title',
        'abstract',
        'application_date',
        'publication_date',
        'legal_status',
        'claim_count',
        'example_count',
        'is_demo',
      ])
      .where('id', 'in', ids)
      .execute(),
    applicantsOf(db, ids),
    // By patent only, sorted here: with a condition on `scheme` SQLite's planner picked the (scheme, …)
    // index and read every classification row (0.3 s at 100,000 patents).
    db
      .selectFrom('patent_classifications')
      .select(['patent_id', 'scheme', 'code', 'ordinal'])
      .where('patent_id', 'in', ids)
      .execute(),
  ]);
  return presentPatentSummaries(hits, rows, applicants, classifications, terms, snippets);
}

export async function patentLinks(db: DbExecutor, ids: readonly number[]): Promise<PatentLink[]> {
  const byId = await patentLinkMap(db, ids);
  return ids.flatMap((id) => {
    const link = byId.get(id);
    return link ? [link] : [];
  });
}

/** The examples of a patent as one table: a column per component (group, name, unit), one per property. */
export async function exampleTable(db: DbExecutor, patentId: number): Promise<ExampleTable> {
  const examples = await db
    .selectFrom('examples')
    .select(['id', 'external_id', 'label', 'comparative'])
    .where('patent_id', '=', patentId)
    .orderBy('ordinal')
    .execute();
  const ids = examples.map((row) => Number(row.id));
  if (ids.length === 0) return presentExampleTable([], [], [], new Map());
  const components: ExampleComponentRow[] = [];
  const values: ExampleValueRow[] = [];
  for (let start = 0; start < ids.length; start += 500) {
    const batch = ids.slice(start, start + 500);
    components.push(
      ...(await db
        .selectFrom('example_components as c')
        .leftJoin('materials as m', 'm.id', 'c.material_id')
        .select([
          'c.example_id',
          'c.name',
          'c.group_symbol',
          'c.amount',
          'c.unit',
          'm.external_id',
          'm.name as material_name',
        ])
        .where('c.example_id', 'in', batch)
        .orderBy('c.ordinal')
        .execute()),
    );
    values.push(
      ...(await db
        .selectFrom('example_properties')
        .select(['example_id', 'name', 'property_def_id', 'value', 'unit'])
        .where('example_id', 'in', batch)
        .orderBy('ordinal')
        .execute()),
    );
  }
  const defs = await propertyDefs(
    db,
    values.flatMap((row) => (row.property_def_id === null ? [] : [Number(row.property_def_id)])),
  );
  return presentExampleTable(examples, components, values, defs);
}

/** Claim ranges of a patent (claim_ranges rows) as shown: linked material/property, the claim's own words. */
export async function presentClaimRanges(
  db: DbExecutor,
  ranges: readonly ClaimRangeRow[],
  claimTexts: ReadonlyMap<number, string>,
): Promise<ClaimRangeView[]> {
  const materialIds = ranges.flatMap((row) => (row.material_id === null ? [] : [Number(row.material_id)]));
  const propertyIds = ranges.flatMap((row) =>
    row.property_def_id === null ? [] : [Number(row.property_def_id)],
  );
  const rangeMaterials = await links(db, 'materials', materialIds);
  const rangeProperties = await links(db, 'property_defs', propertyIds);
  return presentClaimRangeViews(ranges, rangeMaterials, rangeProperties, claimTexts);
}

/** The patent detail page. Null when there is no such patent. */
export async function patentDetail(
  db: DbExecutor,
  externalId: string,
  _access: Access,
): Promise<PatentDetail | null> {
  const patent = await db
    .selectFrom('patents')
    .selectAll()
    .where('external_id', '=', externalId)
    .executeTakeFirst();
  if (!patent) return null;
  const id = Number(patent.id);
  const [claims, applicants, inventors, codes, citations, citedByRows, ranges] = await Promise.all([
    db.selectFrom('patent_claims').selectAll().where('patent_id', '=', id).orderBy('number').execute(),
    applicantsOf(db, [id]),
    db.selectFrom('patent_inventors').select('name').where('patent_id', '=', id).orderBy('ordinal').execute(),
    db
      .selectFrom('patent_classifications')
      .select(['scheme', 'code'])
      .where('patent_id', '=', id)
      .orderBy('ordinal')
      .execute(),
    db
      .selectFrom('patent_citations as c')
      .leftJoin('patents as p', 'p.publication_number_normalized', 'c.cited_normalized')
      .select(['c.cited_number', 'p.id as cited_id'])
      .where('c.patent_id', '=', id)
      .orderBy('c.ordinal')
      .execute(),
    db
      .selectFrom('patent_citations')
      .select('patent_id')
      .distinct()
      .where('cited_normalized', '=', patent.publication_number_normalized)
      .limit(50)
      .execute(),
    db
      .selectFrom('claim_ranges')
      .selectAll()
      .where('patent_id', '=', id)
      .orderBy('claim_number')
      .orderBy('ordinal')
      .execute(),
  ]);
  const titles = await db
    .selectFrom('classification_codes')
    .select(['scheme', 'code', 'title'])
    .where('code', 'in', codes.length > 0 ? codes.map((code) => code.code) : [''])
    .execute();
  const citedMap = await patentLinkMap(
    db,
    citations.flatMap((row) => (row.cited_id === null ? [] : [Number(row.cited_id)])),
  );

  const claimRanges = await presentClaimRanges(
    db,
    ranges,
    new Map(claims.map((claim) => [claim.number, claim.text])),
  );

  const usedMaterials = await db
    .selectFrom('example_components as c')
    .innerJoin('examples as e', 'e.id', 'c.example_id')
    .innerJoin('materials as m', 'm.id', 'c.material_id')
    .select((eb) => [
      'm.external_id',
      'm.name',
      'm.category',
      eb.fn.count<number>('c.example_id').distinct().as('examples'),
    ])
    .where('e.patent_id', '=', id)
    .groupBy(['m.external_id', 'm.name', 'm.category'])
    .orderBy('examples', 'desc')
    .execute();
  const usedProducts = await db
    .selectFrom('example_components as c')
    .innerJoin('examples as e', 'e.id', 'c.example_id')
    .innerJoin('products as p', 'p.id', 'c.product_id')
    .innerJoin('companies as m', 'm.id', 'p.maker_id')
    .select(['p.external_id', 'p.name', 'm.external_id as maker_id', 'm.name as maker_name'])
    .distinct()
    .where('e.patent_id', '=', id)
    .execute();
  const companyIds = [
    ...new Set((applicants.get(id) ?? []).flatMap((row) => (row.company ? [row.company.id] : []))),
  ];
  const companies = [];
  for (const companyId of companyIds) {
    const company = await db
      .selectFrom('companies')
      .select(['id', 'external_id', 'name'])
      .where('external_id', '=', companyId)
      .executeTakeFirst();
    if (!company) continue;
    const products = await db
      .selectFrom('products')
      .select(['external_id', 'name'])
      .where('maker_id', '=', company.id)
      .orderBy('name')
      .limit(5)
      .execute();
    const count = await db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('maker_id', '=', company.id)
      .executeTakeFirstOrThrow();
    companies.push({
      id: company.external_id,
      name: company.name,
      productCount: Number(count.count),
      products: products.map((row) => ({ id: row.external_id, name: row.name })),
    });
  }

  return {
    id: patent.external_id,
    publicationNumber: patent.publication_number,
    kind: patent.kind,
    country: patent.country,
    language: patent.language,
    title: patent.title,
    abstract: patent.abstract,
    description: patent.description,
    claims: presentClaims(claims),
    applicants: applicants.get(id) ?? [],
    inventors: inventors.map((row) => row.name),
    ...presentClassifications(codes, titles),
    applicationNumber: patent.application_number,
    applicationDate: patent.application_date,
    publicationDate: patent.publication_date,
    grantNumber: patent.grant_number,
    grantDate: patent.grant_date,
    priorityDate: patent.priority_date,
    legalStatus: patent.legal_status,
    legalStatusLabel: legalStatusLabel(patent.legal_status),
    citations: citations.map((row) => ({
      number: row.cited_number,
      patent: row.cited_id === null ? null : (citedMap.get(Number(row.cited_id)) ?? null),
    })),
    citedBy: await patentLinks(
      db,
      citedByRows.map((row) => Number(row.patent_id)),
    ),
    claimRanges,
    examples: await exampleTable(db, id),
    materials: usedMaterials.map((row) => ({
      id: row.external_id,
      name: row.name,
      category: row.category,
      exampleCount: Number(row.examples),
    })),
    companies,
    products: usedProducts.map((row) => ({
      id: row.external_id,
      name: row.name,
      maker: { id: row.maker_id, name: row.maker_name },
    })),
    similar: await similarPatents(db, id),
    isDemo: patent.is_demo === 1,
  };
}
