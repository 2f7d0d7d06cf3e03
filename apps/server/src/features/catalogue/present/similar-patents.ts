import type { Link, PatentLink, SimilarPatent } from '@app/contract/catalogue';
import { jaccard } from '../common/similarity.js';

/**
 * "Similar patents" from the features read/similar-patents.ts reads: IPC main groups, F-term themes and
 * F-terms, and the materials of the examples, each prefixed (`ipc:`, `theme:`, `fterm:`, `material:<row id>`)
 * so a code and a material id never collide. Pure: features in, ranking and JSON out.
 */

const SIMILAR = 6;
const MATERIAL = 'material:';

export interface RankedPatent {
  id: number;
  similarity: number;
  /** The features both patents have. */
  shared: string[];
}

/** Candidates by the Jaccard similarity of their features; those sharing nothing are left out. At most SIMILAR. */
export function rankSimilarPatents(
  own: ReadonlySet<string>,
  candidates: readonly number[],
  features: ReadonlyMap<number, ReadonlySet<string>>,
): RankedPatent[] {
  return candidates
    .map((id) => {
      const theirs = features.get(id) ?? new Set<string>();
      return { id, similarity: jaccard(own, theirs), shared: [...own].filter((item) => theirs.has(item)) };
    })
    .filter((item) => item.shared.length > 0)
    .sort((a, b) => b.similarity - a.similarity || a.id - b.id)
    .slice(0, SIMILAR);
}

/** The material row ids among the shared features (to look their links up). */
export function sharedMaterialIds(ranked: readonly RankedPatent[]): number[] {
  return ranked.flatMap((item) =>
    item.shared.filter((f) => f.startsWith(MATERIAL)).map((f) => Number(f.slice(MATERIAL.length))),
  );
}

/** The ranked patents as shown: their links, the similarity to three places, shared codes and materials. */
export function presentSimilarPatents(
  ranked: readonly RankedPatent[],
  patents: ReadonlyMap<number, PatentLink>,
  materials: ReadonlyMap<number, Link>,
): SimilarPatent[] {
  return ranked.flatMap((item) => {
    const patent = patents.get(item.id);
    if (!patent) return [];
    return [
      {
        ...patent,
        similarity: Math.round(item.similarity * 1000) / 1000,
        sharedCodes: item.shared.filter((f) => !f.startsWith(MATERIAL)).map((f) => f.replace(/^\w+:/, '')),
        sharedMaterials: item.shared.flatMap((f) => {
          const link = f.startsWith(MATERIAL) ? materials.get(Number(f.slice(MATERIAL.length))) : undefined;
          return link ? [link] : [];
        }),
      },
    ];
  });
}
