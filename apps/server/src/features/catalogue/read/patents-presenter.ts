import type {
  Access,
  ClaimRangeView,
  ExampleTable,
  PatentDetail,
  PatentLink,
  PatentSummary,
  Snippet,
} from '@app/contract/catalogue';
import { LEGAL_STATUSES } from '@app/contract/interchange';
import type { Selectable } from 'kysely';
import type { ClaimRangesTable, DbExecutor } from '../../../db/schema.js';
import { highlightAll } from '../search/highlight.js';
import type { SearchHit } from '../search/search-types.js';
import type { SlotSnippet } from '../search/snippets.js';
import { rangeText } from '../present/claim-range-text.js';
import { links, patentLinkMap } from './lookups.js';
import { propertyDefs } from './property-values.js';
import { similarPatents } from './similar-patents.js';

/** What leaves the server of patents: list summaries and the detail page (docs/spec/sessions-and-accounts.md). */

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

export async function applicantsOf(
  db: DbExecutor,
  patentIds: readonly number[],
): Promise<Map<number, { name: string; company: { id: string; name: string } | null; role: string }[]>> {
  const result = new Map<
    number,
    { name: string; company: { id: string; name: string } | null; role: string }[]
  >();
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
  if (ids.length === 0) return { total: 0, components: [], properties: [], rows: [] };
  const components: {
    example_id: number;
    name: string;
    group_symbol: string | null;
    amount: number | null;
    unit: string;
    external_id: string | null;
    material_name: string | null;
  }[] = [];
  const values: {
    example_id: number;
    name: string;
    property_def_id: number | null;
    value: number;
    unit: string;
  }[] = [];
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
  const componentKey = (row: (typeof components)[number]): string =>
    `${row.group_symbol ?? ''}|${row.name}|${row.unit}`;
  const propertyKey = (row: (typeof values)[number]): string =>
    `${row.property_def_id ?? row.name}|${row.unit}`;
  const componentColumns = new Map<string, ExampleTable['components'][number]>();
  for (const row of components) {
    const key = componentKey(row);
    if (!componentColumns.has(key)) {
      componentColumns.set(key, {
        key,
        name: row.name,
        group: row.group_symbol,
        material: row.external_id ? { id: row.external_id, name: row.material_name ?? row.name } : null,
        unit: row.unit,
      });
    }
  }
  const propertyColumns = new Map<string, ExampleTable['properties'][number]>();
  for (const row of values) {
    const key = propertyKey(row);
    if (!propertyColumns.has(key)) {
      const def = row.property_def_id === null ? undefined : defs.get(Number(row.property_def_id));
      propertyColumns.set(key, {
        key,
        name: def?.name ?? row.name,
        propertyId: def?.externalId ?? null,
        unit: row.unit,
      });
    }
  }
  const componentKeys = [...componentColumns.keys()];
  const propertyKeys = [...propertyColumns.keys()];
  // Rows by example, in their order: a patent with 500 examples must not scan every row per example.
  const byExample = <T extends { example_id: number }>(rows: readonly T[]) => {
    const grouped = new Map<number, T[]>();
    for (const row of rows) {
      const id = Number(row.example_id);
      const list = grouped.get(id);
      if (list) list.push(row);
      else grouped.set(id, [row]);
    }
    return grouped;
  };
  const componentsOf = byExample(components);
  const valuesOf = byExample(values);
  return {
    total: examples.length,
    components: [...componentColumns.values()],
    properties: [...propertyColumns.values()],
    rows: examples.map((example) => {
      const id = Number(example.id);
      const amounts = new Map(
        (componentsOf.get(id) ?? []).map((row) => [componentKey(row), row.amount] as const),
      );
      const measured = new Map((valuesOf.get(id) ?? []).map((row) => [propertyKey(row), row.value] as const));
      return {
        id: example.external_id,
        label: example.label,
        comparative: example.comparative === 1,
        amounts: componentKeys.map((key) => amounts.get(key) ?? null),
        values: propertyKeys.map((key) => measured.get(key) ?? null),
      };
    }),
  };
}

function parseNumbers(json: string): number[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : [];
  } catch {
    return [];
  }
}

/** Claim ranges of a patent (claim_ranges rows) as shown: linked material/property, the claim's own words. */
export async function presentClaimRanges(
  db: DbExecutor,
  ranges: readonly Selectable<ClaimRangesTable>[],
  claimTexts: ReadonlyMap<number, string>,
): Promise<ClaimRangeView[]> {
  const materialIds = ranges.flatMap((row) => (row.material_id === null ? [] : [Number(row.material_id)]));
  const propertyIds = ranges.flatMap((row) =>
    row.property_def_id === null ? [] : [Number(row.property_def_id)],
  );
  const rangeMaterials = await links(db, 'materials', materialIds);
  const rangeProperties = await links(db, 'property_defs', propertyIds);
  return ranges.map((row) => ({
    claim: row.claim_number,
    kind: row.kind,
    subject: row.subject,
    group: row.group_symbol,
    material: row.material_id === null ? null : (rangeMaterials.get(Number(row.material_id)) ?? null),
    property:
      row.property_def_id === null ? null : (rangeProperties.get(Number(row.property_def_id)) ?? null),
    min: row.min,
    max: row.max,
    minInclusive: row.min_inclusive === 1,
    maxInclusive: row.max_inclusive === 1,
    unit: row.unit,
    basis: row.basis,
    ...rangeText(claimTexts.get(row.claim_number), row),
  }));
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
  const titleOf = (scheme: string, code: string) =>
    titles.find((row) => row.scheme === scheme && row.code === code)?.title ?? null;
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
    claims: claims.map((claim) => ({
      number: claim.number,
      text: claim.text,
      dependsOn: parseNumbers(claim.depends_on),
      independent: claim.independent === 1,
    })),
    applicants: applicants.get(id) ?? [],
    inventors: inventors.map((row) => row.name),
    ipc: codes
      .filter((code) => code.scheme === 'ipc')
      .map((code) => ({ code: code.code, title: titleOf('ipc', code.code) })),
    fi: codes.filter((code) => code.scheme === 'fi').map((code) => code.code),
    themes: codes
      .filter((code) => code.scheme === 'theme')
      .map((code) => ({ code: code.code, title: titleOf('theme', code.code) })),
    fterms: codes.filter((code) => code.scheme === 'fterm').map((code) => code.code),
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
