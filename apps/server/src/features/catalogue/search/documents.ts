import { MATERIAL_CATEGORIES } from '@app/contract/interchange';
import type { DbExecutor } from '../../../db/schema.js';
import { CODE_PREFIX } from './match-plan.js';
import { normalizeText } from './normalize.js';
import type { SearchDocument, SearchKind } from './search-types.js';

/**
 * What the index stores of each catalogue entity (the only module that reads the catalogue tables for
 * indexing). Slots per kind:
 *
 * | slot        | patents                      | products                 | materials            | examples                        |
 * |-------------|------------------------------|--------------------------|----------------------|---------------------------------|
 * | title       | title                        | name, brand, grade       | name                 | label + patent title            |
 * | claims      | claims                       |                          |                      |                                 |
 * | abstract    | abstract                     | 用途・特長 keywords      |                      | composition (names as written)  |
 * | description | description                  | description, datasheet   | description          | note, conditions, properties    |
 * | party       | applicants + all name variants | maker + name variants  |                      | applicants of the patent        |
 * | extra       | numbers, inventors           | category, base materials | English name, aliases, CAS, formula, category | publication number |
 * | codes       | ipc:… fi:… theme:… fterm:…   |                          |                      | the patent's codes              |
 */

const BATCH = 400;

type Facets = [string, string][];

