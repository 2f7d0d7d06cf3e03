import type { Access, CompositionView, ExampleDetail, ExampleSummary } from '@app/contract/catalogue';
import type { DbExecutor } from '../../../db/schema.js';
import type { SearchHit } from '../search/search-types.js';
import type { SlotSnippet } from '../search/snippets.js';
import { presentSnippet } from '../present/patents.js';
import { applicantsOf } from './patents.js';
import { exampleValues, valueVectors } from './property-values.js';
import { compositionDistance, fractions, relativeDistance } from '../common/similarity.js';

const NEAREST = 5;
const NEAREST_CANDIDATES = 400;

interface ComponentRow {
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

async function componentsOf(db: DbExecutor, ids: readonly number[]): Promise<ComponentRow[]> {
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

function compositionView(row: ComponentRow): CompositionView {
  return {
    name: row.name,
    group: row.group_symbol,
    material: row.material_external_id
      ? { id: row.material_external_id, name: row.material_name ?? row.name }
      : null,
    product: row.product_external_id
      ? { id: row.product_external_id, name: row.product_name ?? row.name }
      : null,
    amount: row.amount,
    unit: row.unit,
    balance: row.balance === 1,
  };
}

export async function exampleSummaries(
  db: DbExecutor,
  hits: readonly SearchHit[],
  snippets: Map<number, SlotSnippet | null>,
  access: Access,
): Promise<ExampleSummary[]> {
  const ids = hits.map((hit) => hit.id);
  if (ids.length === 0) return [];
  const rows = await db
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
    .where('e.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  const applicants = await applicantsOf(db, [...new Set(rows.map((row) => Number(row.patent_id)))]);
  const components = await componentsOf(db, ids);
  const values = access.propertyValues ? await exampleValues(db, ids) : null;
  return hits.flatMap((hit): ExampleSummary[] => {
    const row = byId.get(hit.id);
    if (!row) return [];
    return [
      {
        id: row.external_id,
        patentId: row.patent_external_id,
        publicationNumber: row.publication_number,
        patentTitle: row.title,
        // The merged company's name (名寄せ) where known, each company once: a list reads companies.
        applicants: [
          ...new Set(
            (applicants.get(Number(row.patent_id)) ?? []).map(
              (applicant) => applicant.company?.name ?? applicant.name,
            ),
          ),
        ],
        label: row.label,
        comparative: row.comparative === 1,
        composition: components
          .filter((component) => Number(component.example_id) === hit.id)
          .map(compositionView),
        properties: values ? (values.get(hit.id) ?? []) : null,
        score: hit.score,
        snippet: presentSnippet(snippets.get(hit.id)),
        isDemo: row.is_demo === 1,
      },
    ];
  });
}

/**
 * The nearest examples of OTHER patents: candidates share the most materials; the distance mixes the
 * composition (as fractions of the total, 60 %) and the relative difference of the shared measured
 * values (40 %; examples without a shared measurement count 0.5 there).
 */
async function nearestExamples(
  db: DbExecutor,
  exampleId: number,
  patentId: number,
  own: ComponentRow[],
): Promise<ExampleDetail['nearest']> {
  const materials = [
    ...new Set(own.flatMap((row) => (row.material_id === null ? [] : [Number(row.material_id)]))),
  ];
  if (materials.length === 0) return [];
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
  if (ids.length === 0) return [];
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
    candidateComponents.push(...(await componentsOf(db, ids.slice(start, start + 500))));
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
      return { id, distance: 0.6 * composition + 0.4 * (property?.distance ?? 0.5) };
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
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return ranked.flatMap((item) => {
    const row = byId.get(item.id);
    return row
      ? [
          {
            id: row.external_id,
            patentId: row.patent_id,
            publicationNumber: row.publication_number,
            label: row.label,
            comparative: row.comparative === 1,
            patentTitle: row.title,
            distance: Math.round(item.distance * 1000) / 1000,
            sharedMaterials: sharedCount.get(item.id) ?? 0,
          },
        ]
      : [];
  });
}

/** The example detail page; null when the example does not exist or belongs to another patent. */
export async function exampleDetail(
  db: DbExecutor,
  patentExternalId: string,
  exampleExternalId: string,
): Promise<ExampleDetail | null> {
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
  const components = await componentsOf(db, [id]);
  const conditions = await db
    .selectFrom('example_conditions')
    .selectAll()
    .where('example_id', '=', id)
    .orderBy('ordinal')
    .execute();
  const values = await exampleValues(db, [id]);
  const applicants = await applicantsOf(db, [patentId]);
  const siblings = await db
    .selectFrom('examples')
    .select(['external_id', 'label', 'comparative'])
    .where('patent_id', '=', patentId)
    .where('id', '!=', id)
    .orderBy('ordinal')
    .limit(200)
    .execute();
  return {
    id: example.external_id,
    label: example.label,
    comparative: example.comparative === 1,
    ordinal: example.ordinal,
    note: example.note,
    patent: {
      id: example.patent_external_id,
      publicationNumber: example.publication_number,
      title: example.title,
      applicationDate: example.application_date,
      applicants: (applicants.get(patentId) ?? []).map(({ name, company }) => ({ name, company })),
    },
    composition: components.map((row) => ({
      ...compositionView(row),
      amountCanonical: row.amount_canonical,
      unitCanonical: row.unit_canonical,
    })),
    conditions: conditions.map((row) => ({
      name: row.name,
      value: row.value,
      unit: row.unit,
      valueCanonical: row.value_canonical,
      unitCanonical: row.unit_canonical,
    })),
    properties: values.get(id) ?? [],
    siblings: siblings.map((row) => ({
      id: row.external_id,
      patentId: example.patent_external_id,
      publicationNumber: example.publication_number,
      label: row.label,
      comparative: row.comparative === 1,
    })),
    nearest: await nearestExamples(db, id, patentId, components),
    isDemo: example.is_demo === 1,
  };
}
