import type { DbExecutor } from '../../../db/schema.js';
import { linkRows, patentLinkRows } from './lookups.js';

/** Candidates per signal (codes, materials): the patents sharing the most, before scoring. */
const CANDIDATES = 300;

/**
 * A patent's features for "similar patents": its IPC main groups, F-term themes and F-terms (what an
 * examiner files it under) and the materials of its examples (what it is made of). Prefixed so a code
 * and a material id never collide.
 */
async function patentFeatures(db: DbExecutor, ids: readonly number[]): Promise<Map<number, Set<string>>> {
  const result = new Map<number, Set<string>>(ids.map((id) => [id, new Set<string>()]));
  for (let start = 0; start < ids.length; start += 500) {
    const batch = ids.slice(start, start + 500);
    const [codes, materials] = await Promise.all([
      db
        .selectFrom('patent_classifications')
        .select(['patent_id', 'scheme', 'code', 'main_group'])
        .where('patent_id', 'in', batch)
        .execute(),
      db
        .selectFrom('example_components as c')
        .innerJoin('examples as e', 'e.id', 'c.example_id')
        .select(['e.patent_id', 'c.material_id'])
        .distinct()
        .where('e.patent_id', 'in', batch)
        .where('c.material_id', 'is not', null)
        .execute(),
    ]);
    for (const row of codes) {
      const feature =
        row.scheme === 'ipc'
          ? row.main_group && `ipc:${row.main_group}`
          : row.scheme === 'theme' || row.scheme === 'fterm'
            ? `${row.scheme}:${row.code}`
            : null;
      if (feature) result.get(Number(row.patent_id))?.add(feature);
    }
    for (const row of materials) result.get(Number(row.patent_id))?.add(`material:${row.material_id}`);
  }
  return result;
}

/**
 * The patents sharing the most codes or example materials with one (at most CANDIDATES per signal), with
 * the features of each and of the patent itself: present/similar-patents.ts ranks them.
 */
export async function similarPatentCandidates(db: DbExecutor, patentId: number) {
  const own = (await patentFeatures(db, [patentId])).get(patentId) ?? new Set<string>();
  const pick = (prefix: string) =>
    [...own].filter((feature) => feature.startsWith(prefix)).map((feature) => feature.slice(prefix.length));
  const groups = pick('ipc:');
  const codes = [...pick('theme:'), ...pick('fterm:')];
  const materials = pick('material:').map(Number);
  if (groups.length + codes.length + materials.length === 0) {
    return { own, candidates: [], features: new Map<number, Set<string>>() };
  }
  const [byCode, byMaterial] = await Promise.all([
    groups.length + codes.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('patent_classifications')
          .select((eb) => ['patent_id', eb.fn.countAll<number>().as('shared')])
          .where('patent_id', '!=', patentId)
          .where((eb) =>
            eb.or([
              ...(groups.length > 0
                ? [eb.and([eb('scheme', '=', 'ipc'), eb('main_group', 'in', groups)])]
                : []),
              ...(codes.length > 0
                ? [eb.and([eb('scheme', 'in', ['theme', 'fterm']), eb('code', 'in', codes)])]
                : []),
            ]),
          )
          .groupBy('patent_id')
          .orderBy('shared', 'desc')
          .orderBy('patent_id')
          .limit(CANDIDATES)
          .execute(),
    materials.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('example_components as c')
          .innerJoin('examples as e', 'e.id', 'c.example_id')
          .select((eb) => ['e.patent_id', eb.fn.count<number>('c.material_id').distinct().as('shared')])
          .where('c.material_id', 'in', materials)
          .where('e.patent_id', '!=', patentId)
          .groupBy('e.patent_id')
          .orderBy('shared', 'desc')
          .orderBy('e.patent_id')
          .limit(CANDIDATES)
          .execute(),
  ]);
  const candidates = [...new Set([...byCode, ...byMaterial].map((row) => Number(row.patent_id)))];
  const features = await patentFeatures(db, candidates);
  return { own, candidates, features };
}

/** The links of the ranked patents and of the materials they share. */
export async function similarPatentLinkRows(
  db: DbExecutor,
  patentIds: readonly number[],
  materialIds: readonly number[],
) {
  const [patents, materials] = await Promise.all([
    patentLinkRows(db, patentIds),
    linkRows(db, 'materials', materialIds),
  ]);
  return { patents, materials };
}