function joinLines(parts: readonly (string | null | undefined)[]): string {
  return [...new Set(parts.filter((part): part is string => !!part && part.trim() !== ''))].join('\n');
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

function compactCode(code: string): string {
  return code.replace(/\s+/g, '');
}

/** Name variants per company id: name, English name and every alias (名寄せ). */
async function companyNames(db: DbExecutor, ids: readonly number[]): Promise<Map<number, string[]>> {
  const result = new Map<number, string[]>();
  const unique = [...new Set(ids)];
  for (let start = 0; start < unique.length; start += BATCH) {
    const batch = unique.slice(start, start + BATCH);
    const companies = await db
      .selectFrom('companies')
      .select(['id', 'name', 'name_en'])
      .where('id', 'in', batch)
      .execute();
    const aliases = await db
      .selectFrom('company_aliases')
      .select(['company_id', 'alias'])
      .where('company_id', 'in', batch)
      .execute();
    for (const company of companies) result.set(Number(company.id), [company.name, company.name_en ?? '']);
    for (const alias of aliases) result.get(Number(alias.company_id))?.push(alias.alias);
  }
  return result;
}

async function patentDocuments(db: DbExecutor, ids: readonly number[]): Promise<SearchDocument[]> {
  const patents = await db
    .selectFrom('patents')
    .select([
      'id',
      'title',
      'abstract',
      'description',
      'publication_number',
      'application_number',
      'grant_number',
      'application_date',
      'publication_date',
      'application_year',
      'legal_status',
    ])
    .where('id', 'in', ids)
    .execute();
  const claims = groupBy(
    await db
      .selectFrom('patent_claims')
      .select(['patent_id', 'number', 'text'])
      .where('patent_id', 'in', ids)
      .orderBy('patent_id')
      .orderBy('number')
      .execute(),
    (row) => Number(row.patent_id),
  );
  const applicants = groupBy(
    await db
      .selectFrom('patent_applicants')
      .select(['patent_id', 'name', 'company_id'])
      .where('patent_id', 'in', ids)
      .orderBy('ordinal')
      .execute(),
    (row) => Number(row.patent_id),
  );
  const inventors = groupBy(
    await db
      .selectFrom('patent_inventors')
      .select(['patent_id', 'name'])
      .where('patent_id', 'in', ids)
      .execute(),
    (row) => Number(row.patent_id),
  );
  const codes = groupBy(
    await db
      .selectFrom('patent_classifications')
      .select(['patent_id', 'scheme', 'code', 'subclass', 'main_group', 'theme'])
      .where('patent_id', 'in', ids)
      .orderBy('ordinal')
      .execute(),
    (row) => Number(row.patent_id),
  );
  const used = groupBy(
    await db
      .selectFrom('example_components as c')
      .innerJoin('examples as e', 'e.id', 'c.example_id')
      .select(['e.patent_id', 'c.material_id', 'c.product_id'])
      .distinct()
      .where('e.patent_id', 'in', ids)
      .execute(),
    (row) => Number(row.patent_id),
  );
  const measured = groupBy(
    await db
      .selectFrom('example_properties as p')
      .innerJoin('examples as e', 'e.id', 'p.example_id')
      .select((eb) => [
        'e.patent_id',
        'p.property_def_id',
        eb.fn.min('p.value_canonical').as('min'),
        eb.fn.max('p.value_canonical').as('max'),
      ])
      .where('e.patent_id', 'in', ids)
      .where('p.property_def_id', 'is not', null)
      .where('p.value_canonical', 'is not', null)
      .groupBy(['e.patent_id', 'p.property_def_id'])
      .execute(),
    (row) => Number(row.patent_id),
  );
  const names = await companyNames(
    db,
    [...applicants.values()]
      .flat()
      .flatMap((row) => (row.company_id === null ? [] : [Number(row.company_id)])),
  );

  return patents.map((patent): SearchDocument => {
    const id = Number(patent.id);
    const facets: Facets = [['legal_status', patent.legal_status]];
    if (patent.application_year !== null) facets.push(['year', String(patent.application_year)]);
    const party: string[] = [];
    for (const applicant of applicants.get(id) ?? []) {
      party.push(applicant.name);
      if (applicant.company_id !== null) {
        facets.push(['applicant', String(applicant.company_id)]);
        party.push(...(names.get(Number(applicant.company_id)) ?? []));
      }
    }
    const codeTexts: string[] = [];
    for (const code of codes.get(id) ?? []) {
      if (code.scheme === 'ipc') {
        codeTexts.push(CODE_PREFIX.ipc + compactCode(code.code));
        if (code.subclass) facets.push(['ipc_subclass', code.subclass]);
        if (code.main_group) facets.push(['ipc_group', code.main_group]);
      } else if (code.scheme === 'theme') {
        codeTexts.push(CODE_PREFIX.theme + compactCode(code.code));
        facets.push(['theme', compactCode(code.code)]);
      } else {
        codeTexts.push(`${code.scheme}:${compactCode(code.code)}`);
        if (code.scheme === 'fterm' && code.theme) codeTexts.push(CODE_PREFIX.theme + code.theme);
      }
    }
    for (const row of used.get(id) ?? []) {
      if (row.material_id !== null) facets.push(['material', String(row.material_id)]);
      if (row.product_id !== null) facets.push(['product', String(row.product_id)]);
    }
    const numbers: [number, number][] = [];
    for (const row of measured.get(id) ?? []) {
      numbers.push(
        [Number(row.property_def_id), Number(row.min)],
        [Number(row.property_def_id), Number(row.max)],
      );
    }
    return {
      id,
      parentId: null,
      slots: {
        title: patent.title,
        claims: (claims.get(id) ?? []).map((claim) => `【請求項${claim.number}】${claim.text}`).join('\n'),
        abstract: patent.abstract ?? '',
        description: patent.description ?? '',
        party: joinLines(party),
        extra: joinLines([
          patent.publication_number,
          patent.application_number,
          patent.grant_number,
          ...(inventors.get(id) ?? []).map((row) => row.name),
        ]),
        codes: joinLines(codeTexts),
      },
      facets,
      numbers,
      date: patent.publication_date ?? patent.application_date,
      name: patent.title,
    };
  });
}

async function materialDocuments(db: DbExecutor, ids: readonly number[]): Promise<SearchDocument[]> {
  const materials = await db
    .selectFrom('materials')
    .select(['id', 'name', 'name_en', 'category', 'cas_number', 'formula', 'description'])
    .where('id', 'in', ids)
    .execute();
  const aliases = groupBy(
    await db
      .selectFrom('material_aliases')
      .select(['material_id', 'alias'])
      .where('material_id', 'in', ids)
      .execute(),
    (row) => Number(row.material_id),
  );
  const values = groupBy(
    await db
      .selectFrom('material_properties')
      .select(['material_id', 'property_def_id', 'value'])
      .where('material_id', 'in', ids)
      .execute(),
    (row) => Number(row.material_id),
  );
  const applicants = groupBy(
    await db
      .selectFrom('example_components as c')
      .innerJoin('examples as e', 'e.id', 'c.example_id')
      .innerJoin('patent_applicants as a', 'a.patent_id', 'e.patent_id')
      .select(['c.material_id', 'a.company_id'])
      .distinct()
      .where('c.material_id', 'in', ids)
      .where('a.company_id', 'is not', null)
      .execute(),
    (row) => Number(row.material_id),
  );
  const makers = groupBy(
    await db
      .selectFrom('product_materials as pm')
      .innerJoin('products as p', 'p.id', 'pm.product_id')
      .select(['pm.material_id', 'p.maker_id'])
      .distinct()
      .where('pm.material_id', 'in', ids)
      .execute(),
    (row) => Number(row.material_id),
  );
  return materials.map((material): SearchDocument => {
    const id = Number(material.id);
    const names = [material.name, material.name_en ?? '', ...(aliases.get(id) ?? []).map((row) => row.alias)];
    const category =
      MATERIAL_CATEGORIES[material.category as keyof typeof MATERIAL_CATEGORIES] ?? material.category;
    const facets: Facets = [['material_category', material.category]];
    // Synonym groups for query expansion (match-plan.ts), read back through the snapshot.
    for (const name of names) {
      const norm = normalizeText(name);
      if (norm) facets.push(['alias', norm]);
    }
    for (const row of applicants.get(id) ?? []) facets.push(['applicant', String(row.company_id)]);
    for (const row of makers.get(id) ?? []) facets.push(['maker', String(row.maker_id)]);
    return {
      id,
      parentId: null,
      slots: {
        title: material.name,
        description: material.description ?? '',
        extra: joinLines([...names.slice(1), material.cas_number, material.formula, category]),
      },
      facets,
      numbers: (values.get(id) ?? []).map((row) => [Number(row.property_def_id), Number(row.value)]),
      date: null,
      name: material.name,
    };
  });
}

async function productDocuments(db: DbExecutor, ids: readonly number[]): Promise<SearchDocument[]> {
  const products = await db
    .selectFrom('products as p')
    .innerJoin('product_categories as c', 'c.id', 'p.category_id')
    .select([
      'p.id',
      'p.name',
      'p.brand',
      'p.grade',
      'p.maker_id',
      'p.status',
      'p.datasheet',
      'p.description',
      'p.updated_at',
      'c.path',
      'c.name as category_name',
    ])
    .where('p.id', 'in', ids)
    .execute();
  const keywords = groupBy(
    await db
      .selectFrom('product_keywords')
      .select(['product_id', 'keyword'])
      .where('product_id', 'in', ids)
      .orderBy('kind')
      .orderBy('ordinal')
      .execute(),
    (row) => Number(row.product_id),
  );
  const materials = groupBy(
    await db
      .selectFrom('product_materials as pm')
      .innerJoin('materials as m', 'm.id', 'pm.material_id')
      .select(['pm.product_id', 'pm.material_id', 'm.name'])
      .where('pm.product_id', 'in', ids)
      .orderBy('pm.ordinal')
      .execute(),
    (row) => Number(row.product_id),
  );
  const values = groupBy(
    await db
      .selectFrom('product_properties')
      .select(['product_id', 'property_def_id', 'value'])
      .where('product_id', 'in', ids)
      .execute(),
    (row) => Number(row.product_id),
  );
  const referenced = new Set(
    (
      await db
        .selectFrom('example_components')
        .select('product_id')
        .distinct()
        .where('product_id', 'in', ids)
        .execute()
    ).map((row) => Number(row.product_id)),
  );
  const names = await companyNames(
    db,
    products.map((product) => Number(product.maker_id)),
  );
  return products.map((product): SearchDocument => {
    const id = Number(product.id);
    const facets: Facets = [
      ['maker', String(product.maker_id)],
      ['status', product.status],
    ];
    // The category and its ancestors: filtering by a parent category finds the whole subtree.
    for (const ancestor of product.path.split('/').filter(Boolean)) facets.push(['category', ancestor]);
    for (const row of materials.get(id) ?? []) facets.push(['material', String(row.material_id)]);
    if (referenced.has(id)) facets.push(['in_patents', '1']);
    return {
      id,
      parentId: null,
      slots: {
        title: joinLines([product.name, product.brand, product.grade]),
        abstract: joinLines((keywords.get(id) ?? []).map((row) => row.keyword)),
        description: joinLines([product.description, product.datasheet]),
        party: joinLines(names.get(Number(product.maker_id)) ?? []),
        extra: joinLines([product.category_name, ...(materials.get(id) ?? []).map((row) => row.name)]),
      },
      facets,
      numbers: (values.get(id) ?? []).map((row) => [Number(row.property_def_id), Number(row.value)]),
      date: product.updated_at.slice(0, 10),
      name: product.name,
    };
  });
}

async function exampleDocuments(db: DbExecutor, ids: readonly number[]): Promise<SearchDocument[]> {
  const examples = await db
    .selectFrom('examples as e')
    .innerJoin('patents as p', 'p.id', 'e.patent_id')
    .select([
      'e.id',
      'e.patent_id',
      'e.label',
      'e.comparative',
      'e.note',
      'p.title',
      'p.publication_number',
      'p.publication_date',
      'p.application_date',
      'p.application_year',
    ])
    .where('e.id', 'in', ids)
    .execute();
  const patentIds = [...new Set(examples.map((row) => Number(row.patent_id)))];
  const components = groupBy(
    await db
      .selectFrom('example_components as c')
      .leftJoin('materials as m', 'm.id', 'c.material_id')
      .select(['c.example_id', 'c.name', 'c.material_id', 'c.product_id', 'm.name as material_name'])
      .where('c.example_id', 'in', ids)
      .orderBy('c.ordinal')
      .execute(),
    (row) => Number(row.example_id),
  );
  const conditions = groupBy(
    await db
      .selectFrom('example_conditions')
      .select(['example_id', 'name'])
      .where('example_id', 'in', ids)
      .execute(),
    (row) => Number(row.example_id),
  );
  const properties = groupBy(
    await db
      .selectFrom('example_properties')
      .select(['example_id', 'name', 'property_def_id', 'value_canonical'])
      .where('example_id', 'in', ids)
      .execute(),
    (row) => Number(row.example_id),
  );
  const applicants = groupBy(
    patentIds.length === 0
      ? []
      : await db
          .selectFrom('patent_applicants')
          .select(['patent_id', 'name', 'company_id'])
          .where('patent_id', 'in', patentIds)
          .orderBy('ordinal')
          .execute(),
    (row) => Number(row.patent_id),
  );
  const codes = groupBy(
    patentIds.length === 0
      ? []
      : // By patent only (a `scheme` condition lets SQLite pick the scheme index and scan it all).
        (
          await db
            .selectFrom('patent_classifications')
            .select(['patent_id', 'scheme', 'code', 'subclass'])
            .where('patent_id', 'in', patentIds)
            .execute()
        ).filter((row) => row.scheme === 'ipc' || row.scheme === 'theme'),
    (row) => Number(row.patent_id),
  );
  return examples.map((example): SearchDocument => {
    const id = Number(example.id);
    const patentId = Number(example.patent_id);
    const facets: Facets = [
      ['comparative', example.comparative ? '1' : '0'],
      ['patent', String(patentId)],
    ];
    if (example.application_year !== null) facets.push(['year', String(example.application_year)]);
    for (const row of components.get(id) ?? []) {
      if (row.material_id !== null) facets.push(['material', String(row.material_id)]);
      if (row.product_id !== null) facets.push(['product', String(row.product_id)]);
    }
    for (const row of applicants.get(patentId) ?? []) {
      if (row.company_id !== null) facets.push(['applicant', String(row.company_id)]);
    }
    const codeTexts: string[] = [];
    for (const row of codes.get(patentId) ?? []) {
      if (row.scheme === 'ipc') {
        codeTexts.push(CODE_PREFIX.ipc + compactCode(row.code));
        if (row.subclass) facets.push(['ipc_subclass', row.subclass]);
      } else {
        codeTexts.push(CODE_PREFIX.theme + compactCode(row.code));
        facets.push(['theme', compactCode(row.code)]);
      }
    }
    const numbers: [number, number][] = [];
    for (const row of properties.get(id) ?? []) {
      if (row.property_def_id === null || row.value_canonical === null) continue;
      facets.push(['property', String(row.property_def_id)]);
      numbers.push([Number(row.property_def_id), Number(row.value_canonical)]);
    }
    return {
      id,
      parentId: patentId,
      slots: {
        title: `${example.label} ${example.title}`,
        abstract: joinLines((components.get(id) ?? []).flatMap((row) => [row.name, row.material_name])),
        description: joinLines([
          example.note,
          ...(conditions.get(id) ?? []).map((row) => row.name),
          ...(properties.get(id) ?? []).map((row) => row.name),
        ]),
        party: joinLines((applicants.get(patentId) ?? []).map((row) => row.name)),
        extra: example.publication_number,
        codes: joinLines(codeTexts),
      },
      facets,
      numbers,
      date: example.publication_date ?? example.application_date,
      name: `${example.publication_number} ${example.label}`,
    };
  });
}

const BUILDERS: Record<SearchKind, (db: DbExecutor, ids: readonly number[]) => Promise<SearchDocument[]>> = {
  patents: patentDocuments,
  materials: materialDocuments,
  products: productDocuments,
  examples: exampleDocuments,
};

const TABLES = {
  patents: 'patents',
  materials: 'materials',
  products: 'products',
  examples: 'examples',
} as const;

/** The documents of these entities (ids that no longer exist are left out). */
export async function buildDocuments(
  db: DbExecutor,
  kind: SearchKind,
  ids: readonly number[],
): Promise<SearchDocument[]> {
  const documents: SearchDocument[] = [];
  for (let start = 0; start < ids.length; start += BATCH) {
    documents.push(...(await BUILDERS[kind](db, ids.slice(start, start + BATCH))));
  }
  return documents;
}

/** Every entity id of a kind, in pages (keyset pagination keeps memory flat at a million patents). */
export async function* entityIds(
  db: DbExecutor,
  kind: SearchKind,
  pageSize = 2000,
): AsyncGenerator<number[]> {
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom(TABLES[kind])
      .select('id')
      .where('id', '>', after)
      .orderBy('id')
      .limit(pageSize)
      .execute();
    if (rows.length === 0) return;
    const ids = rows.map((row) => Number(row.id));
    yield ids;
    after = ids.at(-1)!;
  }
}
