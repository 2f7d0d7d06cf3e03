import {
  VISUALIZATION_LIMITS,
  type LandscapeCluster,
  type LandscapePoint,
  type PatentVisualization,
  type VisualizationQuery,
} from '@app/contract/visualization';
import type { DbExecutor } from '../../db/schema.js';
import {
  applicantMatrix,
  applicantRanking,
  filingTrend,
  median,
  recentYears,
  topCodes,
} from './aggregates.js';
import { loadPatentRows, rowsOfPatents, type PatentRow } from './patent-rows.js';
import { propertyDefs, propertyOf, toDisplay } from './properties.js';

/**
 * The `patents` mode: the stored landscape map (landscape-build.ts) read for the matching patents, the
 * charts counted over all of them, the points limited to `limit` (newest first).
 */

async function classificationTitles(
  db: DbExecutor,
  scheme: 'ipc' | 'theme',
  codes: readonly string[],
): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .selectFrom('classification_codes')
    .select(['code', 'title'])
    .where('scheme', '=', scheme)
    .where('code', 'in', [...codes])
    .execute();
  return new Map(rows.map((row) => [row.code.replace(/\s+/g, ''), row.title]));
}

/** Median of the property over each patent's examples, in the property's display unit. */
async function patentMedians(
  db: DbExecutor,
  ids: readonly number[],
  propertyId: number,
  display: (canonical: number) => number,
): Promise<Map<number, number>> {
  const rows = await rowsOfPatents(
    ids,
    (batch) => {
      let query = db
        .selectFrom('example_properties as p')
        .innerJoin('examples as e', 'e.id', 'p.example_id')
        .select(['e.patent_id', 'p.value_canonical'])
        .where('p.property_def_id', '=', propertyId)
        .where('p.value_canonical', 'is not', null);
      if (batch) query = query.where('e.patent_id', 'in', batch);
      return query.execute();
    },
    (row) => Number(row.patent_id),
  );
  const values = new Map<number, number[]>();
  for (const row of rows) {
    const patent = Number(row.patent_id);
    const list = values.get(patent);
    const value = Number(row.value_canonical);
    if (list) list.push(value);
    else values.set(patent, [value]);
  }
  return new Map([...values].map(([patent, list]) => [patent, display(median(list))]));
}

async function storedLayout(db: DbExecutor, ids: readonly number[]) {
  const [rows, clusters, state] = await Promise.all([
    rowsOfPatents(
      ids,
      (batch) => {
        let query = db.selectFrom('patent_landscape').select(['patent_id', 'x', 'y', 'cluster']);
        if (batch) query = query.where('patent_id', 'in', batch);
        return query.execute();
      },
      (row) => Number(row.patent_id),
    ),
    db.selectFrom('landscape_clusters').selectAll().orderBy('id').execute(),
    db.selectFrom('landscape_state').select('computed_at').where('id', '=', 1).executeTakeFirst(),
  ]);
  return {
    places: new Map(rows.map((row) => [Number(row.patent_id), row])),
    clusters,
    computedAt: state ? new Date(state.computed_at).toISOString() : null,
  };
}

export async function patentLandscape(
  db: DbExecutor,
  ids: readonly number[],
  query: VisualizationQuery,
  options: { sample: boolean; started: number },
): Promise<PatentVisualization> {
  const defs = query.colorProperty ? await propertyDefs(db) : null;
  const colorDef =
    defs && query.colorProperty ? propertyOf(defs, query.colorProperty, 'colorProperty') : null;

  const limit = Math.min(
    query.limit ?? VISUALIZATION_LIMITS.patentPointsDefault,
    options.sample ? VISUALIZATION_LIMITS.sampleMax : VISUALIZATION_LIMITS.patentPointsMax,
  );
  const shownIds = ids.slice(0, limit);
  const [{ patents, companies }, layout, values] = await Promise.all([
    loadPatentRows(db, ids),
    storedLayout(db, ids),
    colorDef ? patentMedians(db, shownIds, colorDef.id, toDisplay(colorDef)) : Promise.resolve(null),
  ]);

  // Clusters with matching patents only, renumbered in stored order; points refer to the new indexes.
  const sizes = new Map<number, number>();
  for (const patent of patents) {
    const place = layout.places.get(patent.id);
    if (place) sizes.set(Number(place.cluster), (sizes.get(Number(place.cluster)) ?? 0) + 1);
  }
  const clusterIndex = new Map<number, number>();
  const clusters: LandscapeCluster[] = [];
  for (const cluster of layout.clusters) {
    const size = sizes.get(Number(cluster.id)) ?? 0;
    if (size === 0) continue;
    clusterIndex.set(Number(cluster.id), clusters.length);
    clusters.push({
      id: Number(cluster.id),
      label: cluster.label,
      terms: JSON.parse(cluster.terms) as string[],
      x: Number(cluster.x),
      y: Number(cluster.y),
      size,
    });
  }

  const shown = patents.slice(0, limit);
  const points: LandscapePoint[] = shown.map((patent) => {
    const place = layout.places.get(patent.id);
    const company = patent.applicantCompany === null ? undefined : companies.get(patent.applicantCompany);
    return {
      id: patent.externalId,
      publicationNumber: patent.publicationNumber,
      title: patent.title,
      x: place ? Number(place.x) : 0,
      y: place ? Number(place.y) : 0,
      cluster: place ? (clusterIndex.get(Number(place.cluster)) ?? null) : null,
      year: patent.year,
      applicantId: company?.externalId ?? null,
      applicant: company?.name ?? patent.applicantName,
      ipcs: patent.ipcs,
      themes: patent.themes,
      value: values?.get(patent.id) ?? null,
    };
  });

  const applicants = applicantRanking(patents, companies);
  const ipcCodes = topCodes(patents, (patent) => patent.ipcs);
  const themeCodes = topCodes(patents, (patent) => patent.themes);
  const [ipcTitles, themeTitles] = await Promise.all([
    classificationTitles(db, 'ipc', ipcCodes),
    classificationTitles(db, 'theme', themeCodes),
  ]);
  const columns = (codes: string[], titles: Map<string, string>) =>
    codes.map((code) => ({ code, title: titles.get(code) ?? null }));
  const matrix = (
    list: { code: string; title: string | null }[],
    codesOf: (patent: PatentRow) => readonly string[],
  ) => applicantMatrix(patents, applicants, list, codesOf);

  return {
    mode: 'patents',
    sample: options.sample,
    total: ids.length,
    shown: points.length,
    points,
    clusters,
    trends: filingTrend(patents),
    applicants: applicants.map(({ id, name, count, byYear }) => ({ id, name, count, byYear })),
    applicantYear: matrix(
      recentYears(patents).map((year) => ({ code: String(year), title: null })),
      (patent) => (patent.year === null ? [] : [String(patent.year)]),
    ),
    applicantIpc: matrix(columns(ipcCodes, ipcTitles), (patent) => patent.ipcs),
    applicantTheme: matrix(columns(themeCodes, themeTitles), (patent) => patent.themes),
    colorProperty: colorDef
      ? { id: colorDef.externalId, name: colorDef.name, unit: colorDef.displayUnit }
      : null,
    layoutComputedAt: layout.computedAt,
    elapsedMs: Math.round(performance.now() - options.started),
  };
}
