import { paretoFront2d } from '@app/analysis/pareto-2d';
import {
  VISUALIZATION_LIMITS,
  type AxisOption,
  type ExampleVisualization,
  type VisualizationQuery,
} from '@app/contract/visualization';
import { sql, type RawBuilder } from 'kysely';
import type { DbExecutor } from '../../db/schema.js';
import { loadPatentRows, rowsOfPatents } from './patent-rows.js';
import { propertyDefs, propertyOf, queryIssue, toDisplay, type PropertyDef } from './properties.js';

/**
 * The `examples` mode: a scatter of two axes over the examples of the matching patents. The points come
 * from ONE query (examples joined to the x value, the y value and the colouring ingredient), whatever
 * their number; the axis choices from two grouped counts. Shown points beyond `limit` are thinned evenly,
 * keeping every point of the Pareto front.
 */

/** Ingredient axes offered besides every measured property (the most used materials). */
const INGREDIENT_OPTIONS = 50;

type Axis =
  | { kind: 'property'; id: number; option: AxisOption; def: PropertyDef }
  | { kind: 'ingredient'; id: number; option: AxisOption };

interface MaterialInfo {
  id: number;
  externalId: string;
  name: string;
}

async function materialsByExternalId(
  db: DbExecutor,
  externalIds: string[],
): Promise<Map<string, MaterialInfo>> {
  if (externalIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('materials')
    .select(['id', 'external_id', 'name'])
    .where('external_id', 'in', externalIds)
    .execute();
  return new Map(
    rows.map((row) => [row.external_id, { id: Number(row.id), externalId: row.external_id, name: row.name }]),
  );
}

/** Examples with a value, per property and per ingredient, over the matching patents. */
type CatalogueCounts = ReturnType<typeof countCatalogueAxes>;

/**
 * The catalogue-wide counts of the last index generation per database: they change only with an import
 * or a reindex, and the unfiltered scatter (the page's first view) needs them on every call.
 */
const catalogueCounts = new WeakMap<DbExecutor, { generation: string; counts: CatalogueCounts }>();

function catalogueAxisCounts(db: DbExecutor, generation: string): CatalogueCounts {
  const cached = catalogueCounts.get(db);
  if (cached?.generation === generation) return cached.counts;
  const counts = countCatalogueAxes(db);
  catalogueCounts.set(db, { generation, counts });
  // A failed count is not kept.
  counts.catch(() => catalogueCounts.delete(db));
  return counts;
}

/** The same counts over the whole catalogue: no join to examples, from the axis indexes alone. */
function countCatalogueAxes(db: DbExecutor) {
  return Promise.all([
    db
      .selectFrom('example_properties')
      .select((eb) => ['property_def_id', eb.fn.count<number>('example_id').distinct().as('n')])
      .where('property_def_id', 'is not', null)
      .where('value_canonical', 'is not', null)
      .groupBy('property_def_id')
      .execute(),
    db
      .selectFrom('example_components')
      .select((eb) => ['material_id', 'unit', eb.fn.count<number>('example_id').distinct().as('n')])
      .where('material_id', 'is not', null)
      .where('amount', 'is not', null)
      .groupBy(['material_id', 'unit'])
      .execute(),
  ]);
}

async function axisCounts(db: DbExecutor, ids: readonly number[], everything: string | null) {
  const [properties, ingredients] =
    everything !== null
      ? await catalogueAxisCounts(db, everything)
      : await Promise.all([
          rowsOfPatents(
            ids,
            (batch) => {
              let query = db
                .selectFrom('example_properties as p')
                .innerJoin('examples as e', 'e.id', 'p.example_id')
                .select((eb) => [
                  'e.patent_id',
                  'p.property_def_id',
                  eb.fn.count<number>('p.example_id').distinct().as('n'),
                ])
                .where('p.property_def_id', 'is not', null)
                .where('p.value_canonical', 'is not', null)
                .groupBy(['e.patent_id', 'p.property_def_id']);
              if (batch) query = query.where('e.patent_id', 'in', batch);
              return query.execute();
            },
            (row) => Number(row.patent_id),
          ),
          rowsOfPatents(
            ids,
            (batch) => {
              let query = db
                .selectFrom('example_components as c')
                .innerJoin('examples as e', 'e.id', 'c.example_id')
                .select((eb) => [
                  'e.patent_id',
                  'c.material_id',
                  'c.unit',
                  eb.fn.count<number>('c.example_id').distinct().as('n'),
                ])
                .where('c.material_id', 'is not', null)
                .where('c.amount', 'is not', null)
                .groupBy(['e.patent_id', 'c.material_id', 'c.unit']);
              if (batch) query = query.where('e.patent_id', 'in', batch);
              return query.execute();
            },
            (row) => Number(row.patent_id),
          ),
        ]);
  const propertyCounts = new Map<number, number>();
  for (const row of properties) {
    const id = Number(row.property_def_id);
    propertyCounts.set(id, (propertyCounts.get(id) ?? 0) + Number(row.n));
  }
  const ingredientCounts = new Map<number, number>();
  const units = new Map<number, Map<string, number>>();
  for (const row of ingredients) {
    const id = Number(row.material_id);
    ingredientCounts.set(id, (ingredientCounts.get(id) ?? 0) + Number(row.n));
    let perUnit = units.get(id);
    if (!perUnit) units.set(id, (perUnit = new Map<string, number>()));
    perUnit.set(row.unit, (perUnit.get(row.unit) ?? 0) + Number(row.n));
  }
  const unitOf = (material: number) =>
    [...(units.get(material) ?? new Map<string, number>())].sort(
      (a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1),
    )[0]?.[0] ?? '質量部';
  return { propertyCounts, ingredientCounts, unitOf };
}

const byCount = (a: AxisOption, b: AxisOption) =>
  b.count - a.count || a.name.localeCompare(b.name, 'ja') || (a.axis < b.axis ? -1 : 1);

/**
 * SQL of one axis: a join giving `<alias>.v` (value) and `<alias>.o` (ordinal) for the example, found by
 * (property or material, example) in the axis indexes of migration 0015. Missing values are dropped by
 * the caller: a `v is not null` here lets SQLite's planner (no statistics) pick the (property, value)
 * index for the inner lookup instead, and read every value of the property once per example.
 */
function axisJoin(
  alias: string,
  axis: { kind: 'property' | 'ingredient'; id: number },
  left = false,
): RawBuilder<unknown> {
  const join = sql.raw(left ? 'left join' : 'join');
  const name = sql.raw(alias);
  return axis.kind === 'property'
    ? sql`${join} (select example_id, ordinal as o, value_canonical as v from example_properties
          where property_def_id = ${axis.id}) ${name} on ${name}.example_id = e.id`
    : sql`${join} (select example_id, ordinal as o, amount as v from example_components
          where material_id = ${axis.id}) ${name} on ${name}.example_id = e.id`;
}

interface PointRow {
  id: number;
  external_id: string;
  label: string;
  comparative: number;
  patent_id: number;
  xv: number | null;
  yv: number | null;
  xo: number;
  yo: number;
  cv: number | null;
  co: number | null;
}

export async function exampleScatter(
  db: DbExecutor,
  ids: readonly number[],
  query: VisualizationQuery,
  options: { sample: boolean; started: number; generation: string },
): Promise<ExampleVisualization> {
  const defs = await propertyDefs(db);
  const requested = [
    ['x', query.x],
    ['y', query.y],
    ['color', query.color.startsWith('ingredient:') ? query.color : undefined],
  ] as const;
  // Unknown ids are refused before any heavy query.
  const materialIds = requested.flatMap(([, axis]) =>
    axis?.startsWith('ingredient:') ? [axis.slice(11)] : [],
  );
  const materials = await materialsByExternalId(db, materialIds);
  for (const [field, axis] of requested) {
    if (!axis) continue;
    const [kind, id] = [axis.slice(0, axis.indexOf(':')), axis.slice(axis.indexOf(':') + 1)];
    if (kind === 'property') propertyOf(defs, id, field);
    else if (!materials.has(id)) throw queryIssue(field, `原料が見つかりません: ${id}`);
  }

  // Every patent matches (no filter): the counts need no join to the matching patents.
  const patentCount = await db
    .selectFrom('patents')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const counts = await axisCounts(db, ids, ids.length === Number(patentCount.n) ? options.generation : null);
  const propertyOptions: AxisOption[] = [...counts.propertyCounts].flatMap(([id, count]) => {
    const def = defs.get(id);
    return def
      ? [
          {
            axis: `property:${def.externalId}`,
            name: def.name,
            unit: def.displayUnit,
            count,
            direction: def.direction,
          },
        ]
      : [];
  });
  const topMaterials = [...counts.ingredientCounts]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, INGREDIENT_OPTIONS);
  const wantedMaterials = new Set([
    ...topMaterials.map(([id]) => id),
    ...[...materials.values()].map((m) => m.id),
  ]);
  const materialRows = wantedMaterials.size
    ? await db
        .selectFrom('materials')
        .select(['id', 'external_id', 'name'])
        .where('id', 'in', [...wantedMaterials])
        .execute()
    : [];
  const ingredientOption = (row: { id: number; external_id: string; name: string }): AxisOption => ({
    axis: `ingredient:${row.external_id}`,
    name: row.name,
    unit: counts.unitOf(Number(row.id)),
    count: counts.ingredientCounts.get(Number(row.id)) ?? 0,
    direction: null,
  });
  const topIds = new Set(topMaterials.map(([id]) => id));
  const axisOptions = [
    ...propertyOptions,
    ...materialRows.filter((row) => topIds.has(Number(row.id))).map(ingredientOption),
  ].sort(byCount);

  const resolve = (axis: string | undefined, fallback: AxisOption | undefined, field: 'x' | 'y'): Axis => {
    const chosen = axis ?? fallback?.axis;
    if (!chosen) throw queryIssue(field, '表示できる物性がありません（実施例に物性値がありません）');
    const id = chosen.slice(chosen.indexOf(':') + 1);
    if (chosen.startsWith('property:')) {
      const def = propertyOf(defs, id, field);
      const option = axisOptions.find((entry) => entry.axis === chosen) ?? {
        axis: chosen,
        name: def.name,
        unit: def.displayUnit,
        count: 0,
        direction: def.direction,
      };
      return { kind: 'property', id: def.id, option, def };
    }
    const material = materials.get(id)!;
    const row = materialRows.find((entry) => Number(entry.id) === material.id)!;
    return { kind: 'ingredient', id: material.id, option: ingredientOption(row) };
  };
  // Nothing measured among the matching examples: any two properties, so the page still has its axes.
  const fallbacks = [...defs.values()].map((def) => ({
    axis: `property:${def.externalId}`,
    name: def.name,
    unit: def.displayUnit,
    count: 0,
    direction: def.direction,
  }));
  const byMeasured = propertyOptions.length > 0 ? propertyOptions.sort(byCount) : fallbacks;
  const x = resolve(query.x, byMeasured[0], 'x');
  const y = resolve(
    query.y,
    byMeasured.find((option) => option.axis !== x.option.axis) ?? byMeasured[0],
    'y',
  );
  const colorMaterial = query.color.startsWith('ingredient:') ? materials.get(query.color.slice(11))! : null;

  // The points: one query (per id batch when few patents match; one scan when many do).
  const rows = await rowsOfPatents(
    ids,
    async (batch) => {
      const where = batch ? sql`where e.patent_id in (${sql.join(batch)})` : sql``;
      const colour = colorMaterial
        ? axisJoin('ac', { kind: 'ingredient', id: colorMaterial.id }, true)
        : sql``;
      const { rows: found } = await sql<PointRow>`
        select e.id, e.external_id, e.label, e.comparative, e.patent_id, ax.v as xv, ay.v as yv,
          ax.o as xo, ay.o as yo, ${colorMaterial ? sql`ac.v` : sql`null`} as cv,
          ${colorMaterial ? sql`ac.o` : sql`null`} as co
        from examples e ${axisJoin('ax', x)} ${axisJoin('ay', y)} ${colour}
        ${where}`.execute(db);
      return found;
    },
    (row) => Number(row.patent_id),
  );
  // First value per example (the lowest ordinal of each axis; rows of an example come from the joins
  // of its several values), in example order. Sorted here: an ORDER BY costs the database a temporary
  // B-tree over every row.
  const valued = rows.filter((row) => row.xv !== null && row.yv !== null);
  const missing = (row: PointRow) => (row.cv === null ? 1 : 0);
  const compare = (a: PointRow, b: PointRow) =>
    Number(a.id) - Number(b.id) ||
    Number(a.xo) - Number(b.xo) ||
    Number(a.yo) - Number(b.yo) ||
    missing(a) - missing(b) ||
    Number(a.co ?? 0) - Number(b.co ?? 0);
  // Read along the (property, example) index the rows usually arrive in order already.
  if (valued.some((row, i) => i > 0 && compare(valued[i - 1]!, row) > 0)) valued.sort(compare);
  const points: PointRow[] = [];
  let previous = -1;
  for (const row of valued) {
    if (Number(row.id) === previous) continue;
    previous = Number(row.id);
    points.push(row);
  }

  const displayOf = (axis: Axis) =>
    axis.kind === 'property' ? toDisplay(axis.def) : (value: number) => value;
  const toX = displayOf(x);
  const toY = displayOf(y);
  const xs = points.map((row) => toX(Number(row.xv)));
  const ys = points.map((row) => toY(Number(row.yv)));
  const directions = { x: x.option.direction ?? 'higher', y: y.option.direction ?? 'higher' } as const;

  const limit = Math.min(
    query.limit ?? VISUALIZATION_LIMITS.examplePointsDefault,
    options.sample ? VISUALIZATION_LIMITS.sampleMax : VISUALIZATION_LIMITS.examplePointsMax,
  );
  let keep: number[] = points.map((_, i) => i);
  if (points.length > limit) {
    // Every point of the front stays; the others are thinned evenly in example order.
    const front = new Set(paretoFront2d(xs, ys, directions).slice(0, limit));
    const rest = keep.filter((i) => !front.has(i));
    const room = limit - front.size;
    const step = rest.length / Math.max(room, 1);
    const chosen = new Set(front);
    for (let k = 0; k < room; k += 1) chosen.add(rest[Math.floor(k * step)]!);
    keep = keep.filter((i) => chosen.has(i));
  }

  const patentIds = [...new Set(keep.map((i) => Number(points[i]!.patent_id)))];
  const { patents, companies } = await loadPatentRows(db, patentIds, { codes: false });
  const patentIndex = new Map(patents.map((patent, i) => [patent.id, i]));
  const applicantOf = (patentId: number) => {
    const patent = patents[patentIndex.get(patentId)!]!;
    const company = patent.applicantCompany === null ? undefined : companies.get(patent.applicantCompany);
    return company
      ? { id: company.externalId, name: company.name }
      : patent.applicantName
        ? { id: `name:${patent.applicantName}`, name: patent.applicantName }
        : null;
  };

  let categories: { id: string; name: string }[] = [];
  let colorOf: (row: PointRow) => number | null;
  if (query.color === 'patent') {
    categories = patents.map((patent) => ({ id: patent.externalId, name: patent.publicationNumber }));
    colorOf = (row) => patentIndex.get(Number(row.patent_id)) ?? null;
  } else if (query.color === 'applicant') {
    const index = new Map<string, number>();
    colorOf = (row) => {
      const applicant = applicantOf(Number(row.patent_id));
      if (!applicant) return null;
      if (!index.has(applicant.id)) {
        index.set(applicant.id, categories.length);
        categories.push(applicant);
      }
      return index.get(applicant.id)!;
    };
  } else if (query.color === 'comparative') {
    categories = [
      { id: 'example', name: '実施例' },
      { id: 'comparative', name: '比較例' },
    ];
    colorOf = (row) => (Number(row.comparative) ? 1 : 0);
  } else {
    colorOf = (row) => (row.cv === null ? null : Number(row.cv));
  }

  const shown = {
    exampleId: [] as string[],
    label: [] as string[],
    patent: [] as number[],
    comparative: [] as boolean[],
    x: [] as number[],
    y: [] as number[],
    color: [] as (number | null)[],
  };
  for (const i of keep) {
    const row = points[i]!;
    shown.exampleId.push(row.external_id);
    shown.label.push(row.label);
    shown.patent.push(patentIndex.get(Number(row.patent_id))!);
    shown.comparative.push(Number(row.comparative) === 1);
    shown.x.push(xs[i]!);
    shown.y.push(ys[i]!);
    shown.color.push(colorOf(row));
  }

  return {
    mode: 'examples',
    sample: options.sample,
    total: points.length,
    shown: keep.length,
    x: x.option,
    y: y.option,
    axisOptions,
    colorBy: query.color,
    categories,
    points: shown,
    patents: patents.map((patent) => ({
      id: patent.externalId,
      publicationNumber: patent.publicationNumber,
      title: patent.title,
      applicant: applicantOf(patent.id)?.name ?? null,
    })),
    pareto: paretoFront2d(shown.x, shown.y, directions),
    elapsedMs: Math.round(performance.now() - options.started),
  };
}
