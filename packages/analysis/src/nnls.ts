/**
 * Non-negative least squares (Lawson–Hanson active set): minimise ‖A w − b‖² subject to w ≥ 0.
 * Used for the stacking weights of the forward model on out-of-sample predictions (a handful of
 * columns, hundreds of rows), so the normal equations of the passive set are solved directly.
 */
import { cholesky, choleskySolve } from './linalg.js';

/** `columns[j][i]` = A[i][j]. Returns w (length = columns). */
export function nonNegativeLeastSquares(
  columns: readonly ArrayLike<number>[],
  b: ArrayLike<number>,
  maxIterations = 100,
): number[] {
  const m = columns.length;
  const n = b.length;
  // Gram matrix and A'b: everything below works on these m × m quantities.
  const gram = Array.from({ length: m }, (_, j) =>
    Array.from({ length: m }, (_, l) => {
      let s = 0;
      for (let i = 0; i < n; i++) s += columns[j]![i]! * columns[l]![i]!;
      return s;
    }),
  );
  const atb = Array.from({ length: m }, (_, j) => {
    let s = 0;
    for (let i = 0; i < n; i++) s += columns[j]![i]! * b[i]!;
    return s;
  });
  const scale = Math.max(1e-300, ...gram.map((row, j) => row[j]!));
  const tolerance = 1e-10 * scale;
  const w = new Array<number>(m).fill(0);
  const passive = new Array<boolean>(m).fill(false);
  const gradient = () => atb.map((v, j) => v - gram[j]!.reduce((s, g, l) => s + g * w[l]!, 0));
  /** Least squares restricted to the passive set (tiny ridge keeps collinear members solvable). */
  const solvePassive = (): number[] => {
    const idx = passive.flatMap((p, j) => (p ? [j] : []));
    const sub = new Float64Array(idx.length * idx.length);
    idx.forEach((j, a) =>
      idx.forEach((l, c) => (sub[a * idx.length + c] = gram[j]![l]! + (a === c ? 1e-12 * scale : 0))),
    );
    const factor = cholesky(sub, idx.length);
    const z = choleskySolve(
      factor,
      Float64Array.from(idx, (j) => atb[j]!),
    );
    const out = new Array<number>(m).fill(0);
    idx.forEach((j, a) => (out[j] = z[a]!));
    return out;
  };
  for (let iter = 0; iter < maxIterations; iter++) {
    const g = gradient();
    let enter = -1;
    for (let j = 0; j < m; j++)
      if (!passive[j] && g[j]! > tolerance && (enter < 0 || g[j]! > g[enter]!)) enter = j;
    if (enter < 0) break;
    passive[enter] = true;
    for (let inner = 0; inner < m + 1; inner++) {
      const z = solvePassive();
      if (passive.every((p, j) => !p || z[j]! > 0)) {
        z.forEach((v, j) => (w[j] = v));
        break;
      }
      // Step towards z until the first passive weight reaches zero; that one leaves the set.
      let alpha = 1;
      for (let j = 0; j < m; j++) {
        if (passive[j] && z[j]! <= 0) alpha = Math.min(alpha, w[j]! / (w[j]! - z[j]!));
      }
      for (let j = 0; j < m; j++) {
        w[j] = w[j]! + alpha * (z[j]! - w[j]!);
        if (passive[j] && w[j]! <= 1e-15) {
          passive[j] = false;
          w[j] = 0;
        }
      }
    }
  }
  return w;
}
