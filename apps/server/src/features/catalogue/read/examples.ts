import type { DbExecutor } from '../../../db/schema.js';
import { applicantRows } from './patents.js';
import { exampleValueRows, valueVectors } from './property-values.js';
import { compositionDistance, fractions, relativeDistance } from '../common/similarity.js';

/**
 * The reads behind the examples' list summaries and detail page: rows out. present/examples.ts shapes them;
 * routes/example-pages.ts joins the two.
 */

const NEAREST = 5;
const NEAREST_CANDIDATES = 400;

export interface ComponentRow {
  example_id: number;
  name: string;
  group_symbol: string | null;
  material_id: number | null;
  product_id: number | null;
  amount: number | null;
  unit: string;
  amount_canonical: number | null;
  unit_canonical: string | null;
  balance: number;
  material_external_id: string | null;
  material_name: string | null;
  product_external_id: string | null;
  product_name: string | null;
}

async function componentRows(db: DbExecutor, ids: readonly number[]): Promise<ComponentRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('example_components as c')
    .leftJoin('materials as m', 'm.id', 'c.material_id')
    .leftJoin('products as p', 'p.id', 'c.product_id')
    .select([
      'c.example_id',
      'c.name',
      'c.group_symbol',
      'c.material_id',
      'c.product_id',
      'c.amount',
      'c.unit',
      'c.amount_canonical',
      'c.unit_canonical',
      'c.balance',
      'm.external_id as material_external_id',
      'm.name as material_name',
      'p.external_id as product_external_id',
      'p.name as product_name',
    ])
    .where('c.example_id', 'in', [...ids])
    .orderBy('c.example_id')
    .orderBy('c.ordinal')
    .execute();
}

/** What the list summaries of these examples show; values only when the caller may see them. */
export async function exampleSummaryRows(db: DbExecutor, ids: readonly number[], withValues: boolean) {
  const examples = await db
    .selectFrom('examples as e')
    .innerJoin('patents as p', 'p.id', 'e.patent_id')
    .select([
      'e.id',
      'e.external_id',
      'e.label',
      'e.comparative',
      'e.is_demo',
      'e.patent_id',
      'p.external_id as patent_external_id',
      'p.publication_number',
      'p.title',
    ])
    .where('e.id', 'in', [...ids])
    .execute();
  const applicants = await applicantRows(db, [...new Set(examples.map((row) => Number(row.patent_id)))]);
  const components = await componentRows(db, ids);
  const values = withValues ? await exampleValueRows(db, ids) : null;
  return { examples, applicants, components, values };
}

/**
 * The nearest examples of OTHER patents: candidates share the most materials; the distance mixes the
 * composition (as fractions of the total, 60 %) and the relative difference of the shared measured
 * values (40 %; examples without a shared measurement count 0.5 there).
 */
async function nearestExampleRows(db: DbExecutor, exampleId: number, patentId: number, own: ComponentRow[]) {
  const none = { ranked: [], rows: [] };
  const materials = [
    ...new Set(own.flatMap((row) => (row.material_id === null ? [] : [Number(row.material_id)]))),
  ];
  if (materials.length === 0) return none;
  const candidates = await db
    .selectFrom('example_components as c')
    .innerJoin('examples as e', 'e.id', 'c.example_id')
    .select((eb) => ['c.example_id', eb.fn.count<number>('c.material_id').distinct().as('shared')])
    .where('c.material_id', 'in', materials)
    .where('e.patent_id', '!=', patentId)
    .groupBy('c.example_id')
    .orderBy('shared', 'desc')
    .orderBy('c.example_id')
    .limit(NEAREST_CANDIDATES)
    .execute();
  const ids = candidates.map((row) => Number(row.example_id));
  if (ids.length === 0) return none;
  const amounts = (rows: ComponentRow[]) => {
    const vector = new Map<number, number>();
    for (const row of rows) {
      const amount = row.amount_canonical ?? row.amount;
      if (row.material_id === null || amount === null) continue;
      vector.set(Number(row.material_id), (vector.get(Number(row.material_id)) ?? 0) + amount);
    }
    return fractions(vector);
  };
  const ownComposition = amounts(own);
  const ownValues =
    (await valueVectors(db, 'example', [exampleId])).get(exampleId) ?? new Map<number, number>();
  const candidateComponents: ComponentRow[] = [];
  for (let start = 0; start < ids.length; start += 500) {
    candidateComponents.push(...(await componentRows(db, ids.slice(start, start + 500))));
  }
  const byExample = new Map<number, ComponentRow[]>();
  for (const row of candidateComponents) {
    const list = byExample.get(Number(row.example_id)) ?? [];
    list.push(row);
    byExample.set(Number(row.example_id), list);
  }
  const values = await valueVectors(db, 'example', ids);
  const sharedCount = new Map(candidates.map((row) => [Number(row.example_id), Number(row.shared)]));
  const ranked = ids
    .map((id) => {
      const composition = compositionDistance(ownComposition, amounts(byExample.get(id) ?? []));
      const property = relativeDistance(ownValues, values.get(id) ?? new Map());
      return {
        id,
        distance: 0.6 * composition + 0.4 * (property?.distance ?? 0.5),
        shared: sharedCount.get(id) ?? 0,
      };
    })
    .sort((a, b) => a.distance - b.distance || a.id - b.id)
    .slice(0, NEAREST);
  const rows = await db
    .selectFrom('examples as e')
    .innerJoin('patents as p', 'p.id', 'e.patent_id')
    .select([
      'e.id',
      'e.external_id',
      'e.label',
      'e.comparative',
      'p.external_id as patent_id',
      'p.publication_number',
      'p.title',
    ])
    .where(
      'e.id',
      'in',
      ranked.map((item) => item.id),
    )
    .execute();
  return { ranked, rows };
}

/** What the example detail page shows; null when the example does not exist or belongs to another patent. */
export async function exampleDetailRows(db: DbExecutor, patentExternalId: string, exampleExternalId: string) {
  const example = await db
    .selectFrom('examples as e')
    .innerJoin('patents as p', 'p.id', 'e.patent_id')
    .select([
      'e.id',
      'e.external_id',
      'e.label',
      'e.comparative',
      'e.ordinal',
      'e.note',
      'e.is_demo',
      'e.patent_id',
      'p.external_id as patent_external_id',
      'p.publication_number',
      'p.title',
      'p.application_date',
    ])
    .where('e.external_id', '=', exampleExternalId)
    .where('p.external_id', '=', patentExternalId)
    .executeTakeFirst();
  if (!example) return null;
  const id = Number(example.id);
  const patentId = Number(example.patent_id);
  const components = await componentRows(db, [id]);
  const conditions = await db
    .selectFrom('example_conditions')
    .selectAll()
    .where('example_id', '=', id)
    .orderBy('ordinal')
    .execute();
  const values = await exampleValueRows(db, [id]);
  const applicants = await applicantRows(db, [patentId]);
  const siblings = await db
    .selectFrom('examples')
    .select(['external_id', 'label', 'comparative'])
    .where('patent_id', '=', patentId)
    .where('id', '!=', id)
    .orderBy('ordinal')
    .limit(200)
    .execute();
  const nearest = await nearestExampleRows(db, id, patentId, components);
  return { example, components, conditions, values, applicants, siblings, nearest };
}
