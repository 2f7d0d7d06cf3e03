import type { Pause } from './sparse.js';

/**
 * The 2-D map of a clustering: cluster centres by classical MDS of the distances between cluster centres
 * (similar clusters side by side), spread apart until their discs (area ∝ size) no longer overlap, then
 * each point inside its cluster's disc by the cluster's own two principal directions, pulled towards the
 * neighbouring cluster it almost belongs to. Coordinates end up in [-1, 1] (the longer axis spans it).
 */

/** The top `count` eigenpairs of a symmetric m × m matrix by power iteration with deflation. */
function topEigen(
  matrix: Float64Array,
  m: number,
  count: number,
): { values: number[]; vectors: Float64Array[] } {
  const a = Float64Array.from(matrix);
  const values: number[] = [];
  const vectors: Float64Array[] = [];
  for (let e = 0; e < count; e += 1) {
    // A fixed, non-symmetric start vector: deterministic and not orthogonal to typical eigenvectors.
    let v = new Float64Array(m).map((_, i) => 1 + ((i * 7919 + e * 104729) % 97) / 97);
    let lambda = 0;
    for (let iteration = 0; iteration < 300; iteration += 1) {
      const next = new Float64Array(m);
      for (let i = 0; i < m; i += 1) {
        let sum = 0;
        for (let j = 0; j < m; j += 1) sum += a[i * m + j]! * v[j]!;
        next[i] = sum;
      }
      const norm = Math.hypot(...next);
      if (norm < 1e-12) {
        lambda = 0;
        break;
      }
      for (let i = 0; i < m; i += 1) next[i]! /= norm;
      let change = 0;
      for (let i = 0; i < m; i += 1) change += Math.abs(next[i]! - v[i]!);
      v = next;
      lambda = norm;
      if (change < 1e-9) break;
    }
    // Rayleigh quotient for the sign-correct eigenvalue.
    let rayleigh = 0;
    for (let i = 0; i < m; i += 1) {
      let sum = 0;
      for (let j = 0; j < m; j += 1) sum += a[i * m + j]! * v[j]!;
      rayleigh += v[i]! * sum;
    }
    lambda = lambda === 0 ? 0 : rayleigh;
    values.push(lambda);
    vectors.push(v);
    for (let i = 0; i < m; i += 1) for (let j = 0; j < m; j += 1) a[i * m + j]! -= lambda * v[i]! * v[j]!;
  }
  return { values, vectors };
}

export interface LayoutInput {
  n: number;
  d: number;
  /** Unit vectors, n × d. */
  vectors: Float64Array;
  k: number;
  assignment: Int32Array;
  /** Unit centres, k × d. */
  centres: Float64Array;
}

export interface Layout {
  x: Float64Array;
  y: Float64Array;
}

/** Classical MDS of the centres (distance √(2 − 2·cos)): k × 2. */
function centrePositions(centres: Float64Array, k: number, d: number): Float64Array {
  const positions = new Float64Array(k * 2);
  if (k < 2) return positions;
  const squared = new Float64Array(k * k);
  for (let i = 0; i < k; i += 1) {
    for (let j = 0; j < k; j += 1) {
      let dot = 0;
      for (let c = 0; c < d; c += 1) dot += centres[i * d + c]! * centres[j * d + c]!;
      squared[i * k + j] = Math.max(0, 2 - 2 * dot);
    }
  }
  const rowMean = new Float64Array(k);
  let grand = 0;
  for (let i = 0; i < k; i += 1) {
    for (let j = 0; j < k; j += 1) rowMean[i]! += squared[i * k + j]! / k;
    grand += rowMean[i]! / k;
  }
  const b = new Float64Array(k * k);
  for (let i = 0; i < k; i += 1) {
    for (let j = 0; j < k; j += 1) {
      b[i * k + j] = -0.5 * (squared[i * k + j]! - rowMean[i]! - rowMean[j]! + grand);
    }
  }
  const { values, vectors } = topEigen(b, k, 2);
  for (let axis = 0; axis < 2; axis += 1) {
    const scale = Math.sqrt(Math.max(0, values[axis]!));
    for (let i = 0; i < k; i += 1) positions[i * 2 + axis] = vectors[axis]![i]! * scale;
  }
  return positions;
}

/** Pushes overlapping discs apart (each pair by half the overlap), keeping the MDS arrangement. */
function separate(positions: Float64Array, radii: Float64Array, k: number): void {
  const gap = 1.15;
  for (let round = 0; round < 300; round += 1) {
    let moved = false;
    for (let i = 0; i < k; i += 1) {
      for (let j = i + 1; j < k; j += 1) {
        let dx = positions[j * 2]! - positions[i * 2]!;
        let dy = positions[j * 2 + 1]! - positions[i * 2 + 1]!;
        const actual = Math.hypot(dx, dy);
        let distance = actual;
        const wanted = (radii[i]! + radii[j]!) * gap;
        if (distance >= wanted) continue;
        if (distance < 1e-9) {
          // Coincident centres: a fixed direction per pair keeps the result deterministic.
          const angle = ((i * 31 + j * 17) % 360) * (Math.PI / 180);
          dx = Math.cos(angle);
          dy = Math.sin(angle);
          distance = 1;
        }
        const push = (wanted - actual) / 2;
        positions[i * 2]! -= (dx / distance) * push;
        positions[i * 2 + 1]! -= (dy / distance) * push;
        positions[j * 2]! += (dx / distance) * push;
        positions[j * 2 + 1]! += (dy / distance) * push;
        moved = true;
      }
    }
    if (!moved) break;
  }
}

