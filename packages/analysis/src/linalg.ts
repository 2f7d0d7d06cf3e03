/**
 * Dense linear algebra on row-major Float64Array matrices (n × n unless stated). Only what the models
 * need: Cholesky with automatic jitter, triangular solves, inverse from the factor.
 */

/** Σ_{k=from}^{to-1} a[ai+k]·b[bi+k], unrolled by four (independent accumulators run faster in V8). */
function dotRange(
  a: Float64Array,
  ai: number,
  b: Float64Array,
  bi: number,
  from: number,
  to: number,
): number {
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let k = from;
  for (; k + 3 < to; k += 4) {
    s0 += a[ai + k]! * b[bi + k]!;
    s1 += a[ai + k + 1]! * b[bi + k + 1]!;
    s2 += a[ai + k + 2]! * b[bi + k + 2]!;
    s3 += a[ai + k + 3]! * b[bi + k + 3]!;
  }
  for (; k < to; k++) s0 += a[ai + k]! * b[bi + k]!;
  return s0 + s1 + s2 + s3;
}

export interface CholeskyFactor {
  /** Lower-triangular factor, row-major n × n (upper part is zero). */
  L: Float64Array;
  n: number;
  /** Jitter that had to be added to the diagonal for the factorisation to succeed. */
  jitter: number;
}

/** Factorises A = L Lᵀ in place of a copy; adds growing diagonal jitter when A is not numerically SPD. */
export function cholesky(A: Float64Array, n: number, initialJitter = 0): CholeskyFactor {
  let meanDiag = 0;
  for (let i = 0; i < n; i++) meanDiag += A[i * n + i]!;
  meanDiag = n > 0 ? Math.abs(meanDiag / n) || 1 : 1;
  let jitter = initialJitter;
  for (let attempt = 0; attempt < 12; attempt++) {
    const L = tryCholesky(A, n, jitter);
    if (L) return { L, n, jitter };
    jitter = jitter === 0 ? meanDiag * 1e-10 : jitter * 10;
  }
  throw new Error('cholesky: matrix is not positive definite even with jitter');
}

function tryCholesky(A: Float64Array, n: number, jitter: number): Float64Array | null {
  const L = new Float64Array(n * n);
  for (let j = 0; j < n; j++) {
    const rj = j * n;
    const s = A[rj + j]! + jitter - dotRange(L, rj, L, rj, 0, j);
    if (!(s > 0)) return null;
    const ljj = Math.sqrt(s);
    L[rj + j] = ljj;
    const inv = 1 / ljj;
    for (let i = j + 1; i < n; i++) {
      const ri = i * n;
      L[ri + j] = (A[ri + j]! - dotRange(L, ri, L, rj, 0, j)) * inv;
    }
  }
  return L;
}

/** Solves L x = b (forward substitution). */
export function solveLower(f: CholeskyFactor, b: ArrayLike<number>): Float64Array {
  const { L, n } = f;
  const x = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const ri = i * n;
    let s = b[i]!;
    for (let k = 0; k < i; k++) s -= L[ri + k]! * x[k]!;
    x[i] = s / L[ri + i]!;
  }
  return x;
}

/** Solves Lᵀ x = b (back substitution). */
function solveUpper(f: CholeskyFactor, b: ArrayLike<number>): Float64Array {
  const { L, n } = f;
  const x = Float64Array.from(b);
  for (let i = n - 1; i >= 0; i--) {
    const xi = x[i]! / L[i * n + i]!;
    x[i] = xi;
    const ri = i * n;
    for (let k = 0; k < i; k++) x[k] = x[k]! - L[ri + k]! * xi;
  }
  return x;
}

/** Solves A x = b given the Cholesky factor of A. */
export function choleskySolve(f: CholeskyFactor, b: ArrayLike<number>): Float64Array {
  return solveUpper(f, solveLower(f, b));
}

/** log det A = 2 Σ log L_ii. */
export function logDeterminant(f: CholeskyFactor): number {
  let s = 0;
  for (let i = 0; i < f.n; i++) s += Math.log(f.L[i * f.n + i]!);
  return 2 * s;
}

/**
 * (L⁻¹)ᵀ, row-major: row j holds column j of L⁻¹ (zero before index j). Computed column by column by
 * forward substitution so that every inner loop runs over contiguous memory.
 */
export function invertLowerTransposed(f: CholeskyFactor): Float64Array {
  const { L, n } = f;
  const Mt = new Float64Array(n * n);
  for (let j = 0; j < n; j++) {
    const rj = j * n;
    Mt[rj + j] = 1 / L[rj + j]!;
    for (let i = j + 1; i < n; i++) {
      const ri = i * n;
      Mt[rj + i] = -dotRange(L, ri, Mt, rj, j, i) / L[ri + i]!;
    }
  }
  return Mt;
}

/** Column `j` of L⁻¹ (zero above index j), for each requested j: O(n²) each instead of O(n³) for all. */
export function inverseLowerColumns(
  f: CholeskyFactor,
  columns: readonly number[],
): Map<number, Float64Array> {
  const { L, n } = f;
  const out = new Map<number, Float64Array>();
  for (const j of columns) {
    const x = new Float64Array(n);
    x[j] = 1 / L[j * n + j]!;
    for (let i = j + 1; i < n; i++) {
      const ri = i * n;
      x[i] = -dotRange(L, ri, x, 0, j, i) / L[ri + i]!;
    }
    out.set(j, x);
  }
  return out;
}

/** A⁻¹ = L⁻ᵀ L⁻¹ (symmetric, full row-major). */
export function choleskyInverse(f: CholeskyFactor): Float64Array {
  const n = f.n;
  const Mt = invertLowerTransposed(f);
  const inv = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    const ri = i * n;
    for (let j = 0; j <= i; j++) {
      const rj = j * n;
      // (A⁻¹)_ij = Σ_{k ≥ i} (L⁻¹)_ki (L⁻¹)_kj
      const s = dotRange(Mt, ri, Mt, rj, i, n);
      inv[ri + j] = s;
      inv[rj + i] = s;
    }
  }
  return inv;
}

/** Diagonal of A⁻¹ from the Cholesky factor (cost of one triangular inverse). */
export function choleskyInverseDiagonal(f: CholeskyFactor): Float64Array {
  const n = f.n;
  const Mt = invertLowerTransposed(f);
  const diag = new Float64Array(n);
  for (let j = 0; j < n; j++) {
    const rj = j * n;
    for (let i = j; i < n; i++) {
      const v = Mt[rj + i]!;
      diag[j] = diag[j]! + v * v;
    }
  }
  return diag;
}

/** Solves the small symmetric positive definite system A x = b (A given as rows). */
export function solveSpd(A: readonly (readonly number[])[], b: readonly number[]): number[] {
  const n = b.length;
  const flat = new Float64Array(n * n);
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) flat[i * n + j] = A[i]![j]!;
  return Array.from(choleskySolve(cholesky(flat, n), b));
}
