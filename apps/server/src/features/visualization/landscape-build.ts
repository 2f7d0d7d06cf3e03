import { setImmediate as nextTurn } from 'node:timers/promises';
import { computeLandscape, type LandscapeDocument } from '@app/analysis/landscape/landscape';
import type { DbExecutor } from '../../db/schema.js';

/**
 * Computing and storing the patent landscape map (docs/spec/analyses.md "Visualisation"), redrawn after the search
 * index is built (index-with-landscape.ts hooks it into catalogue/search/reindex.ts: a full rebuild, the
 * CLI `reindex`, and after an import that changed patents). The map is a function of every patent's text, so it is always recomputed whole;
 * the visualisation call then only reads it. The computation gives the event loop a turn every few
 * thousand rows, like the index build, so a server building it in the background keeps answering.
 */

/** The seed of the map: a fixed one, so the same catalogue always gives the same map. */
const SEED = 20_240_701;
/** Rows per read page and per insert (4 values a row, far below either database's parameter limit). */
const PAGE = 2000;
const INSERT = 500;
/** The first claim adds the invention's own words; long claims add mostly boilerplate. */
const CLAIM_CHARS = 400;

async function loadDocuments(db: DbExecutor): Promise<LandscapeDocument[]> {
  const documents: LandscapeDocument[] = [];
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('patents as p')
      .leftJoin('patent_claims as c', (join) => join.onRef('c.patent_id', '=', 'p.id').on('c.number', '=', 1))
      .select(['p.id', 'p.title', 'p.abstract', 'c.text as claim'])
      .where('p.id', '>', after)
      .orderBy('p.id')
      .limit(PAGE)
      .execute();
    if (rows.length === 0) return documents;
    for (const row of rows) {
      documents.push({
        id: Number(row.id),
        title: row.title,
        body: `${row.abstract ?? ''}\n${(row.claim ?? '').slice(0, CLAIM_CHARS)}`,
      });
    }
    after = Number(rows.at(-1)!.id);
    await nextTurn();
  }
}

/** Names the catalogue knows (materials with their aliases, properties): preferred label terms. */
async function vocabulary(db: DbExecutor): Promise<string[]> {
  const [materials, aliases, properties] = await Promise.all([
    db.selectFrom('materials').select('name').execute(),
    db.selectFrom('material_aliases').select('alias as name').execute(),
    db.selectFrom('property_defs').select('name').execute(),
  ]);
  return [...materials, ...aliases, ...properties].map((row) => row.name);
}

export interface LandscapeBuild {
  documents: number;
  clusters: number;
  elapsedMs: number;
}

/** Recomputes the map of every patent and replaces the stored one (in one transaction). */
export async function rebuildLandscape(db: DbExecutor): Promise<LandscapeBuild> {
  const started = performance.now();
  const documents = await loadDocuments(db);
  const map = await computeLandscape(documents, {
    seed: SEED,
    vocabulary: await vocabulary(db),
    pause: () => nextTurn(),
  });
  const elapsedMs = Math.round(performance.now() - started);
  const round = (value: number) => Math.round(value * 10_000) / 10_000;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('patent_landscape').execute();
    await trx.deleteFrom('landscape_clusters').execute();
    await trx.deleteFrom('landscape_state').execute();
    for (let start = 0; start < map.points.length; start += INSERT) {
      await trx
        .insertInto('patent_landscape')
        .values(
          map.points.slice(start, start + INSERT).map((point) => ({
            patent_id: point.id,
            x: round(point.x),
            y: round(point.y),
            cluster: point.cluster,
          })),
        )
        .execute();
    }
    if (map.clusters.length > 0) {
      await trx
        .insertInto('landscape_clusters')
        .values(
          map.clusters.map((cluster) => ({
            id: cluster.id,
            label: cluster.terms.join('・'),
            terms: JSON.stringify(cluster.terms),
            x: round(cluster.x),
            y: round(cluster.y),
            size: cluster.size,
          })),
        )
        .execute();
    }
    await trx
      .insertInto('landscape_state')
      .values({
        id: 1,
        computed_at: new Date().toISOString(),
        documents: map.points.length,
        elapsed_ms: elapsedMs,
      })
      .execute();
  });
  return { documents: map.points.length, clusters: map.clusters.length, elapsedMs };
}