export async function layoutPoints(
  { n, d, vectors, k, assignment, centres }: LayoutInput,
  pause: Pause = () => {},
): Promise<Layout> {
  const sizes = new Int32Array(k);
  for (let i = 0; i < n; i += 1) sizes[assignment[i]!]! += 1;
  const positions = centrePositions(centres, k, d);
  // Scale the MDS map to a unit extent, then give each cluster a disc whose area follows its size.
  let extent = 0;
  for (let i = 0; i < k * 2; i += 1) extent = Math.max(extent, Math.abs(positions[i]!));
  if (extent > 0) for (let i = 0; i < k * 2; i += 1) positions[i]! /= extent;
  const radii = new Float64Array(k);
  for (let j = 0; j < k; j += 1) radii[j] = 0.9 * Math.sqrt(Math.max(sizes[j]!, 1) / Math.max(n, 1));
  separate(positions, radii, k);

  // Each cluster's two principal directions (of its members around the centre) place points in the disc.
  const members: number[][] = Array.from({ length: k }, () => []);
  for (let i = 0; i < n; i += 1) members[assignment[i]!]!.push(i);
  const local = new Float64Array(n * 2);
  for (let j = 0; j < k; j += 1) {
    const rows = members[j]!;
    if (rows.length < 2) continue;
    const covariance = new Float64Array(d * d);
    const centred = new Float64Array(d);
    for (const i of rows) {
      for (let c = 0; c < d; c += 1) centred[c] = vectors[i * d + c]! - centres[j * d + c]!;
      for (let a = 0; a < d; a += 1) {
        const va = centred[a]!;
        if (va === 0) continue;
        for (let b = 0; b < d; b += 1) covariance[a * d + b]! += va * centred[b]!;
      }
    }
    await pause();
    const { vectors: axes } = topEigen(covariance, d, 2);
    let spread = 0;
    for (const i of rows) {
      for (let axis = 0; axis < 2; axis += 1) {
        let value = 0;
        for (let c = 0; c < d; c += 1) value += (vectors[i * d + c]! - centres[j * d + c]!) * axes[axis]![c]!;
        local[i * 2 + axis] = value;
        spread += value * value;
      }
    }
    const scale = 2.2 * Math.sqrt(spread / (rows.length * 2)) || 1;
    for (const i of rows) {
      let a = local[i * 2]! / scale;
      let b = local[i * 2 + 1]! / scale;
      const r = Math.hypot(a, b);
      if (r > 1) {
        a /= r;
        b /= r;
      }
      local[i * 2] = a * 0.85;
      local[i * 2 + 1] = b * 0.85;
    }
  }

  const x = new Float64Array(n);
  const y = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    if (i % 4000 === 3999) await pause();
    const own = assignment[i]!;
    let px = positions[own * 2]! + radii[own]! * local[i * 2]!;
    let py = positions[own * 2 + 1]! + radii[own]! * local[i * 2 + 1]!;
    if (k > 1) {
      // A point nearly as similar to another cluster leans towards it (up to a third of its disc).
      let ownSimilarity = 0;
      let other = -1;
      let otherSimilarity = -Infinity;
      for (let j = 0; j < k; j += 1) {
        let s = 0;
        for (let c = 0; c < d; c += 1) s += vectors[i * d + c]! * centres[j * d + c]!;
        if (j === own) ownSimilarity = s;
        else if (s > otherSimilarity) {
          otherSimilarity = s;
          other = j;
        }
      }
      const closeness = Math.max(0, 1 - (ownSimilarity - otherSimilarity) / 0.2);
      const dx = positions[other * 2]! - positions[own * 2]!;
      const dy = positions[other * 2 + 1]! - positions[own * 2 + 1]!;
      const length = Math.hypot(dx, dy) || 1;
      px += (dx / length) * radii[own]! * 0.33 * closeness;
      py += (dy / length) * radii[own]! * 0.33 * closeness;
    }
    x[i] = px;
    y[i] = py;
  }

  // Into [-1, 1], centred, same scale on both axes.
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < n; i += 1) {
    minX = Math.min(minX, x[i]!);
    maxX = Math.max(maxX, x[i]!);
    minY = Math.min(minY, y[i]!);
    maxY = Math.max(maxY, y[i]!);
  }
  const half = Math.max(maxX - minX, maxY - minY) / 2 || 1;
  const midX = (minX + maxX) / 2;
  const midY = (minY + maxY) / 2;
  for (let i = 0; i < n; i += 1) {
    x[i] = (x[i]! - midX) / half;
    y[i] = (y[i]! - midY) / half;
  }
  return { x, y };
}
