import { Random } from '../random.js';
import type { Pause } from './sparse.js';

/**
 * Spherical k-means over unit vectors (cosine similarity): k-means++ seeding from a seeded generator,
 * Lloyd iterations until no point moves (or `maxIterations`), an emptied cluster re-seeded with the point
 * farthest from its centre. Deterministic for the same vectors, k and seed.
 */

export interface KMeansResult {
  k: number;
  /** Cluster of each row. */
  assignment: Int32Array;
  /** Unit centres, k × d row-major. */
  centres: Float64Array;
  /** Cosine similarity of each row to its centre. */
  similarity: Float64Array;
}

/** k ≈ √(n/10), at least 1 (2 from 20 documents on), at most `max`. */
export function clusterCount(n: number, max = 40): number {
  if (n < 2) return Math.max(n, 1);
  return Math.max(n >= 20 ? 2 : 1, Math.min(max, Math.round(Math.sqrt(n / 10))));
}

function dot(a: Float64Array, i: number, b: Float64Array, j: number, d: number): number {
  let sum = 0;
  for (let c = 0; c < d; c += 1) sum += a[i * d + c]! * b[j * d + c]!;
  return sum;
}

/**
 * The best (highest total similarity) of `restarts` runs from different seedings: one k-means++ seeding
 * can put two centres in one natural group and leave two groups under one centre.
 */
export async function sphericalKMeans(
  vectors: Float64Array,
  n: number,
  d: number,
  k: number,
  seed: number,
  options: { maxIterations?: number; restarts?: number; pause?: Pause } = {},
): Promise<KMeansResult> {
  const restarts = options.restarts ?? (n <= 20_000 ? 5 : 2);
  const random = new Random(seed);
  let best: KMeansResult | null = null;
  let bestTotal = -Infinity;
  for (let run = 0; run < restarts; run += 1) {
    const result = await kMeansRun(vectors, n, d, k, random, options);
    let total = 0;
    for (let i = 0; i < n; i += 1) total += result.similarity[i]!;
    if (total > bestTotal + 1e-9) {
      best = result;
      bestTotal = total;
    }
  }
  return best!;
}

async function kMeansRun(
  vectors: Float64Array,
  n: number,
  d: number,
  k: number,
  random: Random,
  options: { maxIterations?: number; pause?: Pause },
): Promise<KMeansResult> {
  const pause = options.pause ?? (() => {});
  const maxIterations = options.maxIterations ?? 30;
  k = Math.max(1, Math.min(k, n));
  const centres = new Float64Array(k * d);
  const copyRow = (centre: number, row: number) => {
    for (let c = 0; c < d; c += 1) centres[centre * d + c] = vectors[row * d + c]!;
  };

  // k-means++: each next centre drawn with probability ∝ squared distance to the nearest chosen centre.
  const nearest = new Float64Array(n).fill(Infinity);
  copyRow(0, random.int(n));
  for (let chosen = 1; chosen < k; chosen += 1) {
    let total = 0;
    for (let i = 0; i < n; i += 1) {
      const distance = Math.max(0, 2 - 2 * dot(vectors, i, centres, chosen - 1, d));
      if (distance < nearest[i]!) nearest[i] = distance;
      total += nearest[i]!;
    }
    let pick = 0;
    if (total > 0) {
      let target = random.next() * total;
      for (let i = 0; i < n; i += 1) {
        target -= nearest[i]!;
        if (target <= 0) {
          pick = i;
          break;
        }
      }
    } else {
      pick = random.int(n);
    }
    copyRow(chosen, pick);
    if (chosen % 8 === 0) await pause();
  }

  const assignment = new Int32Array(n).fill(-1);
  const similarity = new Float64Array(n);
  for (let iteration = 0; iteration < maxIterations; iteration += 1) {
    let moved = 0;
    for (let i = 0; i < n; i += 1) {
      let best = 0;
      let bestSimilarity = -Infinity;
      for (let j = 0; j < k; j += 1) {
        const s = dot(vectors, i, centres, j, d);
        if (s > bestSimilarity) {
          bestSimilarity = s;
          best = j;
        }
      }
      if (assignment[i] !== best) moved += 1;
      assignment[i] = best;
      similarity[i] = bestSimilarity;
      if (i % 4000 === 3999) await pause();
    }
    if (moved === 0 && iteration > 0) break;
    centres.fill(0);
    const sizes = new Int32Array(k);
    for (let i = 0; i < n; i += 1) {
      const j = assignment[i]!;
      sizes[j]! += 1;
      for (let c = 0; c < d; c += 1) centres[j * d + c]! += vectors[i * d + c]!;
    }
    for (let j = 0; j < k; j += 1) {
      if (sizes[j] === 0) {
        // The worst-placed point starts the emptied cluster again.
        let worst = 0;
        for (let i = 1; i < n; i += 1) if (similarity[i]! < similarity[worst]!) worst = i;
        copyRow(j, worst);
        similarity[worst] = 1;
        continue;
      }
      let norm = 0;
      for (let c = 0; c < d; c += 1) norm += centres[j * d + c]! ** 2;
      const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
      for (let c = 0; c < d; c += 1) centres[j * d + c]! *= scale;
    }
    await pause();
  }
  return { k, assignment, centres, similarity };
}
