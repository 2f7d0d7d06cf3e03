import { Random } from '../random.js';

/**
 * TF-IDF rows and their projection onto a low-dimensional subspace of the dominant directions
 * (a randomised range finder with one power iteration, as in truncated SVD / LSA): similar texts get
 * close dense vectors, which k-means and the 2-D layout then read.
 */

/** Rows of a sparse matrix (CSR). */
export interface SparseRows {
  rows: number;
  columns: number;
  offsets: Int32Array;
  indexes: Int32Array;
  values: Float64Array;
}

/** Lets a long computation give the event loop a turn now and then (a no-op by default). */
export type Pause = () => Promise<void> | void;

/** Rows between two pauses in the row loops. */
const CHUNK = 2000;

/**
 * TF-IDF with sublinear term frequency, rows L2-normalised. Features found in one document only (no
 * similarity to anyone) or in nearly all of them (no contrast) are dropped. Not those in half of them: in
 * a small collection of two themes, that is a theme's own vocabulary.
 */
export async function tfidfRows(
  documents: readonly Map<string, number>[],
  pause: Pause = () => {},
): Promise<SparseRows> {
  const n = documents.length;
  const df = new Map<string, number>();
  for (const [row, features] of documents.entries()) {
    for (const key of features.keys()) df.set(key, (df.get(key) ?? 0) + 1);
    if (row % CHUNK === CHUNK - 1) await pause();
  }
  const column = new Map<string, number>();
  const idf: number[] = [];
  // Column order = first appearance in the (caller-ordered) documents: the same data gives the same matrix.
  for (const [row, features] of documents.entries()) {
    if (row % CHUNK === CHUNK - 1) await pause();
    for (const key of features.keys()) {
      if (column.has(key)) continue;
      const count = df.get(key)!;
      if (count < 2 || (n >= 10 && count > n * 0.9)) continue;
      column.set(key, idf.length);
      idf.push(Math.log(n / count));
    }
  }
  const offsets = new Int32Array(n + 1);
  const indexes: number[] = [];
  const values: number[] = [];
  for (const [row, features] of documents.entries()) {
    if (row % CHUNK === CHUNK - 1) await pause();
    const start = indexes.length;
    let norm = 0;
    for (const [key, count] of features) {
      const j = column.get(key);
      if (j === undefined) continue;
      const weight = (1 + Math.log(count)) * idf[j]!;
      indexes.push(j);
      values.push(weight);
      norm += weight * weight;
    }
    const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
    for (let k = start; k < values.length; k += 1) values[k]! *= scale;
    offsets[row + 1] = indexes.length;
  }
  return {
    rows: n,
    columns: idf.length,
    offsets,
    indexes: Int32Array.from(indexes),
    values: Float64Array.from(values),
  };
}

/** A · B for dense B (columns × d, row-major): rows × d. */
async function times(a: SparseRows, b: Float64Array, d: number, pause: Pause): Promise<Float64Array> {
  const out = new Float64Array(a.rows * d);
  for (let row = 0; row < a.rows; row += 1) {
    const base = row * d;
    for (let k = a.offsets[row]!; k < a.offsets[row + 1]!; k += 1) {
      const v = a.values[k]!;
      const from = a.indexes[k]! * d;
      for (let c = 0; c < d; c += 1) out[base + c]! += v * b[from + c]!;
    }
    if (row % CHUNK === CHUNK - 1) await pause();
  }
  return out;
}

/** Aᵀ · B for dense B (rows × d): columns × d. */
async function transposeTimes(
  a: SparseRows,
  b: Float64Array,
  d: number,
  pause: Pause,
): Promise<Float64Array> {
  const out = new Float64Array(a.columns * d);
  for (let row = 0; row < a.rows; row += 1) {
    const base = row * d;
    for (let k = a.offsets[row]!; k < a.offsets[row + 1]!; k += 1) {
      const v = a.values[k]!;
      const to = a.indexes[k]! * d;
      for (let c = 0; c < d; c += 1) out[to + c]! += v * b[base + c]!;
    }
    if (row % CHUNK === CHUNK - 1) await pause();
  }
  return out;
}

/** Orthonormalises the d columns of a row-major (m × d) matrix in place (modified Gram–Schmidt). */
function orthonormaliseColumns(m: Float64Array, rows: number, d: number): void {
  for (let c = 0; c < d; c += 1) {
    for (let p = 0; p < c; p += 1) {
      let dot = 0;
      for (let r = 0; r < rows; r += 1) dot += m[r * d + c]! * m[r * d + p]!;
      for (let r = 0; r < rows; r += 1) m[r * d + c]! -= dot * m[r * d + p]!;
    }
    let norm = 0;
    for (let r = 0; r < rows; r += 1) norm += m[r * d + c]! ** 2;
    // A column in the span of the previous ones (rank < d) is zeroed, not blown up.
    const scale = norm > 1e-20 ? 1 / Math.sqrt(norm) : 0;
    for (let r = 0; r < rows; r += 1) m[r * d + c]! *= scale;
  }
}

/**
 * Each row projected onto `dimensions` orthonormal directions spanning (approximately) the top
 * right-singular subspace of A, then L2-normalised: rows × d, row-major. d is at most the rank bound.
 */
export async function projectRows(
  a: SparseRows,
  dimensions: number,
  seed: number,
  pause: Pause = () => {},
): Promise<{ vectors: Float64Array; dimensions: number }> {
  const d = Math.max(1, Math.min(dimensions, a.columns, a.rows));
  if (a.columns === 0) return { vectors: new Float64Array(a.rows), dimensions: 1 };
  const random = new Random(seed);
  const omega = new Float64Array(a.columns * d);
  for (let i = 0; i < omega.length; i += 1) omega[i] = random.normal();
  const range = await times(a, omega, d, pause);
  orthonormaliseColumns(range, a.rows, d);
  let basis = await transposeTimes(a, range, d, pause);
  orthonormaliseColumns(basis, a.columns, d);
  // One power iteration sharpens the subspace towards the largest singular values.
  const again = await times(a, basis, d, pause);
  orthonormaliseColumns(again, a.rows, d);
  basis = await transposeTimes(a, again, d, pause);
  orthonormaliseColumns(basis, a.columns, d);
  const vectors = await times(a, basis, d, pause);
  normaliseRows(vectors, a.rows, d);
  return { vectors, dimensions: d };
}

function normaliseRows(m: Float64Array, rows: number, d: number): void {
  for (let r = 0; r < rows; r += 1) {
    let norm = 0;
    for (let c = 0; c < d; c += 1) norm += m[r * d + c]! ** 2;
    if (norm <= 0) continue;
    const scale = 1 / Math.sqrt(norm);
    for (let c = 0; c < d; c += 1) m[r * d + c]! *= scale;
  }
}
