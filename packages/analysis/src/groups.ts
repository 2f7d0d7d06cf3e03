/** Groups of identical input rows (repeat measurements of one composition) and grouped folds. */
import { Random } from './random.js';

/** Group id per row; rows whose inputs agree to 9 significant digits share an id. */
export function duplicateGroups(rows: readonly (readonly number[])[]): Int32Array {
  const ids = new Map<string, number>();
  return Int32Array.from(rows, (r) => {
    const key = r.map((v) => (v === 0 ? '0' : v.toPrecision(9))).join('|');
    let id = ids.get(key);
    if (id === undefined) {
      id = ids.size;
      ids.set(key, id);
    }
    return id;
  });
}

/**
 * Fold of every row for k-fold cross-validation: all rows of a group share a fold; groups are
 * shuffled with the seed and dealt, larger first, to the fold with the fewest rows so far.
 */
export function assignGroupFolds(groups: Int32Array, k: number, seed: number): Int32Array {
  const ids = [...new Set(groups)].sort((a, b) => a - b);
  const index = new Map(ids.map((g, i) => [g, i]));
  const sizes = new Array<number>(ids.length).fill(0);
  for (const g of groups) sizes[index.get(g)!]!++;
  const order = new Random(seed).shuffle(ids.map((_, i) => i));
  order.sort((a, b) => sizes[b]! - sizes[a]!);
  const foldSize = new Array<number>(k).fill(0);
  const foldOfGroup = new Int32Array(ids.length);
  for (const g of order) {
    let best = 0;
    for (let f = 1; f < k; f++) if (foldSize[f]! < foldSize[best]!) best = f;
    foldOfGroup[g] = best;
    foldSize[best] = foldSize[best]! + sizes[g]!;
  }
  return Int32Array.from(groups, (g) => foldOfGroup[index.get(g)!]!);
}
