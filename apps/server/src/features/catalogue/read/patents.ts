import type { DbExecutor } from '../../../db/schema.js';
import { linkRows, patentLinkRows } from './lookups.js';
import { propertyDefRows } from './property-values.js';

/**
 * The reads behind what leaves the server of patents (list summaries, the detail page, the example table;
 * docs/spec/sessions-and-accounts.md): all their SQL, rows out. present/patents.ts and present/example-table.ts
 * shape them; routes/patent-pages.ts joins the two.
 */

/** The applicants of these patents as printed, with the company each resolved to (名寄せ), in order. */
export async function applicantRows(db: DbExecutor, patentIds: readonly number[]) {
  if (patentIds.length === 0) return [];
  return db
    .selectFrom('patent_applicants as a')
    .leftJoin('companies as c', 'c.id', 'a.company_id')
    .select(['a.patent_id', 'a.name', 'a.role', 'c.external_id', 'c.name as company_name'])
    .where('a.patent_id', 'in', [...patentIds])
    .orderBy('a.patent_id')
    .orderBy('a.ordinal')
    .execute();
}

/** What the list summaries of these patents show. */
export async function patentSummaryRows(db: DbExecutor, ids: readonly number[]) {
  // Independent reads: concurrent on PostgreSQL's pool.
  const [patents, applicants, classifications] = await Promise.all([
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
      .where('id', 'in', [...ids])
      .execute(),
    applicantRows(db, ids),
    // By patent only, sorted by the presenter: with a condition on `scheme` SQLite's planner picked the
    // (scheme, …) index and read every classification row (0.3 s at 100,000 patents).
    db
      .selectFrom('patent_classifications')
      .select(['patent_id', 'scheme', 'code', 'ordinal'])
      .where('patent_id', 'in', [...ids])
      .execute(),
  ]);
  return { patents, applicants, classifications };
}

/** The examples of a patent with their components, measured values and the definitions of those. */
export async function exampleTableRows(db: DbExecutor, patentId: number) {
  const examples = await db
    .selectFrom('examples')
    .select(['id', 'external_id', 'label', 'comparative'])
    .where('patent_id', '=', patentId)
    .orderBy('ordinal')
    .execute();
  const ids = examples.map((row) => Number(row.id));
  const components = [];
  const values = [];
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
  const defs = await propertyDefRows(
    db,
    values.flatMap((row) => (row.property_def_id === null ? [] : [Number(row.property_def_id)])),
  );
  return { examples, components, values, defs };
}

/** The links of the materials and properties claim ranges name (claim_ranges rows). */
export async function claimRangeLinkRows(
  db: DbExecutor,
  ranges: readonly { material_id: number | null; property_def_id: number | null }[],
) {
  const materialIds = ranges.flatMap((row) => (row.material_id === null ? [] : [Number(row.material_id)]));
  const propertyIds = ranges.flatMap((row) =>
    row.property_def_id === null ? [] : [Number(row.property_def_id)],
  );
  return {
    materials: await linkRows(db, 'materials', materialIds),
    properties: await linkRows(db, 'property_defs', propertyIds),
  };
}

/** The claim ranges of a patent in claim order. */
function claimRangeRows(db: DbExecutor, patentId: number) {
  return db
    .selectFrom('claim_ranges')
    .selectAll()
    .where('patent_id', '=', patentId)
    .orderBy('claim_number')
    .orderBy('ordinal')
    .execute();
}

/** The companies among a patent's applicants with a few of their products and their product count. */
async function applicantCompanyRows(db: DbExecutor, companyIds: readonly string[]) {
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
    companies.push({ ...company, products, product_count: count.count });
  }
  return companies;
}

/** Everything the patent detail page shows but its similar patents (read/similar-patents.ts); null: no such patent. */
export async function patentDetailRows(db: DbExecutor, externalId: string) {
  const patent = await db
    .selectFrom('patents')
    .selectAll()
    .where('external_id', '=', externalId)
    .executeTakeFirst();
  if (!patent) return null;
  const id = Number(patent.id);
  const [claims, applicants, inventors, codes, citations, citedBy, ranges] = await Promise.all([
    db.selectFrom('patent_claims').selectAll().where('patent_id', '=', id).orderBy('number').execute(),
    applicantRows(db, [id]),
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
    claimRangeRows(db, id),
  ]);
  const titles = await db
    .selectFrom('classification_codes')
    .select(['scheme', 'code', 'title'])
    .where('code', 'in', codes.length > 0 ? codes.map((code) => code.code) : [''])
    .execute();
  const citedLinks = await patentLinkRows(
    db,
    citations.flatMap((row) => (row.cited_id === null ? [] : [Number(row.cited_id)])),
  );
  const rangeLinks = await claimRangeLinkRows(db, ranges);
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
  const companies = await applicantCompanyRows(db, [
    ...new Set(applicants.flatMap((row) => (row.external_id ? [row.external_id] : []))),
  ]);
  const citedByIds = citedBy.map((row) => Number(row.patent_id));
  return {
    patent,
    claims,
    applicants,
    inventors,
    codes,
    titles,
    citations,
    citedLinks,
    citedByIds,
    citedByLinks: await patentLinkRows(db, citedByIds),
    ranges,
    rangeLinks,
    exampleTable: await exampleTableRows(db, id),
    usedMaterials,
    usedProducts,
    companies,
  };
}
