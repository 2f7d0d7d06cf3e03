import type { Access, MaterialDetail, MaterialSummary } from '@app/contract/catalogue';
import type { DbExecutor } from '../../../db/schema.js';
import type { SearchHit } from '../search/search-types.js';
import type { SlotSnippet } from '../search/snippets.js';
import { categoryLabel, presentMaterialSummaries, rankSimilarMaterials } from '../present/materials.js';
import { patentLinks } from './patents.js';
import { ownerValues, valueVectors } from './property-values.js';

/** The reads behind the materials' list summaries and detail page; present/materials.ts shapes them. */

const LINKED = 20;

async function aliasesOf(db: DbExecutor, ids: readonly number[]): Promise<Map<number, string[]>> {
  const result = new Map<number, string[]>();
  if (ids.length === 0) return result;
  const rows = await db
    .selectFrom('material_aliases')
    .select(['material_id', 'alias'])
    .where('material_id', 'in', [...ids])
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const list = result.get(Number(row.material_id)) ?? [];
    list.push(row.alias);
    result.set(Number(row.material_id), list);
  }
  return result;
}

export async function materialSummaries(
  db: DbExecutor,
  hits: readonly SearchHit[],
  terms: readonly string[],
  snippets: Map<number, SlotSnippet | null>,
  access: Access,
): Promise<MaterialSummary[]> {
  const ids = hits.map((hit) => hit.id);
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('materials')
    .select(['id', 'external_id', 'name', 'name_en', 'category', 'cas_number', 'is_demo'])
    .where('id', 'in', ids)
    .execute();
  const aliases = await aliasesOf(db, ids);
  // Products per material from the index's facet rows (kind, facet, value index): the catalogue's
  // product_materials has no index that serves this count.
  const counts = await db
    .selectFrom('search_facets')
    .select((eb) => ['value', eb.fn.countAll<number>().as('count')])
    .where('kind', '=', 'products')
    .where('facet', '=', 'material')
    .where('value', 'in', ids.map(String))
    .groupBy('value')
    .execute();
  const values = access.propertyValues ? await ownerValues(db, 'material', ids) : null;
  return presentMaterialSummaries(hits, rows, aliases, counts, values, terms, snippets);
}

async function similarMaterials(
  db: DbExecutor,
  materialId: number,
  category: string,
): Promise<MaterialDetail['similar']> {
  const candidates = await db
    .selectFrom('materials')
    .select(['id', 'external_id', 'name', 'category'])
    .where('category', '=', category)
    .where('id', '!=', materialId)
    .execute();
  const ids = [materialId, ...candidates.map((row) => Number(row.id))];
  return rankSimilarMaterials(materialId, candidates, await valueVectors(db, 'material', ids));
}

export async function materialDetail(
  db: DbExecutor,
  externalId: string,
  access: Access,
): Promise<MaterialDetail | null> {
  const material = await db
    .selectFrom('materials')
    .selectAll()
    .where('external_id', '=', externalId)
    .executeTakeFirst();
  if (!material) return null;
  const id = Number(material.id);
  const aliases = (await aliasesOf(db, [id])).get(id) ?? [];
  const values = await ownerValues(db, 'material', [id]);
  const productTotal = await db
    .selectFrom('product_materials')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('material_id', '=', id)
    .executeTakeFirstOrThrow();
  const products = await db
    .selectFrom('product_materials as pm')
    .innerJoin('products as p', 'p.id', 'pm.product_id')
    .innerJoin('companies as m', 'm.id', 'p.maker_id')
    .select(['p.external_id', 'p.name', 'm.external_id as maker_id', 'm.name as maker_name'])
    .where('pm.material_id', '=', id)
    .orderBy('p.name')
    .limit(LINKED)
    .execute();
  const patentRows = await db
    .selectFrom('example_components as c')
    .innerJoin('examples as e', 'e.id', 'c.example_id')
    .select((eb) => ['e.patent_id', eb.fn.count<number>('e.id').distinct().as('examples')])
    .where('c.material_id', '=', id)
    .groupBy('e.patent_id')
    .orderBy('examples', 'desc')
    .orderBy('e.patent_id', 'desc')
    .execute();
  const exampleTotal = patentRows.reduce((sum, row) => sum + Number(row.examples), 0);
  const applicantRows = await db
    .selectFrom('example_components as c')
    .innerJoin('examples as e', 'e.id', 'c.example_id')
    .innerJoin('patent_applicants as a', 'a.patent_id', 'e.patent_id')
    .innerJoin('companies as co', 'co.id', 'a.company_id')
    .select((eb) => [
      'co.external_id',
      'co.name',
      eb.fn.count<number>('e.patent_id').distinct().as('patents'),
    ])
    .where('c.material_id', '=', id)
    .groupBy(['co.external_id', 'co.name'])
    .orderBy('patents', 'desc')
    .orderBy('co.external_id')
    .execute();
  const locked = !access.patentResults;
  let examples: MaterialDetail['examples']['items'] = null;
  if (!locked) {
    const rows = await db
      .selectFrom('example_components as c')
      .innerJoin('examples as e', 'e.id', 'c.example_id')
      .innerJoin('patents as p', 'p.id', 'e.patent_id')
      .select([
        'e.external_id',
        'e.label',
        'e.comparative',
        'p.external_id as patent_id',
        'p.publication_number',
      ])
      .distinct()
      .where('c.material_id', '=', id)
      .orderBy('p.external_id', 'desc')
      .orderBy('e.external_id')
      .limit(LINKED)
      .execute();
    examples = rows.map((row) => ({
      id: row.external_id,
      patentId: row.patent_id,
      publicationNumber: row.publication_number,
      label: row.label,
      comparative: row.comparative === 1,
    }));
  }
  return {
    id: material.external_id,
    name: material.name,
    nameEn: material.name_en,
    category: material.category,
    categoryLabel: categoryLabel(material.category),
    casNumber: material.cas_number,
    formula: material.formula,
    description: material.description,
    aliases,
    properties: values.get(id) ?? [],
    products: {
      total: Number(productTotal.count),
      items: products.map((row) => ({
        id: row.external_id,
        name: row.name,
        maker: { id: row.maker_id, name: row.maker_name },
      })),
    },
    patents: {
      total: patentRows.length,
      items: locked
        ? null
        : await patentLinks(
            db,
            patentRows.slice(0, LINKED).map((row) => Number(row.patent_id)),
          ),
      locked,
    },
    examples: { total: exampleTotal, items: examples, locked },
    applicants: {
      total: applicantRows.length,
      items: locked
        ? null
        : applicantRows
            .slice(0, LINKED)
            .map((row) => ({ id: row.external_id, name: row.name, patentCount: Number(row.patents) })),
      locked,
    },
    similar: await similarMaterials(db, id, material.category),
    isDemo: material.is_demo === 1,
  };
}
